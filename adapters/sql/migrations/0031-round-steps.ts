import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Round replay: each step keeps what it was (an outcome besides bets, wins and rollbacks, and a
 * refund when a round times out), its detail, and the player's balance after it. Open rounds are
 * found by age for the timeout job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE round_steps ADD COLUMN detail jsonb NOT NULL DEFAULT '{}'::jsonb;
    ALTER TABLE round_steps ADD COLUMN balance_after bigint;
    ALTER TABLE round_steps DROP CONSTRAINT round_steps_kind_check;
    ALTER TABLE round_steps ADD CONSTRAINT round_steps_kind_check CHECK (kind IN ('bet', 'outcome', 'win', 'rollback', 'refund'));
    CREATE INDEX rounds_open_started ON rounds (started_at, id) WHERE status = 'open';
    `,
  );
}
