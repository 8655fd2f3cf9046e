import type { Kysely, Selectable } from 'kysely';
import type { ContractKind } from '../../../core/domain/agency/contract-terms';
import type { NamedSettlement, NewSettlement, Settlement, SettlementBook, SettlementQuery, SettlementStatus } from '../../../core/platform/agency/ports';
import type { Schema, SettlementsTable } from '../schema';

const toSettlement = (r: Selectable<SettlementsTable>): Settlement => ({
  id: r.id,
  contractId: r.contract_id,
  kind: r.kind as ContractKind,
  holderId: r.holder_id,
  issuerId: r.issuer_id,
  periodKey: r.period_key,
  from: new Date(r.period_from),
  to: new Date(r.period_to),
  figures: r.figures as Record<string, string>,
  tier: r.tier,
  rateBp: r.rate_bp,
  base: BigInt(r.base),
  amount: BigInt(r.amount),
  status: r.status as SettlementStatus,
  createdAt: new Date(r.created_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
});

const named = (r: Selectable<SettlementsTable> & { holder_name: string; issuer_name: string | null }): NamedSettlement => ({
  ...toSettlement(r),
  holder: r.holder_name,
  issuer: r.issuer_name,
});

export class SqlSettlementBook implements SettlementBook {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(s: NewSettlement): Promise<Settlement | null> {
    const row = await this.db
      .insertInto('settlements')
      .values({
        contract_id: s.contractId,
        kind: s.kind,
        holder_id: s.holderId,
        issuer_id: s.issuerId,
        period_key: s.periodKey,
        period_from: s.from,
        period_to: s.to,
        figures: JSON.stringify(s.figures),
        tier: s.tier,
        rate_bp: s.rateBp,
        base: s.base,
        amount: s.amount,
        status: s.amount > 0n ? 'pending' : 'nothing',
      })
      .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toSettlement(row) : null;
  }

  async find(id: number): Promise<NamedSettlement | null> {
    const row = await this.named().where('s.id', '=', id).executeTakeFirst();
    return row ? named(row) : null;
  }

  private named() {
    return this.db
      .selectFrom('settlements as s')
      .innerJoin('accounts as h', 'h.id', 's.holder_id')
      .leftJoin('accounts as i', 'i.id', 's.issuer_id')
      .selectAll('s')
      .select(['h.username as holder_name', 'i.username as issuer_name']);
  }

  async unpaid(withDue: boolean): Promise<Settlement[]> {
    const rows = await this.db
      .selectFrom('settlements')
      .selectAll()
      .where('status', 'in', withDue ? ['pending', 'due'] : ['pending'])
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map(toSettlement);
  }

  async mark(id: number, status: 'paid' | 'due', at: Date): Promise<boolean> {
    const from = status === 'paid' ? ['pending', 'due'] : ['pending'];
    const row = await this.db
      .updateTable('settlements')
      .set({ status, ...(status === 'paid' ? { paid_at: at } : {}) })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async list(q: SettlementQuery): Promise<{ items: NamedSettlement[]; total: number; amount: bigint }> {
    const side = q.side === 'holder' ? 's.holder_id' : 's.issuer_id';
    const base = this.db
      .selectFrom('settlements as s')
      .where(side, '=', q.accountId)
      .where('s.kind', 'in', [...q.kinds])
      .where('s.period_from', '>=', q.from)
      .where('s.period_from', '<', q.to);
    const [items, totals] = await Promise.all([
      this.named()
        .where(side, '=', q.accountId)
        .where('s.kind', 'in', [...q.kinds])
        .where('s.period_from', '>=', q.from)
        .where('s.period_from', '<', q.to)
        .orderBy('s.period_from', 'desc')
        .orderBy('s.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute(),
      base
        .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.coalesce(eb.fn.sum<string>('s.amount'), eb.val('0')).as('amount')])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map(named),
      total: Number(totals.total),
      amount: BigInt(totals.amount),
    };
  }
}
