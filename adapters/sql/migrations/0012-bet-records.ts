import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** The betting record reads a member's rounds by start time, newest first. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX rounds_account_started ON rounds (account_id, started_at DESC, id DESC);
    `,
  );
}
