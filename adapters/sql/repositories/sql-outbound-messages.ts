import { ok, type Result } from '../../../core/domain/kernel/result';
import type { Kysely } from 'kysely';
import type { EmailSender, OutboundLog, OutboundMessage, SmsSender } from '../../../core/platform/verification/ports';
import type { Schema } from '../schema';

/**
 * The default SMS and email adapters: messages go to a table instead of a provider, for support
 * (`portal outbox list`) and tests to read. Nothing with a code in it is ever logged.
 */
export class SqlOutboundMessages implements OutboundLog {
  readonly sms: SmsSender = { send: (to, text) => this.write('sms', to, null, text) };
  readonly email: EmailSender = { send: (to, subject, text) => this.write('email', to, subject, text) };

  constructor(private readonly db: Kysely<Schema>) {}

  async list(recipient: string | null, limit: number): Promise<OutboundMessage[]> {
    let query = this.db.selectFrom('outbound_messages').selectAll();
    if (recipient !== null) query = query.where('recipient', '=', recipient);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }));
  }

  private async write(channel: 'sms' | 'email', recipient: string, subject: string | null, body: string): Promise<Result<null>> {
    await this.db.insertInto('outbound_messages').values({ channel, recipient, subject, body }).execute();
    return ok(null);
  }
}
