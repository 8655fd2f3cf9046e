import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { dropPanelLayout, menuClick, navigationLanes, type Lane, type LaneType } from '../../../core/domain/catalog/menu';
import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import type { LaunchGame } from '../../../core/portal/catalog/launch-game';
import type { LoadFavouriteGames, LoadFavouriteIds } from '../../../core/portal/catalog/load-favourites';
import type { LoadHotGames, LoadLobbyMenu, LoadRecentGames, LoadWinnerBoard } from '../../../core/portal/catalog/load-lobby';
import type { SuggestOtherGames } from '../../../core/portal/catalog/suggest-other-games';
import type { FavouriteIds } from '../../../core/portal/catalog/ports';
import type { ToggleFavourite } from '../../../core/portal/catalog/toggle-favourite';
import type { GameCard, LaunchOutcome, LobbyMenu, VendorCard, VendorLane, WinnerBoard } from '../../../core/portal/catalog/types';
import type { AuthStore } from './auth-store';
import type { UiStore } from './ui-store';

export interface LobbyUseCases {
  readonly loadMenu: LoadLobbyMenu;
  readonly loadHot: LoadHotGames;
  readonly loadRecent: LoadRecentGames;
  readonly loadFavouriteIds: LoadFavouriteIds;
  readonly loadFavouriteGames: LoadFavouriteGames;
  readonly toggleFavourite: ToggleFavourite;
  readonly launch: LaunchGame;
  readonly loadWinners: LoadWinnerBoard;
  readonly suggest: SuggestOtherGames;
}

export type UnavailableReason = 'maintenance' | 'notConnected';

/** Launch failures answered with other games to play rather than a notice. */
const UNAVAILABLE_REASONS: Readonly<Partial<Record<FailureCode, UnavailableReason>>> = {
  'play.game_in_maintenance': 'maintenance',
  'play.provider_not_connected': 'notConnected',
};

/** The lobby's shared view state: vendor lanes, hot, favourite and recent games, launches. */
export class LobbyStore implements FavouriteIds {
  menu: LobbyMenu | null = null;
  /** The menu and hot games have been answered (or refused) once. */
  loaded = false;
  hot: readonly GameCard[] = [];
  favouriteIds: readonly number[] = [];
  favourites: readonly GameCard[] = [];
  recent: readonly GameCard[] = [];
  /** A message for the player: the launch route is not there yet, or a launch failed. */
  notice: string | null = null;
  /** The game URL open in the game popup. */
  playing: string | null = null;
  /** The vendor whose game list is open in the popup. */
  vendorList: VendorCard | null = null;
  winners: WinnerBoard | null = null;
  /** A game that could not start, why (its vendor is under maintenance, or not connected here), and games offered instead. */
  unavailable: { readonly game: GameCard; readonly reason: UnavailableReason } | null = null;
  suggestions: readonly GameCard[] = [];

  constructor(
    private readonly useCases: LobbyUseCases,
    private readonly auth: AuthStore,
    private readonly ui: UiStore,
    private readonly language: () => string,
  ) {
    makeAutoObservable<LobbyStore, 'useCases' | 'auth' | 'ui' | 'language'>(this, { useCases: false, auth: false, ui: false, language: false });
    reaction(
      () => this.auth.isLogin,
      (isLogin) => (isLogin ? void this.loadFavourites() : this.set([])),
    );
  }

  get lanes(): readonly VendorLane[] {
    return this.menu?.lanes ?? [];
  }

  /** The header's game types: only lanes with a vendor, each with its drop-panel layout. */
  get navigation() {
    return navigationLanes(this.lanes as readonly Lane[]).map((l) => ({ ...l, layout: dropPanelLayout(l.vendors.length) }));
  }

  lane(type: LaneType): VendorLane | undefined {
    return this.lanes.find((l) => l.gameType === type);
  }

  isFavourite(nodeId: number): boolean {
    return this.favouriteIds.includes(nodeId);
  }

  get(): readonly number[] {
    return this.favouriteIds;
  }

  set(ids: readonly number[]): void {
    this.favouriteIds = ids;
    this.favourites = this.favourites.filter((g) => ids.includes(g.nodeId));
  }

  async load(): Promise<void> {
    const language = this.language();
    const [menu, hot] = await Promise.all([this.useCases.loadMenu.execute(language), this.useCases.loadHot.execute(language)]);
    runInAction(() => {
      if (menu.ok) this.menu = menu.value;
      if (hot.ok) this.hot = hot.value;
      this.loaded = true;
    });
    if (this.auth.isLogin) await this.loadFavourites();
  }

  async loadFavourites(): Promise<void> {
    const [ids, games] = await Promise.all([this.useCases.loadFavouriteIds.execute(), this.useCases.loadFavouriteGames.execute(this.language())]);
    runInAction(() => {
      if (ids.ok) this.favouriteIds = ids.value;
      if (games.ok) this.favourites = games.value;
    });
  }

  async loadRecent(): Promise<void> {
    const result = await this.useCases.loadRecent.execute(this.language());
    runInAction(() => {
      if (result.ok) this.recent = result.value;
    });
  }

  /** A guest gets the login popup; a member's toggle is optimistic and throttled. */
  async toggleFavourite(game: GameCard): Promise<void> {
    if (!this.auth.isLogin) return this.ui.open('login');
    const wasFavourite = this.isFavourite(game.nodeId);
    const result = await this.useCases.toggleFavourite.execute(this, game);
    if (result.ok && !wasFavourite) runInAction(() => (this.favourites = [game, ...this.favourites.filter((g) => g.nodeId !== game.nodeId)]));
  }

  async loadWinners(): Promise<void> {
    const result = await this.useCases.loadWinners.execute(this.language());
    runInAction(() => {
      if (result.ok) this.winners = result.value;
    });
  }

  /**
   * Play or free trial on a card; routes come back for the page to follow. The game opens in the
   * game popup, or is left to the caller `inPage` (the full-page /seamless view).
   */
  async launch(game: GameCard, trial: boolean, inPage = false): Promise<LaunchOutcome | null> {
    const result = await this.useCases.launch.execute(game, { loggedIn: this.auth.isLogin, trial });
    if (!result.ok) {
      const reason = UNAVAILABLE_REASONS[result.error.code];
      if (reason) await this.offerInstead(game, reason);
      else runInAction(() => (this.notice = result.error.code));
      return null;
    }
    const outcome = result.value;
    if (outcome.kind === 'login') this.ui.open('login');
    if (outcome.kind === 'launched' && !inPage) runInAction(() => (this.playing = outcome.url));
    return outcome;
  }

  private async offerInstead(game: GameCard, reason: UnavailableReason): Promise<void> {
    this.unavailable = { game, reason };
    this.suggestions = [];
    const result = await this.useCases.suggest.execute(game, this.language(), reason === 'notConnected' ? 'house' : 'sameType');
    runInAction(() => {
      if (result.ok && this.unavailable?.game.nodeId === game.nodeId) this.suggestions = result.value;
    });
  }

  closeUnavailable(): void {
    this.unavailable = null;
    this.suggestions = [];
  }

  /** A header entry: its page, or its only vendor opened directly. */
  clickType(type: LaneType): { page: true } | { page: false; vendor: VendorCard } {
    const click = menuClick(type, (this.lane(type)?.vendors ?? []) as Lane['vendors']);
    return click.kind === 'page' ? { page: true } : { page: false, vendor: click.vendor };
  }

  openVendor(vendor: VendorCard | null): void {
    this.vendorList = vendor;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  closeGame(): void {
    this.playing = null;
  }
}
