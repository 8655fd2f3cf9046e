import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import { teamQueryOf, type TeamRequest } from './team-request';
import type { ContractKind, ContractSide, SettlementPage, SettlementQuery } from './types';

/** Dividend and salary records (my income, agentDividendRecordCopy2 …): as holder (paid to me) or issuer (paid by me). */
export class LoadSettlements {
  constructor(
    private readonly gateway: Pick<AgencyGateway, 'settlements'>,
    private readonly clock: Clock,
  ) {}

  async execute(
    request: Omit<TeamRequest, 'parent' | 'search'> & { readonly side: ContractSide; readonly kind?: ContractKind },
  ): Promise<Result<{ query: SettlementQuery; page: SettlementPage }>> {
    const range = teamQueryOf(request, this.clock);
    if (!range.ok) return range;
    const { from, to, pageNo } = range.value;
    const query: SettlementQuery = {
      side: request.side,
      ...(request.kind ? { kind: request.kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(pageNo ? { pageNo } : {}),
    };
    const page = await this.gateway.settlements(query);
    return page.ok ? ok({ query, page: page.value }) : page;
  }
}
