import { isInForce } from '../../domain/agency/contract-lifecycle';
import { topRate, type ContractKind } from '../../domain/agency/contract-terms';
import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { ContractBook, Crumb, DownlineQuery, DownlineRow, TeamPage, TeamReports } from './ports';
import { checkInTeam, checkTeamRange, markAgents } from './team-report-query';
import { pageRequest } from '../../domain/kernel/paging';

/** A downline as the agent sees it: whether it is an agent, and the top rate of each contract in force the caller issued it. */
export interface DownlineEntry extends DownlineRow {
  readonly isAgent: boolean;
  readonly rates: Partial<Record<ContractKind, number>>;
}

export interface DownlineListing extends TeamPage<DownlineEntry> {
  /** From the agent down to the listed parent. */
  readonly breadcrumbs: readonly Crumb[];
}

type Deps = { reports: TeamReports; contracts: Pick<ContractBook, 'involving'>; settings: Pick<SettingsRepository, 'load'> };

/** One level of the agent's team: the direct downlines of the agent or of one of its descendants. */
export class ListTeamDownlines {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, parentId: number, query: DownlineQuery): Promise<Result<DownlineListing>> {
    const range = checkTeamRange(caller, query);
    if (!range.ok) return range;
    const parent = await checkInTeam(this.deps.reports, caller, parentId);
    if (!parent.ok) return parent;
    const search = query.search?.trim() || undefined;
    const [page, breadcrumbs, rates] = await Promise.all([
      this.deps.reports.downlines(parentId, { ...range.value, ...pageRequest(query), search }),
      this.deps.reports.breadcrumbs(caller.account.id, parentId),
      this.issuedRates(caller.account.id),
    ]);
    const items = (await markAgents(this.deps.settings, page.items)).map((d) => ({ ...d, rates: rates.get(d.id) ?? {} }));
    return ok({ ...page, items, breadcrumbs });
  }

  private async issuedRates(issuerId: number): Promise<Map<number, Partial<Record<ContractKind, number>>>> {
    const rates = new Map<number, Partial<Record<ContractKind, number>>>();
    for (const c of await this.deps.contracts.involving(issuerId)) {
      if (c.issuerId !== issuerId || !isInForce(c.state)) continue;
      rates.set(c.holderId, { ...rates.get(c.holderId), [c.kind]: topRate(c.terms) });
    }
    return rates;
  }
}
