import type { Kysely } from 'kysely';
import type { PaymentCallbackJournal } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';

export class SqlPaymentCallbacks implements PaymentCallbackJournal {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(entry: { orderId: string; depositId: number | null; outcome: string; body: string; at: Date }): Promise<void> {
    await this.db
      .insertInto('payment_callbacks')
      .values({ order_id: entry.orderId, deposit_id: entry.depositId, outcome: entry.outcome, body: entry.body, received_at: entry.at })
      .execute();
  }
}
