import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildServer } from '../../adapters/api-server/server';
import { composePlatform } from '../../composition/server';
import { gets, load, printRows, type Figures } from './http-load';
import { nameFragments } from './search-terms';
import { fillCatalogue } from './sized-catalogue';

const LIST = '/wps/relay/GCSGAME_gameList?';
const searchOf = (term: string) => `${LIST}gameName=${encodeURIComponent(term)}&pageNo=1&pageSize=24&language=EN`;

/** Sizes from BENCH_GAMES: one number or a comma list. */
export function catalogueSizes(): number[] {
  return (process.env['BENCH_GAMES'] ?? '1000,10000,100000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * For each size: a server on a new database (in-memory PGlite, or with DATABASE_URL a PostgreSQL
 * database of its own beside that one, dropped afterwards) whose catalogue holds that many games,
 * and page 1 of RNG, then searches each for a term no request asked before, beside the bare route
 * measured again just before them.
 */
export async function benchCatalogueSizes(sizes: readonly number[], seconds: number, barePort: number): Promise<void> {
  const fragments = nameFragments(3, 6);
  const short = nameFragments(1, 2);
  for (const size of sizes) {
    const scratch = process.env['DATABASE_URL'] ? await scratchDatabase(process.env['DATABASE_URL'], `games_${size}`) : null;
    const { platform, database, operations } = await composePlatform({ dataDir: '', inMemory: true, databaseUrl: scratch?.url, demo: false });
    await fillCatalogue(database.db, size);
    const app = await buildServer(platform, { logger: false, operations });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const rng = [`${LIST}clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=24&language=EN`];
    for (const unit of [gets(barePort, ['/bare']), gets(port, rng), gets(port, ['golden dragon', 'lucky tiger', 'کنول کی قسمت'].map(searchOf))])
      await load(1, unit);
    const base = await load(seconds, gets(barePort, ['/bare']));
    const rows: [string, Figures][] = [
      ['bare Fastify route (constant JSON)', base],
      ['game list: RNG page 1, 24 a page', await load(seconds, gets(port, rng))],
      ['search, a new 3-6 character term every request', await load(seconds, gets(port, fragments.map(searchOf)), fragments.length)],
      ['search, a new 1-2 character term every request', await load(seconds, gets(port, short.map(searchOf)), short.length)],
    ];
    console.log(`\n${size.toLocaleString('en')} games, ${database.describe}`);
    printRows(rows, base);
    await app.close();
    await database.close();
    await scratch?.drop();
  }
}

/** A new PostgreSQL database named after the one at `url` and `suffix`, made again if it was left behind. */
async function scratchDatabase(url: string, suffix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const address = new URL(url);
  const name = `${address.pathname.slice(1)}_${suffix}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  address.pathname = `/${name}`;
  return { url: address.toString(), drop: () => admin(`DROP DATABASE "${name}" WITH (FORCE)`) };
}
