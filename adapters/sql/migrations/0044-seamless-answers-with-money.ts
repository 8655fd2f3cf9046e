import { sql, type Kysely } from 'kysely';

/**
 * A provider call is now stored with its answer in the transaction that moves its money. Calls an
 * earlier version claimed but never answered (it stopped between the two) are forgotten: the
 * provider's retry runs again, and its movement, keyed by the same id, replays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM provider_transactions WHERE response IS NULL AND kind <> 'tombstone'`.execute(db);
}
