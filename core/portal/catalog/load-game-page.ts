import { ok, type Result } from '../../domain/kernel/result';
import type { CatalogGateway } from './ports';
import type { GameListQuery, GamePage } from './types';

/** One page of games; a search is trimmed, and a page past the end is answered with the last one. */
export class LoadGamePage {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(query: GameListQuery): Promise<Result<GamePage>> {
    const gameName = query.gameName?.trim();
    const { gameName: _, ...rest } = query;
    const asked = { ...rest, ...(gameName ? { gameName } : {}), pageNo: Math.max(1, Math.floor(query.pageNo)) };
    const result = await this.catalog.gameList(asked);
    if (!result.ok || result.value.games.length > 0 || asked.pageNo <= result.value.totalPages) return result;
    const last = await this.catalog.gameList({ ...asked, pageNo: result.value.totalPages });
    return last.ok ? ok(last.value) : last;
  }
}
