import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { PglitePreparedStatements } from './pglite-prepared';

/** Told of each statement sent, with the number of the connection it went on. */
export type StatementObserver = (sql: string, connection: number) => void;

/**
 * PGlite is one connection. Kysely's PostgresDialect asks a pool for clients; this pool hands out
 * that one connection to one borrower at a time, so a transaction never interleaves with another.
 */
export class PgliteSingleConnectionPool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();
  private readonly prepared: PglitePreparedStatements;

  constructor(
    private readonly db: PGlite,
    private readonly observer?: StatementObserver,
  ) {
    this.prepared = new PglitePreparedStatements(db);
  }

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const { db, prepared, observer } = this;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        observer?.(sql, 1);
        const name = PglitePreparedStatements.nameOf(sql);
        const result = name ? await prepared.run<R>(name, sql, parameters) : await db.query<R>(sql, parameters as unknown[]);
        const command = (/^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT') as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
  }
}
