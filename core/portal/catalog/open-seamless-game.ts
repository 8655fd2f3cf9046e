import type { Result } from '../../domain/kernel/result';
import { launchedOutcome } from './launch-game';
import type { GameLaunchGateway } from './ports';
import type { GameReference, LaunchOutcome } from './types';

/** /seamless?nodeId=… or ?gameCode=…: the game named by the link, launched for the full-page view. */
export class OpenSeamlessGame {
  constructor(private readonly gateway: GameLaunchGateway) {}

  async execute(game: GameReference, trial: boolean): Promise<Result<Extract<LaunchOutcome, { kind: 'launched' }>>> {
    return launchedOutcome(await this.gateway.launchByReference(game, trial));
  }
}
