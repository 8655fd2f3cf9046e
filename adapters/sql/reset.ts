import { sql, type Kysely } from 'kysely';

/**
 * Drops every table of the schema, the migrator's included, and the trigger functions the
 * migrations made (not those of extensions), so the next open migrates from zero.
 */
export async function resetDatabase(db: Kysely<any>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  if (tables.rows.length > 0) await sql`DROP TABLE ${sql.join(tables.rows.map((t) => sql.table(t.name)))} CASCADE`.execute(db);
  const functions = await sql<{ signature: string }>`
    SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.prokind = 'f'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`.execute(db);
  for (const f of functions.rows) await sql`DROP FUNCTION ${sql.raw(f.signature)} CASCADE`.execute(db);
}
