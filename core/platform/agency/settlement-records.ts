import type { ContractKind } from '../../domain/agency/contract-terms';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { NamedSettlement, SettlementBook, SettlementQuery } from './ports';
import type { SettleContracts } from './settle-contracts';
import { agentOnly } from './agent-only';

export type SettlementPage = { items: NamedSettlement[]; total: number; amount: bigint };

/** An agent's settlement records: what it received (holder) or what it paid its downlines (issuer). */
export class ListSettlements {
  constructor(private readonly deps: { settlements: Pick<SettlementBook, 'list'> }) {}

  async execute(caller: Principal, query: Omit<SettlementQuery, 'accountId'> & { kinds: readonly ContractKind[] }): Promise<Result<SettlementPage>> {
    const refused = agentOnly(caller);
    if (refused) return fail(refused.code);
    return ok(await this.deps.settlements.list({ ...query, accountId: caller.account.id }));
  }
}

/** The issuing agent pays a settlement its wallet could not cover when it was due, once. */
export class PayDueSettlement {
  constructor(private readonly deps: { settlements: Pick<SettlementBook, 'find'>; settle: Pick<SettleContracts, 'pay'> }) {}

  async execute(caller: Principal, id: number): Promise<Result<NamedSettlement>> {
    const settlement = await this.deps.settlements.find(id);
    if (!settlement || settlement.issuerId !== caller.account.id) return fail('agency.settlement_not_found');
    if (settlement.status !== 'due') return fail('agency.settlement_not_due', { params: { status: settlement.status } });
    const { settlement: paid, marked, refusal } = await this.deps.settle.pay(settlement);
    if (refusal) return { ok: false, error: refusal };
    if (!marked) return fail('agency.settlement_not_due', { params: { status: paid.status } });
    return ok({ ...settlement, ...paid });
  }
}
