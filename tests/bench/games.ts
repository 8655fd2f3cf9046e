/**
 * `npm run bench:games`: catalogue requests per second over HTTP — page 1 of RNG (24 a page) and a
 * name search — beside a bare Fastify route answering a constant in the same process and run, with
 * the ratio and latency percentiles. The last row asks a new search every time, past the cache.
 * Then seamless-wallet bet+win pairs per second: a provider's signed bet and win on a new round,
 * one player per client, beside the same bare route and its floor (the bare route plus one SELECT 1,
 * alone and two in turn: what no call that reads the database can beat), and rounds of house dice
 * (one call each); the ledger audit must be clean afterwards.
 * Then, for catalogues of BENCH_GAMES games (1,000, 10,000 and 100,000; one number or a comma
 * list), page 1 and searches of terms never asked before, each beside the bare route again.
 * PGlite in memory by default; DATABASE_URL selects PostgreSQL (use a scratch database: the
 * benchmark migrates it and seeds the catalogue there, and makes and drops one database beside it
 * per catalogue size, `<name>_games_<size>`).
 */
import { createHmac } from 'node:crypto';
import type { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildServer } from '../../adapters/api-server/server';
import { composePlatform } from '../../composition/server';
import { PROVIDER_HEADER, SIGNATURE_HEADER } from '../../adapters/wps-contract/seamless';
import { PLAY_SESSION_HEADER, playToken, type ProviderCredentials } from '../support/seamless-provider';
import type { TestServer } from '../support/test-server';
import { MovableClock } from '../support/movable-clock';
import { call, fundMember, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';
import { benchCatalogueSizes, catalogueSizes } from './catalogue-sizes';
import { CLIENTS, gets, load, printRows, send, type Figures } from './http-load';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);

interface BenchPlayer {
  readonly id: number;
  /** A play session for the provider's calls, and one at the house dice table. */
  readonly play: string;
  readonly dice: string;
}

/** One funded player per client with play sessions, and a provider connected by staff. */
async function seamlessPlayers(server: TestServer): Promise<{ provider: ProviderCredentials; players: BenchPlayer[] }> {
  const staff = await staffToken(server);
  const provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'BENCH' } })).body
    .value as ProviderCredentials;
  const players = [];
  for (let i = 0; i < CLIENTS; i++) {
    await resetThrottles(server);
    const member = await registerMember(server, uniqueUsername('bench'), 'Abc12345');
    await fundMember(server, staff, member.token, '10000');
    players.push({ id: member.id, play: await playToken(server, member.token), dice: await playToken(server, member.token, 'HOUSE_DICE') });
  }
  return { provider, players };
}

/** A signed bet of 100 and a win of 150 on a new round for the client's player. */
function betAndWin(port: number, provider: ProviderCredentials, players: readonly BenchPlayer[]) {
  const signed = (action: string, fields: Record<string, string>) => {
    const body = JSON.stringify(fields);
    return { body, headers: { [PROVIDER_HEADER]: provider.code, [SIGNATURE_HEADER]: createHmac('sha256', provider.secret).update(body).digest('hex') } };
  };
  return async (agent: Agent, client: number, n: number) => {
    const player = players[client]!;
    const common = { playerId: String(player.id), roundId: `r${n}`, gameCode: 'BENCH_SLOT', currency: 'PKR' };
    await send(agent, port, '/wps/seamless/bet', signed('bet', { ...common, token: player.play, txId: `b${n}`, amount: '100' }));
    await send(agent, port, '/wps/seamless/win', signed('win', { ...common, txId: `w${n}`, amount: '150' }));
  };
}

/** A round of house dice at even odds for the client's player: one call that bets, decides and pays. */
function diceRounds(port: number, players: readonly BenchPlayer[]) {
  const body = JSON.stringify({ amount: '100', params: { direction: 'over', target: 4999 } });
  return (agent: Agent, client: number) => send(agent, port, '/wps/house/dice/play', { body, headers: { [PLAY_SESSION_HEADER]: players[client]!.dice } });
}

/** Two calls of the floor route in turn: what a pair could do at best if each call needed one statement and wrote nothing. */
function floorPairs(port: number) {
  return async (agent: Agent) => {
    await send(agent, port, '/floor');
    await send(agent, port, '/floor');
  };
}

async function main(): Promise<void> {
  const { platform, database, settings, operations, runJob } = await composePlatform({
    dataDir: '',
    inMemory: true,
    databaseUrl: process.env['DATABASE_URL'],
    demo: true,
  });
  const app = await buildServer(platform, { logger: false, operations });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    app,
    platform,
    database,
    settings,
    backend: process.env['DATABASE_URL'] ? 'postgres' : 'pglite',
    drain: operations.drain,
    clock: new MovableClock(),
    runJob,
    close: async () => {},
  };
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, code: 'ok', value: { games: [] } }));
  // The ceiling of any route that touches the database: the bare route plus one statement on the portal's own pool.
  bare.get('/floor', async () => ({ success: true, code: 'ok', value: (await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows[0] }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const barePort = (bare.server.address() as AddressInfo).port;

  const rng = ['/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=24&language=EN'];
  const search = ['dragon', 'lucky', 'gold', 'wolf', 'کنول', 'megaways'].map(
    (q) => `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(q)}&pageNo=1&pageSize=24&language=EN`,
  );
  // Two- and three-letter fragments: each request asks something the cache has not seen.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const fresh = Array.from(
    { length: 20_000 },
    (_, i) =>
      `/wps/relay/GCSGAME_gameList?gameName=${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}${i >= 676 ? letters[Math.floor(i / 676) % 26] : ''}&pageNo=1&pageSize=24`,
  );
  const { provider, players } = await seamlessPlayers(server);
  const pairs = betAndWin(port, provider, players);
  for (const unit of [gets(barePort, ['/bare']), gets(port, rng), gets(port, search)]) await load(1, unit);

  const base = await load(SECONDS, gets(barePort, ['/bare']));
  const rows: [string, Figures][] = [
    ['bare Fastify route (constant JSON)', base],
    ['game list: RNG page 1, 24 a page', await load(SECONDS, gets(port, rng))],
    ['search by name (6 terms in turn)', await load(SECONDS, gets(port, search))],
    ['search, a new term every request', await load(SECONDS, gets(port, fresh), fresh.length)],
    ['floor: bare route + one SELECT 1', await load(SECONDS, gets(barePort, ['/floor']))],
    ['floor of a pair: 2 such calls', await load(SECONDS, floorPairs(barePort))],
    ['seamless bet+win pair (signed, 2 calls)', await load(SECONDS, pairs)],
    ['house dice round (1 call)', await load(SECONDS, diceRounds(port, players))],
  ];
  const staff = await staffToken(server);
  const audit = (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value as { ok: boolean; mismatches: unknown[] };
  console.log(`${database.describe}; ${CLIENTS} keep-alive clients, ${SECONDS} s each\n`);
  printRows(rows, base);
  console.log(`\nledger audit after the seamless and house rows: ${audit.ok ? 'clean' : `FAILED (${audit.mismatches.length} mismatches)`}`);
  if (!audit.ok) process.exitCode = 1;
  await app.close();
  await database.close();
  await benchCatalogueSizes(catalogueSizes(), SECONDS, barePort);
  await bare.close();
}

await main();
