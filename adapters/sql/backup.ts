import { sql, type Kysely, type RawBuilder } from 'kysely';
import { fail, ok, type Result } from '../../core/domain/kernel/result';
import { tablesInDependencyOrder } from './tables';

/**
 * A logical backup that works the same on PGlite and PostgreSQL: a header line, then one line per
 * table, `name<TAB>json-array`. Rows stay JSON text end to end, so no number passes through a
 * JavaScript float.
 */
const FORMAT = 'portal-backup/1';

async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Each table's columns a backup carries: all but those the database computes (`GENERATED ALWAYS AS`), which a restore remakes. */
async function copiedColumns(db: Kysely<any>): Promise<Map<string, RawBuilder<unknown>>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`.execute(db);
  const names = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) names.set(table, [...(names.get(table) ?? []), column]);
  return new Map([...names].map(([table, columns]) => [table, sql.join(columns.map((c) => sql.ref(c)))]));
}

export async function backupDatabase(db: Kysely<any>): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`.execute(trx);
    const lines = [JSON.stringify({ format: FORMAT, migrations: await appliedMigrations(trx), createdAt: new Date().toISOString() })];
    const columns = await copiedColumns(trx);
    for (const table of await tablesInDependencyOrder(trx)) {
      const rows = await sql<{
        data: string;
      }>`SELECT coalesce(jsonb_agg(t), '[]'::jsonb)::text AS data FROM (SELECT ${columns.get(table)!} FROM ${sql.table(table)}) t`.execute(trx);
      lines.push(`${table}\t${rows.rows[0]?.data ?? '[]'}`);
    }
    return lines.join('\n') + '\n';
  });
}

export async function restoreDatabase(db: Kysely<any>, text: string): Promise<Result<{ tables: number; rows: number }>> {
  const [headerLine, ...tableLines] = text.trimEnd().split('\n');
  let header: { format?: string; migrations?: string[] };
  try {
    header = JSON.parse(headerLine ?? '') as typeof header;
  } catch {
    return fail('backup.unreadable');
  }
  if (header.format !== FORMAT) return fail('backup.unknown_format');
  if (JSON.stringify(header.migrations) !== JSON.stringify(await appliedMigrations(db))) return fail('backup.schema_mismatch');
  const tables = await tablesInDependencyOrder(db);
  const data = new Map(tableLines.map((line) => [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)]));
  if ([...data.keys()].some((name) => !tables.includes(name))) return fail('backup.unknown_table');
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(trx);
    // Derived rows (the tree's closure) come from the backup as they were: the triggers that keep them stay off meanwhile.
    const triggered = await sql<{ name: string }>`
      SELECT DISTINCT c.relname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT g.tgisinternal`.execute(trx);
    for (const { name } of triggered.rows) await sql`ALTER TABLE ${sql.table(name)} DISABLE TRIGGER USER`.execute(trx);
    const columns = await copiedColumns(trx);
    for (const table of tables) {
      const json = data.get(table) ?? '[]';
      const copied = columns.get(table)!;
      const inserted =
        await sql`INSERT INTO ${sql.table(table)} (${copied}) OVERRIDING SYSTEM VALUE SELECT ${copied} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${json}::jsonb)`.execute(
          trx,
        );
      rows += Number(inserted.numAffectedRows ?? 0n);
    }
    for (const { name } of triggered.rows) await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(trx);
    const identities = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(trx);
    for (const { table_name: table, column_name: column } of identities.rows) {
      if (!tables.includes(table)) continue;
      const col = sql.ref(column);
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${col}), 1), max(${col}) IS NOT NULL) FROM ${sql.table(table)}`.execute(
        trx,
      );
    }
  });
  return ok({ tables: tables.length, rows });
}
