import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { checkInTeam, checkTeamRange, clampPage } from './team-report-query';
import type { Crumb, DownlineQuery, DownlineRow, TeamPage, TeamReports } from './team-reports';

export interface DownlineListing extends TeamPage<DownlineRow> {
  /** From the agent down to the listed parent. */
  readonly breadcrumbs: readonly Crumb[];
}

/** One level of the agent's team: the direct downlines of the agent or of one of its descendants. */
export class ListTeamDownlines {
  constructor(private readonly deps: { reports: TeamReports }) {}

  async execute(caller: Principal, parentId: number, query: DownlineQuery): Promise<Result<DownlineListing>> {
    const range = checkTeamRange(caller, query);
    if (!range.ok) return range;
    const parent = await checkInTeam(this.deps.reports, caller, parentId);
    if (!parent.ok) return parent;
    const search = query.search?.trim() || undefined;
    const page = await this.deps.reports.downlines(parentId, { ...range.value, ...clampPage(query), search });
    return ok({ ...page, breadcrumbs: await this.deps.reports.breadcrumbs(caller.account.id, parentId) });
  }
}
