import { pageRequest, type PageRequest } from '../../domain/kernel/paging';
import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { checkInTeam, checkTeamRange, markAgents } from './team-report-query';
import type { TeamPage, TeamRange, TeamReports, UserLossRow } from './ports';

/** The profit/loss drill-down: each direct downline of a team member, with its team's result. */
export class GetUserLoss {
  constructor(private readonly deps: { reports: TeamReports; settings: Pick<SettingsRepository, 'load'> }) {}

  async execute(caller: Principal, parentId: number, range: TeamRange, page: PageRequest): Promise<Result<TeamPage<UserLossRow & { isAgent: boolean }>>> {
    const checked = checkTeamRange(caller, range);
    if (!checked.ok) return checked;
    const parent = await checkInTeam(this.deps.reports, caller, parentId);
    if (!parent.ok) return parent;
    const listed = await this.deps.reports.userLoss(parentId, checked.value, pageRequest(page));
    return ok({ ...listed, items: await markAgents(this.deps.settings, listed.items) });
  }
}
