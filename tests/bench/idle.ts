/**
 * `npm run bench:idle`: the CPU an idle portal burns. `portal serve` as an operator starts it
 * (no demo, embedded PGlite in a fresh data folder, and on a scratch PostgreSQL database too when
 * 127.0.0.1:5432 answers), beside a baseline measured in the same run: a bare Fastify server
 * listening. Each is waited for until ready, left BENCH_WARMUP_SECONDS (90) to finish starting
 * (V8 compacts the heap startup left some 20 s after the process goes quiet, and each job's first
 * run, up to a minute in, compiles its code), then its process's CPU time (utime + stime from /proc) is read over BENCH_IDLE_SECONDS (60) with
 * no request, all at once. The PostgreSQL figure is the portal process only, not its server's
 * backends. The aim is under 0.5 % of a core; nothing here is asserted. Linux only (/proc).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../composition/project';
import { createScratchDatabase, disconnected, postgresAnswers } from '../support/backends';
import { exited, freePort, startProcess } from '../support/server-process';

const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 90);
const IDLE_SECONDS = Number(process.env['BENCH_IDLE_SECONDS'] ?? 60);
const AIM_PERCENT = 0.5;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds the process has used so far, user and system: fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A Fastify server with no route, listening, in its own process: what any HTTP server costs idle. */
async function startBareFastify(port: number): Promise<ChildProcess> {
  const script = `const app = (await import('fastify')).default(); await app.listen({ port: ${port}, host: '127.0.0.1' }); console.log('listening');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return child;
}

async function ready(url: string): Promise<void> {
  for (;;) {
    const answer = await fetch(`${url}/wps/health/ready`).catch(() => null);
    if (answer?.ok) return;
    await sleep(200);
  }
}

interface Subject {
  readonly name: string;
  readonly child: ChildProcess;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-idle-'));
  const scratch = (await postgresAnswers()) ? await createScratchDatabase() : null;
  const subjects: Subject[] = [];
  try {
    const pglitePort = await freePort();
    subjects.push({ name: 'portal serve, PGlite', child: await startProcess(join(dataDir, 'data'), pglitePort) });
    await ready(`http://127.0.0.1:${pglitePort}`);
    if (scratch) {
      const port = await freePort();
      subjects.push({ name: 'portal serve, PostgreSQL', child: await startProcess('', port, scratch.url) });
      await ready(`http://127.0.0.1:${port}`);
    }
    subjects.push({ name: 'baseline: bare Fastify', child: await startBareFastify(await freePort()) });
    console.log(`ready; ${WARMUP_SECONDS} s to settle, then ${IDLE_SECONDS} s idle${scratch ? '' : ' (no PostgreSQL answered on 127.0.0.1:5432)'}…`);
    await sleep(WARMUP_SECONDS * 1000);
    const before = subjects.map((s) => cpuSeconds(s.child.pid!));
    const started = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const seconds = (performance.now() - started) / 1000;
    const percents = subjects.map((s, i) => ((cpuSeconds(s.child.pid!) - before[i]!) / seconds) * 100);
    subjects.forEach((s, i) =>
      console.log(
        `${s.name.padEnd(26)} ${percents[i]!.toFixed(2).padStart(6)} % of a core (${((percents[i]! * seconds) / 100).toFixed(2)} s of CPU in ${seconds.toFixed(0)} s)`,
      ),
    );
    const worst = Math.max(...percents.slice(0, scratch ? 2 : 1));
    console.log(`aim: under ${AIM_PERCENT} % of a core for the portal; ${worst < AIM_PERCENT ? 'met' : 'not met'}`);
  } finally {
    for (const { child } of subjects) child.kill('SIGTERM');
    await Promise.all(subjects.map(({ child }) => exited(child)));
    if (scratch) {
      await disconnected(scratch.url);
      await scratch.drop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
