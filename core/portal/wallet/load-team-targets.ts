import type { Result } from '../../domain/kernel/result';
import type { TeamTargets, TransferGateway } from './transfer-types';

/** The direct upline, and for an agent its direct downline. */
export class LoadTeamTargets {
  constructor(private readonly gateway: TransferGateway) {}

  async execute(): Promise<Result<TeamTargets>> {
    return this.gateway.teamTargets();
  }
}
