import { sql, type Kysely } from 'kysely';
import type { AccountRecord, AccountRecordRepository, RecordEntry, RecordFilter } from '../../../core/platform/wallet/ports';
import { subjectOfReference, type RecordSubject } from '../../../core/domain/wallet/record-subject';
import type { Schema } from '../schema';
import type { Texts } from '../../../core/domain/system/content-texts';

/** The game or promotion the look-up found, else what the reference says alone. */
function subjectOf(r: {
  reference: string | null;
  name_en: string | null;
  name_ur: string | null;
  promotion: string | null;
  promotion_texts: Texts<'title'> | null;
}): RecordSubject | null {
  if (r.name_en !== null) return { kind: 'game', names: { EN: r.name_en, UR: r.name_ur || r.name_en } };
  if (r.promotion !== null) return { kind: 'promotion', title: r.promotion, texts: r.promotion_texts ?? {} };
  return subjectOfReference(r.reference);
}

/**
 * A wallet's movements from the ledger. A hold shows as pending until it is resolved; then the
 * post shows as done (the hold row drops out) or the hold shows as released.
 */
export class SqlAccountRecord implements AccountRecordRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async page(walletCode: string, filter: RecordFilter): Promise<AccountRecord> {
    const wallet = await this.db.selectFrom('ledger_accounts').select('id').where('code', '=', walletCode).executeTakeFirst();
    if (!wallet) return { items: [], total: 0, credited: 0n, debited: 0n };
    const where = sql`
      (t.debit_account_id = ${wallet.id} OR t.credit_account_id = ${wallet.id})
      AND t.flag <> 'void'
      AND NOT (t.flag = 'pending' AND EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id AND r.flag = 'post'))
      ${filter.type ? sql`AND t.kind = ${filter.type}` : sql``}
      ${filter.from ? sql`AND t.created_at >= ${filter.from}` : sql``}
      ${filter.to ? sql`AND t.created_at <= ${filter.to}` : sql``}`;
    const rows = await sql<{
      id: number;
      kind: string;
      signed: bigint;
      balance_after: bigint | null;
      status: RecordEntry['status'];
      reference: string | null;
      created_at: Date;
      name_en: string | null;
      name_ur: string | null;
      promotion: string | null;
      promotion_texts: Texts<'title'> | null;
    }>`
      SELECT t.id, t.kind, t.reference, t.created_at, g.name_en, g.name_ur, p.title AS promotion, p.texts AS promotion_texts,
        CASE WHEN t.credit_account_id = ${wallet.id} THEN t.amount ELSE -t.amount END AS signed,
        CASE WHEN t.credit_account_id = ${wallet.id} THEN t.credit_balance_after ELSE t.debit_balance_after END AS balance_after,
        CASE WHEN t.flag = 'pending' AND EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id AND r.flag = 'void') THEN 'released'
             WHEN t.flag = 'pending' THEN 'pending' ELSE 'done' END AS status
      FROM ledger_transfers t
      LEFT JOIN rounds r ON r.id = (CASE WHEN t.reference ~ '^round:[0-9]{1,9}$' THEN split_part(t.reference, ':', 2)::int END)
      LEFT JOIN games g ON g.game_code = (CASE WHEN t.reference LIKE 'lottery:%' THEN split_part(t.reference, ':', 2) ELSE r.game_code END)
      LEFT JOIN promotions p ON p.id = (CASE WHEN t.reference ~ '^promo:[0-9]{1,9}:' THEN split_part(t.reference, ':', 2)::int END)
      WHERE ${where}
      ORDER BY t.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.pageNo - 1) * filter.pageSize}`.execute(this.db);
    const totals = await sql<{ total: number; credited: bigint; debited: bigint }>`
      SELECT count(*)::int AS total,
        coalesce(sum(CASE WHEN t.credit_account_id = ${wallet.id} AND t.flag IN ('single', 'post') THEN t.amount ELSE 0 END), 0)::bigint AS credited,
        coalesce(sum(CASE WHEN t.debit_account_id = ${wallet.id} AND t.flag IN ('single', 'post') THEN t.amount ELSE 0 END), 0)::bigint AS debited
      FROM ledger_transfers t WHERE ${where}`.execute(this.db);
    const total = totals.rows[0]!;
    return {
      items: rows.rows.map((r) => ({
        id: r.id,
        type: r.kind,
        amount: r.signed,
        balanceAfter: r.balance_after ?? 0n,
        status: r.status,
        reference: r.reference,
        subject: subjectOf(r),
        createdAt: r.created_at,
      })),
      total: total.total,
      credited: total.credited,
      debited: total.debited,
    };
  }
}
