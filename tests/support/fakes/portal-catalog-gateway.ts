import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { CatalogGateway, FavouriteGateway, GameLaunchGateway } from '../../../core/portal/catalog/ports';
import type { GameCard, GameListQuery, GamePage, LobbyMenu, WinnerBoard } from '../../../core/portal/catalog/types';

export const gameCard = (nodeId: number, over: Partial<GameCard> = {}): GameCard => ({
  nodeId,
  gameCode: `g${nodeId}`,
  name: `Game ${nodeId}`,
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  gameClassify: null,
  isGame: 'GAME',
  iconUrl: `/wps/games/art/${nodeId}.svg`,
  maintenance: false,
  ...over,
});

/**
 * The catalogue and the member's favourites as the server keeps them, in memory. `failNext`
 * scripts the next call's failure; `launchAnswer` is what the launch route answers.
 */
export class InMemoryCatalogGateway implements CatalogGateway, FavouriteGateway, GameLaunchGateway {
  readonly favourites = new Set<number>();
  readonly calls: string[] = [];
  failNext: string | null = null;
  launchAnswer: Result<{ url: string }> = fail('request.not_found');
  menu: LobbyMenu = { lanes: [], rngClassifies: [], prizeMode: 'LOTT', banner: { title: 'Lobby', subtitle: '', linkageType: 'ROUTE', target: '/rng' } };

  constructor(readonly games: readonly GameCard[] = []) {}

  private answer<T>(name: string, value: () => T): Result<T> {
    this.calls.push(name);
    if (this.failNext) {
      const code = this.failNext;
      this.failNext = null;
      return fail(code);
    }
    return ok(value());
  }

  async lobbyMenu(): Promise<Result<LobbyMenu>> {
    return this.answer('lobbyMenu', () => this.menu);
  }

  async gameList(query: GameListQuery): Promise<Result<GamePage>> {
    return this.answer('gameList', () => {
      const matching = this.games.filter(
        (g) =>
          (!query.gameType || g.gameType === query.gameType) &&
          (!query.vassalage || g.vassalage === query.vassalage) &&
          (!query.gameClassify || g.gameClassify === query.gameClassify) &&
          (!query.gameName || g.name.toLowerCase().includes(query.gameName.toLowerCase())),
      );
      const start = (query.pageNo - 1) * query.pageSize;
      return { games: matching.slice(start, start + query.pageSize), pageNo: query.pageNo, totalPages: Math.max(1, Math.ceil(matching.length / query.pageSize)), total: matching.length };
    });
  }

  async hotGames(): Promise<Result<readonly GameCard[]>> {
    return this.answer('hotGames', () => this.games.slice(0, 12));
  }

  async recentGames(): Promise<Result<readonly GameCard[]>> {
    return this.answer('recentGames', () => []);
  }

  async winnerBoard(query: { limit: number }): Promise<Result<WinnerBoard>> {
    return this.answer('winnerBoard', () => ({
      entries: this.games.slice(0, query.limit).map((game, i) => ({ rank: i + 1, playerName: `pl***${i}`, win: BigInt(10_000 - i * 100), wonAt: '2026-06-01T10:00:00.000Z', game })),
      scale: 2,
    }));
  }

  async favouriteIds(): Promise<Result<readonly number[]>> {
    return this.answer('favouriteIds', () => [...this.favourites]);
  }

  async favouriteGames(): Promise<Result<readonly GameCard[]>> {
    return this.answer('favouriteGames', () => this.games.filter((g) => this.favourites.has(g.nodeId)));
  }

  async addFavourite(game: { nodeId: number }): Promise<Result<null>> {
    const result = this.answer('addFavourite', () => null);
    if (result.ok) this.favourites.add(game.nodeId);
    return result;
  }

  async removeFavourite(nodeId: number): Promise<Result<null>> {
    const result = this.answer('removeFavourite', () => null);
    if (result.ok) this.favourites.delete(nodeId);
    return result;
  }

  async launchGame(): Promise<Result<{ url: string }>> {
    this.calls.push('launchGame');
    return this.launchAnswer;
  }

  async launchByReference(): Promise<Result<{ url: string }>> {
    this.calls.push('launchByReference');
    return this.launchAnswer;
  }
}
