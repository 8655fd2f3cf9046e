import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A provider call is now stored with its answer in the transaction that moves its money. Calls an
 * earlier version claimed but never answered (it stopped between the two) are forgotten: the
 * provider's retry runs again, and its movement, keyed by the same id, replays. A round keeps the
 * count of its steps and whether one was a refund, so the ledger reads them with the round's lock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM provider_transactions WHERE response IS NULL AND kind <> 'tombstone';
    ALTER TABLE rounds ADD COLUMN step_count integer NOT NULL DEFAULT 0;
    ALTER TABLE rounds ADD COLUMN refunded boolean NOT NULL DEFAULT false;
    UPDATE rounds AS r SET step_count = s.steps, refunded = s.refunded
    FROM (SELECT round_id, count(*)::int AS steps, bool_or(kind = 'refund') AS refunded FROM round_steps GROUP BY round_id) AS s
    WHERE r.id = s.round_id;
    `,
  );
}
