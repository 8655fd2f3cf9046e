import { sql, type Kysely } from 'kysely';
import type { WalletLedger } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';

const mainWalletCode = (accountId: number) => `member:${accountId}:main`;

/**
 * The first slice of the double-entry ledger: every movement is one transfer row whose
 * idempotency key is claimed in the same transaction as the two balance updates.
 */
export class SqlWalletLedger implements WalletLedger {
  constructor(private readonly db: Kysely<Schema>) {}

  async openMainWallet(accountId: number, currency: string): Promise<void> {
    await this.db
      .insertInto('ledger_accounts')
      .values({ code: mainWalletCode(accountId), owner_id: accountId, kind: 'member_main', currency, allow_negative: false })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  async mainBalance(accountId: number): Promise<bigint> {
    const row = await this.db.selectFrom('ledger_accounts').select('balance').where('code', '=', mainWalletCode(accountId)).executeTakeFirst();
    return row?.balance ?? 0n;
  }

  async creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const wallet = await trx.selectFrom('ledger_accounts').select(['id', 'currency']).where('code', '=', mainWalletCode(accountId)).executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_accounts')
        .values({ code: systemCode, owner_id: null, kind: 'system', currency: wallet.currency, allow_negative: true })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const source = await trx.selectFrom('ledger_accounts').select('id').where('code', '=', systemCode).executeTakeFirstOrThrow();
      const claimed = await trx
        .insertInto('ledger_transfers')
        .values({ idempotency_key: idempotencyKey, debit_account_id: source.id, credit_account_id: wallet.id, amount, kind })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return;
      const [first, second] = source.id < wallet.id ? [source.id, wallet.id] : [wallet.id, source.id];
      await sql`SELECT id FROM ledger_accounts WHERE id IN (${first}, ${second}) ORDER BY id FOR NO KEY UPDATE`.execute(trx);
      await trx.updateTable('ledger_accounts').set((eb) => ({ balance: eb('balance', '-', amount) })).where('id', '=', source.id).execute();
      await trx.updateTable('ledger_accounts').set((eb) => ({ balance: eb('balance', '+', amount) })).where('id', '=', wallet.id).execute();
    });
  }
}
