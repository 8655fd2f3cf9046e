import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { CatalogGateway, FavouriteGateway, GameLaunchGateway } from '../../../core/portal/catalog/ports';
import type { GameCard, GameListQuery, GamePage, GameReference, LobbyMenu, VendorLane, WinnerBoard, WinnerEntry } from '../../../core/portal/catalog/types';
import type { LaneType } from '../../../core/domain/catalog/menu';
import { takeFailure } from './portal-answers';

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

const MAX_PAGE_SIZE = 999;

/**
 * The catalogue, the member's favourites and recent games, and game launches as the server keeps
 * them, in memory, keeping the catalogue gateways' contract
 * (tests/contract/suites/portal-catalog-gateway.ts): pages and filters over `games`, lanes made
 * of their vendors, favourites newest first, a launch that answers a /house page and puts the game
 * first among the recent ones, `winners` on the board (none until a test adds them).
 * `signedIn` false is a caller with no session. `failNext` scripts the next call's failure;
 * `launchAnswer` scripts what the launch routes answer (an old server's 'request.not_found').
 */
export class InMemoryCatalogGateway implements CatalogGateway, FavouriteGateway, GameLaunchGateway {
  readonly favourites = new Set<number>();
  readonly calls: string[] = [];
  failNext: FailureCode | null = null;
  launchAnswer: Result<{ url: string }> | null = null;
  signedIn = true;
  /** Won rounds the board ranks by win; the fake's catalogue has none until a test adds them. */
  winners: Omit<WinnerEntry, 'rank'>[] = [];
  menu: LobbyMenu | null = null;
  private recent: number[] = [];
  private launches = 0;

  constructor(readonly games: readonly GameCard[] = []) {}

  async lobbyMenu(): Promise<Result<LobbyMenu>> {
    return this.answer('lobbyMenu', () =>
      ok(
        this.menu ?? {
          lanes: this.lanes(),
          rngClassifies: [],
          prizeMode: 'LOTT',
          banner: { title: 'Lobby', subtitle: '', linkageType: 'ROUTE', target: '/rng' },
        },
      ),
    );
  }

  async gameList(query: GameListQuery): Promise<Result<GamePage>> {
    return this.answer('gameList', () => {
      if (query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE) return fail('catalog.invalid_page_size', { field: 'pageSize', params: { max: MAX_PAGE_SIZE } });
      const name = query.gameName?.trim().toLowerCase();
      const matching = this.games.filter(
        (g) =>
          (!query.gameType || g.gameType === query.gameType) &&
          (!query.vassalage || g.vassalage === query.vassalage) &&
          (!query.gameClassify || g.gameClassify === query.gameClassify) &&
          (!name || g.name.toLowerCase().includes(name)),
      );
      const start = (query.pageNo - 1) * query.pageSize;
      return ok({
        games: matching.slice(start, start + query.pageSize),
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(matching.length / query.pageSize)),
        total: matching.length,
      });
    });
  }

  async hotGames(): Promise<Result<readonly GameCard[]>> {
    return this.answer('hotGames', () => ok(this.games.slice(0, 12)));
  }

  async recentGames(): Promise<Result<readonly GameCard[]>> {
    return this.memberAnswer('recentGames', () => ok(this.cardsOf(this.recent)));
  }

  async winnerBoard(query: { limit: number }): Promise<Result<WinnerBoard>> {
    return this.answer('winnerBoard', () => {
      const ranked = [...this.winners].sort((a, b) => (a.win === b.win ? 0 : a.win > b.win ? -1 : 1)).slice(0, query.limit);
      return ok({ entries: ranked.map((entry, i) => ({ rank: i + 1, ...entry })), scale: 2 });
    });
  }

  async favouriteIds(): Promise<Result<readonly number[]>> {
    return this.memberAnswer('favouriteIds', () => ok([...this.favourites].reverse()));
  }

  async favouriteGames(): Promise<Result<readonly GameCard[]>> {
    return this.memberAnswer('favouriteGames', () => ok(this.cardsOf([...this.favourites].reverse())));
  }

  async addFavourite(game: { nodeId: number }): Promise<Result<null>> {
    return this.memberAnswer('addFavourite', () => {
      if (!this.games.some((g) => g.nodeId === game.nodeId)) return fail('catalog.game_not_found', { field: 'nodeId' });
      this.favourites.add(game.nodeId);
      return ok(null);
    });
  }

  async removeFavourite(nodeId: number): Promise<Result<null>> {
    return this.memberAnswer('removeFavourite', () => {
      this.favourites.delete(nodeId);
      return ok(null);
    });
  }

  async launchGame(request: { gameCode: string; trial: boolean }): Promise<Result<{ url: string }>> {
    this.calls.push('launchGame');
    return this.launchAnswer ?? this.launch({ gameCode: request.gameCode }, request.trial);
  }

  async launchByReference(game: GameReference, trial: boolean): Promise<Result<{ url: string }>> {
    this.calls.push('launchByReference');
    return this.launchAnswer ?? this.launch(game, trial);
  }

  /** The server's LaunchGame: real play needs a session (asked before the game), and is remembered as recent. */
  private launch(reference: GameReference, trial: boolean): Result<{ url: string }> {
    if (!trial && !this.signedIn) return fail('access.not_logged_in');
    const game = this.games.find((g) => ('gameCode' in reference ? g.gameCode === reference.gameCode : g.nodeId === reference.nodeId));
    if (!game) return fail('play.game_not_found', { field: 'gameCode' in reference ? 'gameCode' : 'nodeId' });
    if (game.maintenance) return fail('play.game_in_maintenance');
    if (!trial) this.recent = [game.nodeId, ...this.recent.filter((id) => id !== game.nodeId)];
    return ok({ url: `/house/slot/?launch=launch-${++this.launches}` });
  }

  /** Each vendor's card in the lane of its games' type, in catalogue order. */
  private lanes(): VendorLane[] {
    const lanes = new Map<string, Map<string, VendorLane['vendors'][number]>>();
    for (const g of this.games) {
      const lane = lanes.get(g.gameType) ?? new Map();
      lane.set(g.vassalage, { vassalage: g.vassalage, displayName: g.displayName, gameType: g.gameType, lagerIcon: '', maintenance: g.maintenance });
      lanes.set(g.gameType, lane);
    }
    return [...lanes].map(([gameType, vendors]) => ({ gameType: gameType as LaneType, vendors: [...vendors.values()] }));
  }

  private cardsOf(ids: readonly number[]): GameCard[] {
    return ids.map((id) => this.games.find((g) => g.nodeId === id)).filter((g) => g !== undefined);
  }

  private memberAnswer<T>(name: string, run: () => Result<T>): Result<T> {
    return this.answer(name, () => (this.signedIn ? run() : fail('access.not_logged_in')));
  }

  private answer<T>(name: string, run: () => Result<T>): Result<T> {
    this.calls.push(name);
    return takeFailure(this) ?? run();
  }
}
