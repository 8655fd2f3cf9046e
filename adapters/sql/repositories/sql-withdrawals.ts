import { sql, type Kysely } from 'kysely';
import type { Receipt } from '../../../core/domain/wallet/withdrawal-receipt';
import type { NewWithdrawal, ProofImage, StatusChange, Withdrawal, WithdrawalRepository, WithdrawalStatus } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';

interface WithdrawalRow {
  id: number;
  account_id: number;
  username: string;
  amount: bigint;
  bank_account_id: number;
  bank_name: string;
  account_number: string;
  account_name: string;
  request_key: string | null;
  status: WithdrawalStatus;
  reason: string | null;
  receipt: Receipt['kind'] | null;
  received_amount: bigint | null;
  remaining_amount: bigint | null;
  has_proof: boolean;
  created_at: Date;
  decided_at: Date | null;
  approved_at: Date | null;
  receipt_at: Date | null;
}

const toWithdrawal = (r: WithdrawalRow): Withdrawal => ({
  id: r.id,
  accountId: r.account_id,
  account: r.username,
  amount: r.amount,
  bankAccountId: r.bank_account_id,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  accountName: r.account_name,
  requestKey: r.request_key,
  status: r.status,
  reason: r.reason,
  receipt: r.receipt ? { kind: r.receipt, received: r.received_amount ?? 0n, remaining: r.remaining_amount ?? 0n } : null,
  hasProof: r.has_proof,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  approvedAt: r.approved_at,
  receiptAt: r.receipt_at,
});

const HIDDEN: readonly WithdrawalStatus[] = ['holding', 'releasing', 'failed'];
const STATUSES_SHOWN_AS: Record<'pending' | 'approved' | 'rejected', readonly WithdrawalStatus[]> = {
  pending: ['pending', 'approving', 'rejecting'],
  approved: ['approved'],
  rejected: ['rejected'],
};

export class SqlWithdrawals implements WithdrawalRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  private select() {
    return this.db
      .selectFrom('withdrawals as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
      .select([
        'w.id',
        'w.account_id',
        'a.username',
        'w.amount',
        'w.bank_account_id',
        'b.bank_name',
        'b.account_number',
        'b.account_name',
        'w.request_key',
        'w.status',
        'w.reason',
      ])
      .select(['w.receipt', 'w.received_amount', 'w.remaining_amount', 'w.created_at', 'w.decided_at', 'w.approved_at', 'w.receipt_at'])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id)`.as('has_proof'));
  }

  async create(withdrawal: NewWithdrawal): Promise<{ withdrawal: Withdrawal; created: boolean }> {
    const row = await this.db
      .insertInto('withdrawals')
      .values({ account_id: withdrawal.accountId, bank_account_id: withdrawal.bankAccountId, amount: withdrawal.amount, request_key: withdrawal.requestKey })
      .onConflict((oc) => oc.columns(['account_id', 'request_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { withdrawal: (await this.find(row.id))!, created: true };
    const existing = await this.select()
      .where('w.account_id', '=', withdrawal.accountId)
      .where('w.request_key', '=', withdrawal.requestKey)
      .executeTakeFirstOrThrow();
    return { withdrawal: toWithdrawal(existing as WithdrawalRow), created: false };
  }

  async find(id: number): Promise<Withdrawal | null> {
    const row = await this.select().where('w.id', '=', id).executeTakeFirst();
    return row ? toWithdrawal(row as WithdrawalRow) : null;
  }

  async listForAccount(accountId: number, limit: number): Promise<Withdrawal[]> {
    const rows = await this.select().where('w.account_id', '=', accountId).where('w.status', 'not in', HIDDEN).orderBy('w.id', 'desc').limit(limit).execute();
    return rows.map((r) => toWithdrawal(r as WithdrawalRow));
  }

  async listByStatus(status: 'pending' | 'approved' | 'rejected' | null, limit: number): Promise<Withdrawal[]> {
    const query = status ? this.select().where('w.status', 'in', STATUSES_SHOWN_AS[status]) : this.select().where('w.status', 'not in', HIDDEN);
    const rows = await query
      .orderBy('w.id', status === 'pending' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => toWithdrawal(r as WithdrawalRow));
  }

  async transition(id: number, from: readonly WithdrawalStatus[], to: WithdrawalStatus, change: StatusChange): Promise<boolean> {
    const approved = to === 'approved' ? sql`, approved_at = ${change.at}` : sql``;
    const result = await sql`
      UPDATE withdrawals SET status = ${to}, decided_by = coalesce(${change.decidedBy}::integer, decided_by), reason = coalesce(${change.reason}, reason), decided_at = ${change.at} ${approved}
      WHERE id = ${id} AND status = ANY(${from as string[]}::text[])`.execute(this.db);
    return Number(result.numAffectedRows ?? 0n) === 1;
  }

  async discard(id: number): Promise<void> {
    await this.db.deleteFrom('withdrawals').where('id', '=', id).where('status', '=', 'holding').execute();
  }

  recordReceipt(id: number, receipt: Receipt, proof: ProofImage | null, at: Date, approvedAfter: Date): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('withdrawals')
        .set({ receipt: receipt.kind, received_amount: receipt.received, remaining_amount: receipt.remaining, receipt_at: at })
        .where('id', '=', id)
        .where('status', '=', 'approved')
        .where('receipt', 'is', null)
        .where('approved_at', '>', approvedAfter)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (proof) await trx.insertInto('withdrawal_proofs').values({ withdrawal_id: id, content_type: proof.type, bytes: proof.bytes }).execute();
      return true;
    });
  }

  async autoReceive(approvedBy: Date, at: Date): Promise<number> {
    const result = await sql`
      UPDATE withdrawals SET receipt = 'auto_received', received_amount = amount, remaining_amount = 0, receipt_at = ${at}
      WHERE status = 'approved' AND receipt IS NULL AND approved_at <= ${approvedBy}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0n);
  }

  async listInterrupted(createdBy: Date, limit: number): Promise<Withdrawal[]> {
    const rows = await this.select()
      .where('w.status', 'in', ['holding', 'releasing'])
      .where('w.created_at', '<=', createdBy)
      .orderBy('w.id')
      .limit(limit)
      .execute();
    return rows.map((r) => toWithdrawal(r as WithdrawalRow));
  }

  async proof(id: number): Promise<ProofImage | null> {
    const row = await this.db.selectFrom('withdrawal_proofs').select(['content_type', 'bytes']).where('withdrawal_id', '=', id).executeTakeFirst();
    return row ? { type: row.content_type as ProofImage['type'], bytes: new Uint8Array(row.bytes) } : null;
  }
}
