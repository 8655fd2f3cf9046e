import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);

export interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

/** A GET, or a POST of `body` with `headers`; rejects on any status but 200. */
export function send(agent: Agent, port: number, path: string, post?: { body: string; headers: Record<string, string> }): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = post ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(post.body)), ...post.headers } : {};
    const req = request({ host: '127.0.0.1', port, path, agent, method: post ? 'POST' : 'GET', headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
      res.on('data', () => {});
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end(post?.body);
  });
}

/**
 * CLIENTS keep-alive connections, each doing its next unit of work when the last one is done, for
 * `seconds` or until `units` units have started; a unit is one request, or for the seamless rows a
 * bet and then a win. Latency is per unit; the rate is over the time the units took.
 */
export async function load(seconds: number, unit: (agent: Agent, client: number, n: number) => Promise<void>, units = Infinity): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  const start = performance.now();
  const until = start + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until && n < units) {
        const started = performance.now();
        await unit(agent, client, n++);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** GETs of `paths` in turn. */
export const gets = (port: number, paths: readonly string[]) => (agent: Agent, _client: number, n: number) => send(agent, port, paths[n % paths.length]!);

/** A table of figures, each row's rate also as a ratio to `base`'s. */
export function printRows(rows: readonly [string, Figures][], base: Figures): void {
  console.log(`${'request'.padEnd(48)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const [name, f] of rows)
    console.log(
      `${name.padEnd(48)} ${f.rps.toFixed(0).padStart(8)} ${(f.rps / base.rps).toFixed(2).padStart(6)} ${f.p50.toFixed(2).padStart(7)} ${f.p99.toFixed(2).padStart(7)}`,
    );
}
