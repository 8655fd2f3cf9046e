import type { GameClassify, IsGame } from '../../domain/catalog/games';
import type { LaneType } from '../../domain/catalog/menu';
import type { PrizeMode } from '../../domain/catalog/prize-mode';

/** A vendor as the lobby shows it (tabs, drop panels, vendor entries). */
export interface VendorCard {
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameType: string;
  readonly lagerIcon: string;
  readonly maintenance: boolean;
}

export interface VendorLane {
  readonly gameType: LaneType;
  readonly vendors: readonly VendorCard[];
}

/** The lobby's vendor lanes (esports and cockfight split out, mixed-win added) and prize mode. */
export interface LobbyMenu {
  readonly lanes: readonly VendorLane[];
  readonly rngClassifies: readonly GameClassify[];
  readonly prizeMode: PrizeMode;
  /** The operator's home banner; linkageType ROUTE opens `target` inside the portal. */
  readonly banner: { readonly title: string; readonly subtitle: string; readonly linkageType: string; readonly target: string };
}

/** A lobby game card, its name in the language asked for. */
export interface GameCard {
  readonly nodeId: number;
  readonly gameCode: string;
  readonly name: string;
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameType: string;
  readonly gameClassify: string | null;
  readonly isGame: IsGame;
  readonly iconUrl: string;
  readonly maintenance: boolean;
}

export interface GameListQuery {
  readonly gameType?: string;
  readonly vassalage?: string;
  readonly gameClassify?: string;
  readonly gameName?: string;
  readonly language: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface GamePage {
  readonly games: readonly GameCard[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly total: number;
}

/** A place on the winner board: the player's masked name, the win in minor units, the game to start. */
export interface WinnerEntry {
  readonly rank: number;
  readonly playerName: string;
  readonly win: bigint;
  readonly wonAt: string;
  readonly game: GameCard;
}

export interface WinnerBoard {
  readonly entries: readonly WinnerEntry[];
  /** Decimal places of the amounts. */
  readonly scale: number;
}

/** A game named by its code or its catalogue node id (a /seamless link). */
export type GameReference = { readonly gameCode: string } | { readonly nodeId: number };

/** Where a launch ended: a page to go to, a vendor's game list, the login popup, or a game URL. */
export type LaunchOutcome =
  | { readonly kind: 'login' }
  | { readonly kind: 'route'; readonly path: string; readonly query: Readonly<Record<string, string>> }
  | { readonly kind: 'vendorGames'; readonly vassalage: string }
  | { readonly kind: 'launched'; readonly url: string };
