import { sql, type Kysely } from 'kysely';
import { samePayee, type BankAccountForm } from '../../../core/domain/wallet/bank-account';
import type { BankAccount, BankAccountRepository, BindOutcome } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';

interface BankAccountRow {
  id: number;
  account_id: number;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: Date;
}

const toBankAccount = (r: BankAccountRow): BankAccount => ({
  id: r.id,
  accountId: r.account_id,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  accountName: r.account_name,
  createdAt: r.created_at,
});

/**
 * Bank accounts on PostgreSQL. Binding locks the member's account row, so two bindings of one
 * member (the limit, the first payee name) are decided one after the other; the UNIQUE number
 * decides duplicates across members.
 */
export class SqlBankAccounts implements BankAccountRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  bind(accountId: number, form: BankAccountForm, rule: { limit: number; payeeName: string }): Promise<BindOutcome> {
    return inTransaction(this.db, async (trx) => {
      const owner = await trx.selectFrom('accounts').select('profile').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
      const payee = owner.profile['payeeName'];
      if (payee && !samePayee(rule.payeeName, payee)) return { refused: 'payee_mismatch' };
      const { count } = await trx
        .selectFrom('bank_accounts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= rule.limit) return { refused: 'limit' };
      const row = await trx
        .insertInto('bank_accounts')
        .values({ account_id: accountId, bank_name: form.bankName, account_number: form.accountNumber, account_name: form.accountName })
        .onConflict((oc) => oc.column('account_number').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) return { refused: 'duplicate' };
      if (!payee)
        await sql`UPDATE accounts SET profile = profile || jsonb_build_object('payeeName', ${rule.payeeName}::text) WHERE id = ${accountId}`.execute(trx);
      return { bound: toBankAccount(row) };
    });
  }

  async listFor(accountId: number): Promise<BankAccount[]> {
    const rows = await this.db.selectFrom('bank_accounts').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
    return rows.map(toBankAccount);
  }

  async find(id: number): Promise<BankAccount | null> {
    const row = await this.db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toBankAccount(row) : null;
  }
}
