import { HOUSE_VENDOR } from '../../domain/catalog/games';
import { SUGGESTION_LIMIT, suggestOtherGames } from '../../domain/catalog/suggestions';
import { ok, type Result } from '../../domain/kernel/result';
import type { CatalogGateway } from './ports';
import type { GameCard } from './types';

/** Enough of the game type's first page that every vendor line shows a few games (games are listed by sort, vendors interleaved). */
const CANDIDATES = 60;

/**
 * Games to offer when `unavailable` cannot start: of its type from other vendors (its vendor is under
 * maintenance), or the house's own games (its provider is not connected here, so no vendor of its type may be).
 */
export class SuggestOtherGames {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(unavailable: GameCard, language: string, from: 'sameType' | 'house' = 'sameType'): Promise<Result<readonly GameCard[]>> {
    if (from === 'house') {
      const house = await this.catalog.gameList({ vassalage: HOUSE_VENDOR, language, pageNo: 1, pageSize: SUGGESTION_LIMIT });
      return house.ok ? ok(house.value.games) : house;
    }
    const page = await this.catalog.gameList({ gameType: unavailable.gameType, language, pageNo: 1, pageSize: CANDIDATES });
    if (!page.ok) return page;
    return ok(suggestOtherGames({ ...unavailable, maintenance: true }, page.value.games));
  }
}
