import { sql, type Kysely } from 'kysely';
import { EVENTS_NOTICE, NOTICE_CHANNEL } from './notice-channel';
import type { OutboxEvent, OutboxFanOut } from './outbox-fan-out';
import type { Schema } from './schema';

/**
 * Several processes (PostgreSQL): NOTIFY the outbox ids, which every process's listener reads and
 * publishes to its own sockets. PostgreSQL sends the notice only if the claim commits. Ids, not
 * payloads, keep a batch under NOTIFY's 8000 bytes: 500 ids of at most 10 digits.
 */
export class NotifyFanOut implements OutboxFanOut {
  async send(trx: Kysely<Schema>, events: readonly OutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    await sql`SELECT pg_notify(${NOTICE_CHANNEL}, ${EVENTS_NOTICE + events.map((e) => e.id).join(',')})`.execute(trx);
  }
}
