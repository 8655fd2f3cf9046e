import { sql, type Kysely } from 'kysely';
import type { Deposit, DepositChange, DepositMethod, DepositRepository, DepositStatus, NewDeposit } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';

interface DepositRow {
  id: number;
  account_id: number;
  username: string;
  method: DepositMethod;
  amount: bigint;
  payer_name: string;
  reference: string | null;
  status: DepositStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  order_id: string | null;
  currency: string | null;
}

const toDeposit = (r: DepositRow): Deposit => ({
  id: r.id,
  accountId: r.account_id,
  account: r.username,
  method: r.method,
  amount: r.amount,
  payerName: r.payer_name,
  reference: r.reference,
  status: r.status,
  reason: r.reason,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  orderId: r.order_id,
  currency: r.currency,
});

export class SqlDeposits implements DepositRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  private select() {
    return this.db
      .selectFrom('deposits as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select([
        'd.id',
        'd.account_id',
        'a.username',
        'd.method',
        'd.amount',
        'd.payer_name',
        'd.reference',
        'd.status',
        'd.reason',
        'd.created_at',
        'd.decided_at',
        'd.order_id',
        'd.currency',
      ]);
  }

  async create(deposit: NewDeposit): Promise<Deposit> {
    const row = await this.db
      .insertInto('deposits')
      .values({
        account_id: deposit.accountId,
        method: deposit.method,
        amount: deposit.amount,
        payer_name: deposit.payerName,
        reference: deposit.reference,
        order_id: deposit.orderId ?? null,
        currency: deposit.currency ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.find(row.id))!;
  }

  async find(id: number): Promise<Deposit | null> {
    const row = await this.select().where('d.id', '=', id).executeTakeFirst();
    return row ? toDeposit(row as DepositRow) : null;
  }

  async findByOrder(orderId: string): Promise<Deposit | null> {
    const row = await this.select().where('d.order_id', '=', orderId).executeTakeFirst();
    return row ? toDeposit(row as DepositRow) : null;
  }

  async listForAccount(accountId: number, limit: number): Promise<Deposit[]> {
    const rows = await this.select().where('d.account_id', '=', accountId).orderBy('d.id', 'desc').limit(limit).execute();
    return rows.map((r) => toDeposit(r as DepositRow));
  }

  async listByStatus(status: DepositStatus | null, limit: number): Promise<Deposit[]> {
    let query = this.select();
    if (status) query = query.where('d.status', '=', status);
    const rows = await query
      .orderBy('d.id', status === 'pending' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => toDeposit(r as DepositRow));
  }

  async transition(id: number, from: readonly DepositStatus[], to: DepositStatus, change: DepositChange): Promise<boolean> {
    const result = await sql`
      UPDATE deposits SET status = ${to}, decided_by = ${change.decidedBy}, reason = coalesce(${change.reason}, reason), decided_at = ${change.at}
      WHERE id = ${id} AND status = ANY(${from as string[]}::text[])`.execute(this.db);
    return Number(result.numAffectedRows ?? 0n) === 1;
  }
}
