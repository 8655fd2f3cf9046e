import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * scrypt on threads of its own, at most one per core. A password hash at OWASP cost is a quarter of
 * a second of one core; on the libuv pool it would hold the threads that compress answers and read
 * files. The threads keep normal priority: at the lowest one (nice 19) a saturated machine starved
 * logins past the load run's 15-second timeout. The threads do not keep a process alive.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try { parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) }); }
  catch (error) { parentPort.postMessage({ id, error: String(error && error.message) }); }
});`;

interface Job {
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
}

const threads: Thread[] = [];
let nextId = 0;

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(SOURCE, { eval: true }), jobs: new Map() };
  thread.worker.unref();
  thread.worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const job = thread.jobs.get(id)!;
    thread.jobs.delete(id);
    if (thread.jobs.size === 0) thread.worker.unref();
    if (key) job.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
    else job.reject(new Error(error));
  });
  thread.worker.on('error', (error: Error) => {
    for (const job of thread.jobs.values()) job.reject(error);
    threads.splice(threads.indexOf(thread), 1);
  });
  return thread;
}

/** The least busy thread, started on first use, up to one per core. */
function thread(): Thread {
  const idle = threads.find((t) => t.jobs.size === 0);
  if (idle) return idle;
  if (threads.length < availableParallelism()) {
    const started = startThread();
    threads.push(started);
    return started;
  }
  return threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
}

export function backgroundScrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
): Promise<Buffer> {
  const target = thread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    target.jobs.set(id, { resolve, reject });
    target.worker.ref();
    target.worker.postMessage({ id, password, salt, keyLength, options });
  });
}
