import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import { teamQueryOf, type TeamRequest } from './team-request';
import type { TeamQuery, UserLossPage } from './types';

/** User loss (palStatementsAgentCopy): profit and loss of each direct downline of an account of my team. */
export class LoadUserLoss {
  constructor(
    private readonly gateway: Pick<AgencyGateway, 'userLoss'>,
    private readonly clock: Clock,
  ) {}

  async execute(request: TeamRequest): Promise<Result<{ query: TeamQuery; page: UserLossPage }>> {
    const query = teamQueryOf(request, this.clock);
    if (!query.ok) return query;
    const page = await this.gateway.userLoss(query.value);
    return page.ok ? ok({ query: query.value, page: page.value }) : page;
  }
}
