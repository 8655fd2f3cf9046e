import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { checkInTeam, checkTeamRange, clampPage } from './team-report-query';
import type { PageRequest, TeamPage, TeamRange, TeamReports, UserLossRow } from './team-reports';

/** The profit/loss drill-down: each direct downline of a team member, with its team's result. */
export class GetUserLoss {
  constructor(private readonly deps: { reports: TeamReports }) {}

  async execute(caller: Principal, parentId: number, range: TeamRange, page: PageRequest): Promise<Result<TeamPage<UserLossRow>>> {
    const checked = checkTeamRange(caller, range);
    if (!checked.ok) return checked;
    const parent = await checkInTeam(this.deps.reports, caller, parentId);
    if (!parent.ok) return parent;
    return ok(await this.deps.reports.userLoss(parentId, checked.value, clampPage(page)));
  }
}
