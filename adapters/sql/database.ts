import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteSingleConnectionPool, type StatementObserver } from './pglite-pool';
import type { Schema } from './schema';

export type BackendKind = 'pglite' | 'postgres';

export type { StatementObserver };

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite under dataDir. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /** PGlite only: keep everything in memory (tests). */
  readonly inMemory?: boolean;
  /** PGlite only: start from this data folder (a `dumpDataDir` tarball) instead of an empty one. */
  readonly loadDataDir?: Blob | undefined;
  /** Told of every statement sent to the database, begin and commit included, with the number of the connection it went on. */
  readonly onStatement?: StatementObserver;
}

export interface Database {
  readonly db: Kysely<Schema>;
  readonly kind: BackendKind;
  readonly describe: string;
  /** PGlite only: the whole data folder as a tarball, to start another database from. */
  readonly dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

const INT8 = 20;


export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig,
    });
    // A connection the server closed (restart, failover) fails the query on it, if any, and is
    // dropped by the pool when idle or released; the next query connects anew. Without these
    // listeners the 'error' event of the pool (idle connection) or of the client (checked out
    // between two statements) would end the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (options.onStatement) observeConnections(pool, options.onStatement);
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return { db, kind: 'postgres', describe: `PostgreSQL ${url.host}${url.pathname}`, close: () => db.destroy() };
  }
  const dir = options.inMemory ? undefined : join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir, parsers: { [INT8]: (v: string) => BigInt(v), [pgliteTypes.NUMERIC]: (v: string) => v } });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new PgliteSingleConnectionPool(pglite, options.onStatement) }) });
  return {
    db,
    kind: 'pglite',
    describe: dir ? `PGlite ${dir}` : 'PGlite in memory',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      if (!pglite.closed) {
        await pglite.query('CHECKPOINT');
        await pglite.close();
      }
    },
  };
}

function observeConnections(pool: pg.Pool, observer: StatementObserver): void {
  let connections = 0;
  pool.on('connect', (client) => {
    const connection = ++connections;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      observer(typeof first === 'string' ? first : (first as { text: string }).text, connection);
      return query(...args);
    };
  });
}
