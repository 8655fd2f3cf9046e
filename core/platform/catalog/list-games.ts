import { GAME_TYPES, type GameClassify, type GameType } from '../../domain/catalog/games';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { SettingsRepository } from '../system/ports';
import type { CatalogRepository, GameQuery, ListedGame } from './ports';

export const MAX_PAGE_SIZE = 999;

export interface GameListRequest {
  readonly gameType?: string;
  readonly vassalage?: string;
  readonly gameClassify?: GameClassify;
  readonly gameName?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface GameListPage {
  readonly games: readonly ListedGame[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly total: number;
}

/**
 * One page of the catalogue. ESPORTS and COCKFIGHT are the SPORTS games of the vendors the
 * operator lists for them; SPORTS itself leaves those vendors out.
 */
export class ListGames {
  constructor(private readonly deps: { catalog: CatalogRepository; settings: SettingsRepository }) {}

  async execute(request: GameListRequest): Promise<Result<GameListPage>> {
    if (request.pageSize < 1 || request.pageSize > MAX_PAGE_SIZE)
      return fail('catalog.invalid_page_size', { field: 'pageSize', params: { max: MAX_PAGE_SIZE } });
    const scope = await this.scopeOf(request.gameType);
    if (!scope) return fail('catalog.unknown_game_type', { field: 'gameType' });
    const name = request.gameName?.trim();
    const query: GameQuery = {
      ...scope,
      ...(request.vassalage ? { vendors: scope.vendors ? scope.vendors.filter((v) => v === request.vassalage) : [request.vassalage] } : {}),
      ...(request.gameClassify ? { gameClassify: request.gameClassify } : {}),
      ...(name ? { name } : {}),
      offset: (request.pageNo - 1) * request.pageSize,
      limit: request.pageSize,
    };
    const { games, total } = await this.deps.catalog.games(query);
    return ok({ games, pageNo: request.pageNo, totalPages: Math.max(1, Math.ceil(total / request.pageSize)), total });
  }

  private async scopeOf(gameType: string | undefined): Promise<Pick<GameQuery, 'gameType' | 'vendors' | 'excludeVendors'> | null> {
    if (!gameType) return {};
    if ((GAME_TYPES as readonly string[]).includes(gameType) && gameType !== 'SPORTS') return { gameType: gameType as GameType };
    const settings = await this.deps.settings.load();
    if (gameType === 'SPORTS') return { gameType, excludeVendors: [...settings.esportGames, ...settings.cockfightGames] };
    if (gameType === 'ESPORTS') return { gameType: 'SPORTS', vendors: settings.esportGames };
    if (gameType === 'COCKFIGHT') return { gameType: 'SPORTS', vendors: settings.cockfightGames.filter((v) => !settings.esportGames.includes(v)) };
    return null;
  }
}
