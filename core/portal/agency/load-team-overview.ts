import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import { teamQueryOf, type TeamRequest } from './team-request';
import type { TeamOverview, TeamQuery } from './types';

/** Team overview (agentTeamOverview): the team's figures and a daily series over a period. */
export class LoadTeamOverview {
  constructor(
    private readonly gateway: Pick<AgencyGateway, 'teamOverview'>,
    private readonly clock: Clock,
  ) {}

  async execute(request: TeamRequest): Promise<Result<{ query: TeamQuery; overview: TeamOverview }>> {
    const query = teamQueryOf(request, this.clock);
    if (!query.ok) return query;
    const range = { ...(query.value.from ? { from: query.value.from } : {}), ...(query.value.to ? { to: query.value.to } : {}) };
    const overview = await this.gateway.teamOverview(range);
    // The server fills in a missing range (the last 7 days): the answer says which.
    return overview.ok ? ok({ query: { ...query.value, from: overview.value.from, to: overview.value.to }, overview: overview.value }) : overview;
  }
}
