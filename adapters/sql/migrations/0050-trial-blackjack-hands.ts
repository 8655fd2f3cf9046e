import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** A trial session keeps its blackjack hand in play (its shoe's seed and state) beside its demo credits. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `ALTER TABLE play_sessions ADD COLUMN trial_hand jsonb;`);
}
