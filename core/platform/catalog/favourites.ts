import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { FavouriteRepository, ListedGame, RecentGameRepository } from './ports';

/** Support staff have no lobby of their own. */
const isPlayer = (caller: Principal) => caller.role !== 'staff';

export class ListFavouriteIds {
  constructor(private readonly favourites: FavouriteRepository) {}

  async execute(caller: Principal): Promise<Result<number[]>> {
    return isPlayer(caller) ? ok(await this.favourites.ids(caller.account.id)) : fail('access.forbidden');
  }
}

export interface FavouritePage {
  readonly content: readonly ListedGame[];
  readonly pageNum: number;
  readonly totalPages: number;
}

/** The member's favourites, newest first, optionally of one game type, in pages (the lobby asks for 999). */
export class ListFavouriteGames {
  constructor(private readonly favourites: FavouriteRepository) {}

  async execute(caller: Principal, query: { gameType?: string; pageNo: number; pageSize: number }): Promise<Result<FavouritePage>> {
    if (!isPlayer(caller)) return fail('access.forbidden');
    const all = (await this.favourites.games(caller.account.id)).filter((g) => !query.gameType || g.gameType === query.gameType);
    const start = (query.pageNo - 1) * query.pageSize;
    return ok({ content: all.slice(start, start + query.pageSize), pageNum: query.pageNo, totalPages: Math.max(1, Math.ceil(all.length / query.pageSize)) });
  }
}

/** Adding twice keeps one favourite; an unknown game is `catalog.game_not_found`. */
export class AddFavourite {
  constructor(private readonly favourites: FavouriteRepository) {}

  async execute(caller: Principal, nodeId: number): Promise<Result<null>> {
    if (!isPlayer(caller)) return fail('access.forbidden');
    return (await this.favourites.add(caller.account.id, nodeId)) ? ok(null) : fail('catalog.game_not_found', { field: 'nodeId' });
  }
}

/** Removing a game that is not a favourite succeeds and changes nothing. */
export class RemoveFavourite {
  constructor(private readonly favourites: FavouriteRepository) {}

  async execute(caller: Principal, nodeId: number): Promise<Result<null>> {
    if (!isPlayer(caller)) return fail('access.forbidden');
    await this.favourites.remove(caller.account.id, nodeId);
    return ok(null);
  }
}

export const RECENT_GAMES_LIMIT = 50;

export class ListRecentGames {
  constructor(private readonly recent: RecentGameRepository) {}

  async execute(caller: Principal): Promise<Result<ListedGame[]>> {
    return isPlayer(caller) ? ok(await this.recent.games(caller.account.id, RECENT_GAMES_LIMIT)) : fail('access.forbidden');
  }
}
