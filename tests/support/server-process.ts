import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../composition/project';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `portal serve` as its own process on a PGlite data folder (or a PostgreSQL database), so it can be killed for real. */
export async function startProcess(
  dataDir: string,
  port: number,
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: readonly string[] = [],
): Promise<ChildProcess> {
  const database = databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'cli/bin/portal.mjs'), 'serve', '--port', String(port), '--host', '127.0.0.1', ...database, ...options],
    {
      env: { ...process.env, LOG_LEVEL: 'error', DRAIN_DELAY_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await listening(child);
  return child;
}

function listening(child: ChildProcess): Promise<void> {
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-2000)));
  return new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('portal listening') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
}

export const exited = (process: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) resolve();
    else process.once('exit', () => resolve());
  });

/** A server process composed as the tests compose one (see clocked-server-entry.ts), whose clock the test moves. */
export interface ClockedProcess {
  readonly child: ChildProcess;
  readonly url: string;
  advance(ms: number): Promise<void>;
}

/** `storage` is a PostgreSQL URL or a PGlite data folder; `port` is fixed when a restarted process must answer where the killed one did. */
export async function startClockedProcess(storage: string, port?: number): Promise<ClockedProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'tests/support/clocked-server-entry.ts'), String(port), storage], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  await listening(child);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    advance: (ms) =>
      new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.send({ advance: ms });
      }),
  };
}
