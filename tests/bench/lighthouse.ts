/**
 * `npm run lighthouse`: Lighthouse's four category scores (mobile preset, simulated throttling) for
 * the home page, a category page and the member centre of a portal it starts itself — `portal serve
 * --demo` on a free port over a new PGlite folder, the built web app as `npm start` serves it (run
 * `npm run build:web` first). The member centre is measured as the demo player, the session cookie
 * sent with every request. Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH to change it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, WEB_ROOT } from '../../composition/project';
import { login, sessionCookie } from '../support/wps-http';
import type { TestServer } from '../support/test-server';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const LIGHTHOUSE = join(PROJECT_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = [
  { name: 'home', path: '/', member: false },
  { name: 'category (slots)', path: '/rng', member: false },
  // The page keeps no session of its own at first: `social=signed_in` makes it adopt the cookie's, as after a social sign-in.
  { name: 'member centre', path: '/member?social=signed_in', member: true },
] as const;

interface Report {
  readonly finalDisplayedUrl: string;
  readonly categories: Record<(typeof CATEGORIES)[number], { readonly score: number | null }>;
  readonly audits: Record<string, { readonly displayValue?: string; readonly numericValue?: number }>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs a process to its end; rejects when it fails, with what it wrote to stderr. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString()) : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString().slice(-2000)}`)),
    );
  });
}

/** Starts `portal serve --demo` and resolves once it answers ready. */
async function startPortal(port: number, dataDir: string): Promise<ChildProcess> {
  const portal = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'cli', 'bin', 'portal.mjs'),
      'serve',
      '--demo',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--drain-delay',
      '0',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<never>((_resolve, reject) => portal.once('exit', (code) => reject(new Error(`portal serve exited ${code}`))));
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/wps/health/ready`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return portal;
}

async function audit(url: string, headers: Record<string, string>): Promise<Report> {
  const args = [
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox',
    ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return JSON.parse(await run(process.execPath, args, { ...process.env, CHROME_PATH: CHROMIUM })) as Report;
}

function row(name: string, report: Report): string {
  const scores = CATEGORIES.map((c) => String(Math.round((report.categories[c].score ?? 0) * 100)).padStart(c.length));
  const timing = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'cumulative-layout-shift',
    'total-byte-weight',
  ].map((a) => report.audits[a]?.displayValue ?? '-');
  return `${name.padEnd(18)} ${scores.join('  ')}   FCP ${timing[0]}, LCP ${timing[1]}, TBT ${timing[2]}, SI ${timing[3]}, CLS ${timing[4]}, ${timing[5]}`;
}

async function main(): Promise<void> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error('no built web app: run `npm run build:web` first');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
  const port = await freePort();
  const portal = await startPortal(port, dataDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    const signedIn = await login({ url: base } as TestServer, 'demo_player', 'Player#2026');
    const cookie = sessionCookie(signedIn);
    if (signedIn.status !== 200 || !cookie) throw new Error(`demo_player login answered ${signedIn.status}`);
    console.log(`${''.padEnd(18)} ${CATEGORIES.join('  ')}`);
    for (const page of PAGES) {
      const report = await audit(`${base}${page.path}`, page.member ? { Cookie: `portal_session=${cookie.value}` } : {});
      if (new URL(report.finalDisplayedUrl).pathname !== new URL(page.path, base).pathname)
        throw new Error(`${page.name} ended on ${report.finalDisplayedUrl}`);
      console.log(row(page.name, report));
    }
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
