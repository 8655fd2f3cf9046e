import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001-foundation';
import * as ledger from './migrations/0002-ledger';
import * as deposits from './migrations/0003-deposits';

/** Migrations are listed here in order; the same list runs on PGlite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-deposits': deposits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
