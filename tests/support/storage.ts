import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../adapters/sql/database';
import type { Schema } from '../../adapters/sql/schema';
import { openStorage } from '../../composition/server/storage';
import type { Backend } from './backends';
import { freshDatabase, type FreshDatabase } from './templates';

/**
 * Migrated storage on `backend` for the enclosing describe: PGlite in memory, or a scratch
 * PostgreSQL database dropped after the suite, both copies of the run's migrated template. Call
 * inside describe; read the database in tests or later hooks.
 */
export function migratedStorage(backend: Backend): () => Database {
  let database: Database | undefined;
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(backend, 'migrated');
    database = await openStorage(fresh.storage);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });
  return () => database!;
}

/**
 * Empties `tables` as a fresh migration left them (rows gone, identities restarted), truncating only
 * those a test touched: a TRUNCATE of every table costs about a second on PostgreSQL.
 */
export async function emptyTables(db: Kysely<Schema>, tables: readonly string[]): Promise<void> {
  const withRows = sql.join(
    tables.map((t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${sql.table(t)})`),
    sql` UNION ALL `,
  );
  const touched = await sql<{ name: string }>`
    ${withRows}
    UNION SELECT t.relname::text FROM pg_sequences s
      JOIN pg_class q ON q.relname = s.sequencename AND q.relnamespace = to_regnamespace(s.schemaname)
      JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = q.oid AND d.refclassid = 'pg_class'::regclass
      JOIN pg_class t ON t.oid = d.refobjid
    WHERE s.schemaname = current_schema() AND s.last_value IS NOT NULL`.execute(db);
  const names = touched.rows.map((r) => r.name).filter((name) => tables.includes(name));
  if (names.length > 0) await sql`TRUNCATE ${sql.join(names.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(db);
}
