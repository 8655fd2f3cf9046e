import { sql, type Kysely } from 'kysely';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { PasswordReset, PasswordResets } from '../../../core/platform/verification/ports';
import type { Schema } from '../schema';
import type { SqlOutboundMessages } from './sql-outbound-messages';

export class SqlPasswordResets implements PasswordResets {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly outbound: Pick<SqlOutboundMessages, 'writeWith'>,
  ) {}

  async create(accountId: number, tokenHash: string, expiresAt: Date, message: OutgoingMessage): Promise<void> {
    await this.outbound.writeWith(
      sql`INSERT INTO password_resets (account_id, token_hash, expires_at) VALUES (${accountId}, ${tokenHash}, ${expiresAt}) RETURNING 1`,
      message,
    );
  }

  async findActive(tokenHash: string, now: Date): Promise<PasswordReset | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['id', 'account_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? { id: row.id, accountId: row.account_id } : null;
  }

  async consume(id: number, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('password_resets').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
