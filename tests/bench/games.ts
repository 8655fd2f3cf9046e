/**
 * `npm run bench:games`: catalogue requests per second over HTTP — page 1 of RNG (24 a page) and a
 * name search — beside a bare Fastify route answering a constant in the same process and run, with
 * the ratio and latency percentiles. The last row asks a new search every time, past the cache.
 * PGlite in memory by default; DATABASE_URL selects PostgreSQL (use a scratch database: the
 * benchmark migrates it and seeds the catalogue there).
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildServer } from '../../adapters/api-server/server';
import { composePlatform } from '../../cli/composition';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

function get(agent: Agent, port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
      res.on('data', () => {});
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

/** CLIENTS keep-alive connections, each sending its next request when the last one is answered. */
async function load(port: number, paths: readonly string[], seconds: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await get(agent, port, paths[n++ % paths.length]!);
        latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const { platform, database } = await composePlatform({ dataDir: '', inMemory: true, databaseUrl: process.env['DATABASE_URL'], demo: false });
  const app = await buildServer(platform, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, code: 'ok', value: { games: [] } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const barePort = (bare.server.address() as AddressInfo).port;

  const rng = ['/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=24&language=EN'];
  const search = ['dragon', 'lucky', 'gold', 'wolf', 'کنول', 'megaways'].map((q) => `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(q)}&pageNo=1&pageSize=24&language=EN`);
  // Two- and three-letter fragments: each request asks something the cache has not seen.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const fresh = Array.from({ length: 20_000 }, (_, i) => `/wps/relay/GCSGAME_gameList?gameName=${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}${i >= 676 ? letters[Math.floor(i / 676) % 26] : ''}&pageNo=1&pageSize=24`);
  for (const paths of [['/bare'], rng, search]) await load(paths[0] === '/bare' ? barePort : port, paths, 1);

  const base = await load(barePort, ['/bare'], SECONDS);
  const rows: [string, Figures][] = [
    ['bare Fastify route (constant JSON)', base],
    ['game list: RNG page 1, 24 a page', await load(port, rng, SECONDS)],
    ['search by name (6 terms in turn)', await load(port, search, SECONDS)],
    ['search, a new term every request', await load(port, fresh, SECONDS)],
  ];
  console.log(`${database.describe}; ${CLIENTS} keep-alive clients, ${SECONDS} s each\n`);
  console.log(`${'request'.padEnd(40)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const [name, f] of rows) console.log(`${name.padEnd(40)} ${f.rps.toFixed(0).padStart(8)} ${(f.rps / base.rps).toFixed(2).padStart(6)} ${f.p50.toFixed(2).padStart(7)} ${f.p99.toFixed(2).padStart(7)}`);
  await app.close();
  await bare.close();
  await database.close();
}

await main();
