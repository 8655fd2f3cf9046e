import type { Result } from '../../domain/kernel/result';
import type { FavouriteGateway } from './ports';
import type { GameCard } from './types';

/** The member's favourite ids (the card toggles), newest first. */
export class LoadFavouriteIds {
  constructor(private readonly favourites: FavouriteGateway) {}

  execute(): Promise<Result<readonly number[]>> {
    return this.favourites.favouriteIds();
  }
}

/** The member's favourite games as cards, newest first. */
export class LoadFavouriteGames {
  constructor(private readonly favourites: FavouriteGateway) {}

  execute(language: string): Promise<Result<readonly GameCard[]>> {
    return this.favourites.favouriteGames(language);
  }
}
