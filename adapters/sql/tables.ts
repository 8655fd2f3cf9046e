import { sql, type Kysely } from 'kysely';

/** The application's tables (not the migrator's), parents before children by foreign key. */
export async function tablesInDependencyOrder(db: Kysely<any>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(db);
  const edges = await sql<{ child: string; parent: string }>`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = current_schema()`.execute(db);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges.rows) if (edge.child === name && edge.parent !== name) visit(edge.parent, path);
    ordered.push(name);
  };
  for (const { name } of tables.rows) visit(name, new Set());
  return ordered;
}
