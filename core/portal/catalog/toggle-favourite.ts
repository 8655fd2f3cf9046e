import { rollbackFavourite, toggleFavourite, type FavouriteAction } from '../../domain/catalog/favourite-toggle';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { initialThrottle, type ThrottleState } from '../../domain/kernel/throttle';
import type { FavouriteGateway, FavouriteIds } from './ports';
import type { GameCard } from './types';

/**
 * The card's favourite toggle: throttled to one action a second, the local list changed before
 * the call and put back if the call fails. A throttled click is `catalog.favourite_throttled`.
 */
export class ToggleFavourite {
  private throttle: ThrottleState = initialThrottle;

  constructor(
    private readonly gateway: FavouriteGateway,
    private readonly clock: Clock,
  ) {}

  async execute(favourites: FavouriteIds, game: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>): Promise<Result<FavouriteAction>> {
    const step = toggleFavourite(favourites.get(), game.nodeId, this.throttle, this.clock.now().getTime());
    this.throttle = step.throttle;
    if (!step.accepted) return fail('catalog.favourite_throttled');
    favourites.set(step.ids);
    const result =
      step.action === 'add'
        ? await this.gateway.addFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType })
        : await this.gateway.removeFavourite(game.nodeId);
    if (!result.ok) {
      favourites.set(rollbackFavourite(favourites.get(), game.nodeId, step.action));
      return result;
    }
    return ok(step.action);
  }
}
