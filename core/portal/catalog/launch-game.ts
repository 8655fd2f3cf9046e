import { decideLaunch, type LaunchTarget } from '../../domain/catalog/launch-routing';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { GameLaunchGateway } from './ports';
import type { LaunchOutcome } from './types';

/** A server that does not launch games yet (404) is `catalog.launch_unavailable`, shown as "coming soon". */
export function launchedOutcome(answer: Result<{ url: string }>): Result<Extract<LaunchOutcome, { kind: 'launched' }>> {
  if (!answer.ok) return answer.error.code === 'request.not_found' ? fail('catalog.launch_unavailable') : answer;
  return ok({ kind: 'launched', url: answer.value.url });
}

/**
 * A click on a card's play or free-trial button, routed to the login popup, a page, the vendor's game list or the launched game. A card that already shows
 * its vendor under maintenance is refused as the server would refuse it, without asking.
 */
export class LaunchGame {
  constructor(private readonly gateway: GameLaunchGateway) {}

  async execute(
    target: LaunchTarget & { nodeId: number; maintenance?: boolean },
    options: { loggedIn: boolean; trial: boolean },
  ): Promise<Result<LaunchOutcome>> {
    const decision = decideLaunch(target, options.loggedIn);
    if (decision.kind !== 'launch') return ok(decision);
    if (target.maintenance) return fail('play.game_in_maintenance');
    return launchedOutcome(
      await this.gateway.launchGame({ nodeId: target.nodeId, gameCode: target.gameCode, vassalage: target.vassalage, trial: options.trial }),
    );
  }
}
