import { decideLaunch, type LaunchTarget } from '../../domain/catalog/launch-routing';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { GameLaunchGateway } from './ports';
import type { LaunchOutcome } from './types';

/**
 * A click on a card's play or free-trial button, routed by spec §2.1. A server that does not
 * launch games yet (404) is `catalog.launch_unavailable`, shown as "coming soon".
 */
export class LaunchGame {
  constructor(private readonly gateway: GameLaunchGateway) {}

  async execute(target: LaunchTarget & { nodeId: number }, options: { loggedIn: boolean; trial: boolean }): Promise<Result<LaunchOutcome>> {
    const decision = decideLaunch(target, options.loggedIn);
    if (decision.kind !== 'launch') return ok(decision);
    const result = await this.gateway.launchGame({ nodeId: target.nodeId, gameCode: target.gameCode, vassalage: target.vassalage, trial: options.trial });
    if (!result.ok) return result.error.code === 'request.not_found' ? fail('catalog.launch_unavailable') : result;
    return ok({ kind: 'launched', url: result.value.url });
  }
}
