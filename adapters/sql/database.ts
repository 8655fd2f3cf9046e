import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteSingleConnectionPool, type StatementObserver } from './pglite-pool';
import type { Schema } from './schema';

export type BackendKind = 'pglite' | 'postgres';

export type { StatementObserver };

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite under dataDir. */
  readonly databaseUrl?: string | undefined;
  /**
   * PostgreSQL only: a connection straight to the server, for what keeps state on its connection
   * (LISTEN, the migrator's session-level lock), when databaseUrl goes through a pooler in
   * transaction mode (PgBouncer). databaseUrl when absent.
   */
  readonly databaseDirectUrl?: string | undefined;
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
  /** PostgreSQL only: where a connection that keeps session state goes (LISTEN): the direct one, else the pooled one. */
  readonly directUrl?: string;
  /** Runs `work` on a database whose connection keeps session state: a connection of its own to `directUrl` when that is not the pooled one. */
  onDirectConnection<T>(work: (db: Kysely<Schema>) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a tarball, to start another database from. */
  readonly dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

const INT8 = 20;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const db = postgres(options.databaseUrl, 10, options.onStatement);
    const url = new URL(options.databaseUrl);
    const direct = options.databaseDirectUrl;
    const onDirectConnection = async <T>(work: (db: Kysely<Schema>) => Promise<T>): Promise<T> => {
      if (!direct) return work(db);
      const once = postgres(direct, 1);
      try {
        return await work(once);
      } finally {
        await once.destroy();
      }
    };
    return {
      db,
      kind: 'postgres',
      describe: `PostgreSQL ${url.host}${url.pathname}`,
      directUrl: direct ?? options.databaseUrl,
      onDirectConnection,
      close: () => db.destroy(),
    };
  }
  const dir = options.inMemory ? undefined : join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({
    ...(await pgliteEngine()),
    dataDir: dir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8]: (v: string) => BigInt(v), [pgliteTypes.NUMERIC]: (v: string) => v },
    // The game name search's trigram index (migration 0045) needs it in every database, new or loaded.
    extensions: { pg_trgm },
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new PgliteSingleConnectionPool(pglite, options.onStatement) }) });
  return {
    db,
    kind: 'pglite',
    describe: dir ? `PGlite ${dir}` : 'PGlite in memory',
    onDirectConnection: (work) => work(db),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      if (pglite.closed) return;
      if (dir) await pglite.query('CHECKPOINT');
      await pglite.close();
    },
  };
}

let engine: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

/** PGlite's engine, compiled once a process: every database the process opens (a test run opens hundreds) shares it. */
function pgliteEngine(): Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return engine;
}

function postgres(connectionString: string, max: number, onStatement?: StatementObserver): Kysely<Schema> {
  const pool = new pg.Pool({
    connectionString,
    max,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format)),
    } as pg.CustomTypesConfig,
  });
  // A connection the server closed (restart, failover) fails the query on it, if any, and is
  // dropped by the pool when idle or released; the next query connects anew. Without these
  // listeners the 'error' event of the pool (idle connection) or of the client (checked out
  // between two statements) would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (onStatement) observeConnections(pool, onStatement);
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
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
