import type { Kysely } from 'kysely';
import type { MessageRepository, MessageType } from '../../../core/platform/wallet/deposit';
import type { Schema } from '../schema';

export class SqlMessages implements MessageRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async add(accountId: number, type: MessageType, params: Readonly<Record<string, string>>): Promise<void> {
    await this.db.insertInto('messages').values({ account_id: accountId, type, params: JSON.stringify(params) }).execute();
  }
}
