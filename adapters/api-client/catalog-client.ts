import { ok, type Result } from '../../core/domain/kernel/result';
import type { LaneType } from '../../core/domain/catalog/menu';
import type { CatalogAdminGateway, CatalogGateway, FavouriteGateway, GameLaunchGateway } from '../../core/portal/catalog/ports';
import type { GameCard, GameListQuery, GamePage, GameReference, LobbyMenu, WinnerBoard } from '../../core/portal/catalog/types';
import type { GameClassify } from '../../core/domain/catalog/games';
import type { PrizeMode } from '../../core/domain/catalog/prize-mode';
import type { FavouritePageDto, GameCardDto, GamePageDto, GameVendorsDto, RankListDto } from '../wps-contract/catalog';
import type { ApiClient } from './api-client';

const toCard = (dto: GameCardDto): GameCard => ({
  nodeId: dto.nodeId,
  gameCode: dto.gameCode,
  name: dto.nodeName,
  vassalage: dto.vassalage,
  displayName: dto.displayName,
  gameType: dto.gameType,
  gameClassify: dto.gameClassify,
  isGame: dto.isGame,
  iconUrl: dto.iconUrl,
  maintenance: dto.maintenance,
});

/** The wire's query: text values, absent filters left out. */
function listQuery(query: GameListQuery): Record<string, string> {
  const entries = Object.entries({ ...query, clientType: 3, platform: 'html5-desktop' }).filter(([, v]) => v !== undefined && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** The catalogue, favourites and launch calls of the /wps API, over the shared client. */
export class CatalogApiClient implements CatalogGateway, FavouriteGateway, GameLaunchGateway, CatalogAdminGateway {
  constructor(private readonly api: ApiClient) {}

  async lobbyMenu(language: string): Promise<Result<LobbyMenu>> {
    const result = await this.api.call<GameVendorsDto>('GET', '/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5-desktop', language } });
    if (!result.ok) return result;
    const dto = result.value;
    return ok({
      lanes: dto.data.lanes.map((l) => ({ gameType: l.gameType as LaneType, vendors: l.cards })),
      rngClassifies: dto.rngClassifies as GameClassify[],
      prizeMode: dto.prizeMode as PrizeMode,
      banner: dto.banner,
    });
  }

  async gameList(query: GameListQuery): Promise<Result<GamePage>> {
    const result = await this.api.call<GamePageDto>('GET', '/wps/relay/GCSGAME_gameList', { query: listQuery(query) });
    return result.ok ? ok({ ...result.value, games: result.value.games.map(toCard) }) : result;
  }

  async hotGames(query: { vassalage?: string; language: string }): Promise<Result<readonly GameCard[]>> {
    const result = await this.api.call<{ list: GameCardDto[] }>('GET', '/wps/relay/GCSGAME_hotGamesV2', {
      query: { isPlatform: '2', platform: 'html5-desktop', ...query },
    });
    return result.ok ? ok(result.value.list.map(toCard)) : result;
  }

  async recentGames(language: string): Promise<Result<readonly GameCard[]>> {
    const result = await this.api.call<{ list: GameCardDto[] }>('GET', '/wps/relay/GCS_recentGame', { query: { language } });
    return result.ok ? ok(result.value.list.map(toCard)) : result;
  }

  async winnerBoard(query: { language: string; limit: number }): Promise<Result<WinnerBoard>> {
    const result = await this.api.call<RankListDto>('GET', '/wps/relay/GCSGAME_getRankList', {
      query: { language: query.language, limitNum: String(query.limit) },
    });
    if (!result.ok) return result;
    const entries = result.value.list.map((e) => ({
      rank: e.rank,
      playerName: e.customerName,
      win: BigInt(e.winAmount),
      wonAt: e.winTime,
      game: toCard(e.game),
    }));
    return ok({ entries, scale: result.value.scale });
  }

  async favouriteIds(): Promise<Result<readonly number[]>> {
    const result = await this.api.call<{ ids: number[] }>('GET', '/wps/relay/MCSFE_getFavoriteIds');
    return result.ok ? ok(result.value.ids) : result;
  }

  async favouriteGames(language: string): Promise<Result<readonly GameCard[]>> {
    const result = await this.api.call<FavouritePageDto>('GET', '/wps/relay/MCSFE_getFavoriteList', {
      query: { clientType: '3', platform: 'html5-desktop', language, pageNo: '1', pageSize: '999' },
    });
    return result.ok ? ok(result.value.content.map(toCard)) : result;
  }

  addFavourite(game: { nodeId: number; vendor: string; gameType: string }): Promise<Result<null>> {
    return this.api.call('POST', '/wps/relay/MCSFE_addFavoriteV2', { body: game });
  }

  removeFavourite(nodeId: number): Promise<Result<null>> {
    return this.api.call('DELETE', '/wps/relay/MCSFE_removeFavoriteV2', { query: { nodeId: String(nodeId) } });
  }

  launchGame(request: { nodeId: number; gameCode: string; vassalage: string; trial: boolean }): Promise<Result<{ url: string }>> {
    return this.api.call('POST', '/wps/game/launchGame', { body: { gameCode: request.gameCode, trial: request.trial } });
  }

  launchByReference(game: GameReference, trial: boolean): Promise<Result<{ url: string }>> {
    const query: Record<string, string> = 'gameCode' in game ? { gameCode: game.gameCode } : { nodeId: String(game.nodeId) };
    if (trial) query['trial'] = 'true';
    return this.api.call('GET', '/wps/relay/GCS_gameLaunchFB', { query });
  }

  setVendorMaintenance(vassalage: string, on: boolean): Promise<Result<{ vassalage: string; maintenance: boolean }>> {
    return this.api.call('POST', '/wps/admin/games/maintenance', { body: { vassalage, on } });
  }
}
