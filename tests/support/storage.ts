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
 * Empties `tables` as a fresh migration left them (rows gone, identities restarted), touching only
 * what a test touched. DELETE and setval rather than TRUNCATE: a TRUNCATE gives every table and
 * index a new file, which PostgreSQL syncs to disk at commit (about a second for a dozen tables).
 */
export async function emptyTables(db: Kysely<Schema>, tables: readonly string[]): Promise<void> {
  const withRows = sql.join(
    tables.map((t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${sql.table(t)})`),
    sql` UNION ALL `,
  );
  const filled = new Set((await sql<{ name: string }>`${withRows}`.execute(db)).rows.map((r) => r.name));
  const used = await sql<{ name: string; start: string }>`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, start_value::text AS start
    FROM pg_sequences WHERE schemaname = current_schema() AND last_value IS NOT NULL`.execute(db);
  if (filled.size === 0 && used.rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // As a replica applies changes: no triggers (the audit log refuses a DELETE) and no foreign-key checks.
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    for (const table of tables) if (filled.has(table)) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    for (const { name, start } of used.rows) await sql`SELECT setval(${name}::regclass, ${start}::bigint, false)`.execute(trx);
  });
}
