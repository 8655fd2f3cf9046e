import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Closing a round rewrites it into every index of rounds. Two of them nothing needs:
 * rounds_closed_ended repeats rounds_ended, and rounds_account_started serves every lookup by
 * member that rounds_account did (no query orders a member's rounds by id alone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX rounds_closed_ended;
    DROP INDEX rounds_account;
    `,
  );
}
