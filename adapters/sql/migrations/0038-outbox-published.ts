import { sql, type Kysely } from 'kysely';

/** Published events by time: the listeners' catch-up after a reconnect and the relay's pruning read it. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX outbox_published ON outbox (published_at) WHERE published_at IS NOT NULL`.execute(db);
}
