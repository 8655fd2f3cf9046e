import { suggestOtherGames } from '../../domain/catalog/suggestions';
import { ok, type Result } from '../../domain/kernel/result';
import type { CatalogGateway } from './ports';
import type { GameCard } from './types';

/** Enough of the game type's first page that every vendor line shows a few games (games are listed by sort, vendors interleaved). */
const CANDIDATES = 60;

/** Games to offer when `unavailable` cannot start because its vendor is under maintenance. */
export class SuggestOtherGames {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(unavailable: GameCard, language: string): Promise<Result<readonly GameCard[]>> {
    const page = await this.catalog.gameList({ gameType: unavailable.gameType, language, pageNo: 1, pageSize: CANDIDATES });
    if (!page.ok) return page;
    return ok(suggestOtherGames({ ...unavailable, maintenance: true }, page.value.games));
  }
}
