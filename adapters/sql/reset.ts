import { sql, type Kysely } from 'kysely';

/** Drops every table of the schema, the migrator's included, so the next open migrates from zero. */
export async function resetDatabase(db: Kysely<any>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  if (tables.rows.length === 0) return;
  await sql`DROP TABLE ${sql.join(tables.rows.map((t) => sql.table(t.name)))} CASCADE`.execute(db);
}
