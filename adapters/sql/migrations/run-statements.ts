import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration's DDL one statement at a time: PGlite's extended protocol takes a single
 * statement per query. Statements end with a semicolon at the end of a line.
 */
export async function runStatements(db: Kysely<any>, ddl: string): Promise<void> {
  for (const statement of ddl
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
