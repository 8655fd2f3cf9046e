import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { MessageQueue, OutboundLog, OutboundMessage, Postbox, QueuedMessage } from '../../../core/platform/verification/ports';
import type { Schema } from '../schema';

/** Where SMS and email go: a demo's outbox, the operator's gateway, or nowhere (nothing is written, asking for one is refused). */
export type MessageRoute = 'demo' | 'gateway' | 'closed';

/**
 * Every SMS and email the platform sends, as rows written in the same statement as the code or
 * link they carry. In a demo they are held for support (`portal outbox list`) and tests to read;
 * with the operator's gateway they are queued for the delivery job, and `kick` wakes it. Nothing
 * with a code in it is ever logged, and a sent or failed row keeps no text.
 */
export class SqlOutboundMessages implements OutboundLog, MessageQueue, Postbox {
  readonly open: boolean;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
    private readonly route: MessageRoute,
    private readonly kick: () => void,
  ) {
    this.open = route !== 'closed';
  }

  /**
   * Runs `write` (what the message carries: an INSERT or UPDATE … RETURNING 1) and, when it wrote a
   * row, queues `message` with it. Without a message it is the same statement, inserting nothing, so
   * a request costs the same whether or not anything is sent.
   */
  async writeWith(write: RawBuilder<unknown>, message: OutgoingMessage | null): Promise<void> {
    const at = this.clock.now();
    const status = this.route === 'gateway' ? 'queued' : 'held';
    await sql`
      WITH written AS (${write})
      INSERT INTO outbound_messages (channel, recipient, subject, body, status, next_try_at, created_at)
      SELECT ${message?.channel ?? 'sms'}, ${message?.to ?? ''}, ${message?.subject ?? null}::text, ${message?.text ?? ''}, ${status}, ${status === 'queued' ? at : null}::timestamptz, ${at}::timestamptz
      FROM written WHERE ${message !== null && this.open}::boolean`.execute(this.db);
    this.kick();
  }

  async list(recipient: string | null, limit: number): Promise<OutboundMessage[]> {
    let query = this.db.selectFrom('outbound_messages').selectAll().where('status', '=', 'held');
    if (recipient !== null) query = query.where('recipient', '=', recipient);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }));
  }

  async claimDue(now: Date, heldUntil: Date, limit: number): Promise<QueuedMessage[]> {
    const { rows } = await sql<{ id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; tries: number }>`
      UPDATE outbound_messages SET tries = tries + 1, next_try_at = ${heldUntil}
      WHERE id IN (SELECT id FROM outbound_messages WHERE status = 'queued' AND next_try_at <= ${now} ORDER BY next_try_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, subject, body, tries`.execute(this.db);
    return rows.sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, subject: r.subject, text: r.body, tries: r.tries }));
  }

  async nextDueAt(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('outbound_messages')
      .select((eb) => eb.fn.min('next_try_at').as('due'))
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return row?.due ? new Date(row.due as Date) : null;
  }

  async delivered(id: number, at: Date): Promise<void> {
    await this.db.updateTable('outbound_messages').set({ status: 'sent', sent_at: at, next_try_at: null, body: '' }).where('id', '=', id).execute();
  }

  async undelivered(id: number, reason: string, retryAt: Date | null): Promise<void> {
    const change = retryAt ? { next_try_at: retryAt, last_error: reason } : { status: 'failed' as const, next_try_at: null, last_error: reason, body: '' };
    await this.db.updateTable('outbound_messages').set(change).where('id', '=', id).execute();
  }
}
