import type { Result } from '../../domain/kernel/result';
import type { GameCard, GameListQuery, GamePage, GameReference, LobbyMenu, WinnerBoard } from './types';

/** The game catalogue on the server: vendor lanes, paged game lists, hot and recent games. */
export interface CatalogGateway {
  lobbyMenu(language: string): Promise<Result<LobbyMenu>>;
  gameList(query: GameListQuery): Promise<Result<GamePage>>;
  hotGames(query: { vassalage?: string; language: string }): Promise<Result<readonly GameCard[]>>;
  recentGames(language: string): Promise<Result<readonly GameCard[]>>;
  winnerBoard(query: { language: string; limit: number }): Promise<Result<WinnerBoard>>;
}

/** The member's favourite games on the server (login required). */
export interface FavouriteGateway {
  favouriteIds(): Promise<Result<readonly number[]>>;
  favouriteGames(language: string): Promise<Result<readonly GameCard[]>>;
  addFavourite(game: { nodeId: number; vendor: string; gameType: string }): Promise<Result<null>>;
  removeFavourite(nodeId: number): Promise<Result<null>>;
}

/** Starts a game for the member; the server answers with the URL to open. */
export interface GameLaunchGateway {
  launchGame(request: { nodeId: number; gameCode: string; vassalage: string; trial: boolean }): Promise<Result<{ url: string }>>;
  /** The same, for a game known only by a link's code or node id. */
  launchByReference(game: GameReference, trial: boolean): Promise<Result<{ url: string }>>;
}

/** Support's switches on the catalogue. */
export interface CatalogAdminGateway {
  setVendorMaintenance(vassalage: string, on: boolean): Promise<Result<{ vassalage: string; maintenance: boolean }>>;
}

/** The favourite ids the lobby shows, held by the view; the toggle edits it optimistically. */
export interface FavouriteIds {
  get(): readonly number[];
  set(ids: readonly number[]): void;
}
