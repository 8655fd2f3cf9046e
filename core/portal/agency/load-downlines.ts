import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import { teamQueryOf, type TeamRequest } from './team-request';
import type { DownlinePage, TeamQuery } from './types';

/** Team management (downlineManagmentView): direct downlines of an account of my team, with breadcrumbs. */
export class LoadDownlines {
  constructor(
    private readonly gateway: Pick<AgencyGateway, 'downlines'>,
    private readonly clock: Clock,
  ) {}

  async execute(request: TeamRequest): Promise<Result<{ query: TeamQuery; page: DownlinePage }>> {
    const query = teamQueryOf(request, this.clock);
    if (!query.ok) return query;
    const page = await this.gateway.downlines(query.value);
    return page.ok ? ok({ query: query.value, page: page.value }) : page;
  }
}
