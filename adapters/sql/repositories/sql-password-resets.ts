import type { Kysely } from 'kysely';
import type { PasswordReset, PasswordResets } from '../../../core/platform/verification/ports';
import type { Schema } from '../schema';

export class SqlPasswordResets implements PasswordResets {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(accountId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('password_resets').values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt }).execute();
  }

  async findActive(tokenHash: string, now: Date): Promise<PasswordReset | null> {
    const row = await this.db.selectFrom('password_resets').select(['id', 'account_id']).where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
    return row ? { id: row.id, accountId: row.account_id } : null;
  }

  async consume(id: number, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('password_resets').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
