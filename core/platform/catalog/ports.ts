import type { AuditActor } from '../../domain/audit/audit-entry';
import type { Game, GameClassify, GameType, Vendor } from '../../domain/catalog/games';

/** A game as lists show it: with its vendor's display name and maintenance flag. */
export interface ListedGame extends Game {
  readonly displayName: string;
  readonly maintenance: boolean;
}

export interface GameQuery {
  readonly gameType?: GameType;
  /** Only these vendors (when given). */
  readonly vendors?: readonly string[];
  /** None of these vendors (when given). */
  readonly excludeVendors?: readonly string[];
  readonly gameClassify?: GameClassify;
  /** Case-insensitive part of the game's name in any language. */
  readonly name?: string;
  readonly offset: number;
  readonly limit: number;
}

/** The catalogue: vendor lines and their games, in the lobby's order (sort, then code or node id). */
export interface CatalogRepository {
  vendors(): Promise<Vendor[]>;
  games(query: GameQuery): Promise<{ games: ListedGame[]; total: number }>;
  game(nodeId: number): Promise<ListedGame | null>;
  /** The most played games (by hot rank), of one vendor or all. */
  hotGames(vendor: string | null, limit: number): Promise<ListedGame[]>;
  /** Returns the vendor as changed, or null for an unknown code; the audit log names `by` as the one who switched it. */
  setMaintenance(vassalage: string, on: boolean, by: AuditActor): Promise<Vendor | null>;
}

/** A member's favourite games, newest first. */
export interface FavouriteRepository {
  ids(accountId: number): Promise<number[]>;
  games(accountId: number): Promise<ListedGame[]>;
  /** Idempotent; false when no such game exists. */
  add(accountId: number, nodeId: number): Promise<boolean>;
  /** Idempotent. */
  remove(accountId: number, nodeId: number): Promise<void>;
}

/** Games a member launched, most recent first (the launch step writes them). */
export interface RecentGameRepository {
  games(accountId: number, limit: number): Promise<ListedGame[]>;
  /**
   * Notes a launch of the catalogue game `gameCode` (a game the catalogue does not list is not
   * noted): it moves to the front, and only the account's `keep` latest games are kept.
   */
  record(accountId: number, gameCode: string, at: Date, keep: number): Promise<void>;
}

/** A closed round that paid out, with the game it was played on. */
export interface BigWin {
  readonly roundId: number;
  readonly username: string;
  readonly win: bigint;
  readonly endedAt: Date;
  readonly game: ListedGame;
}

/** The wins of closed rounds on catalogue games. */
export interface WinRepository {
  /** Wins (win > 0) of rounds closed at or after `since`, largest first (then the earliest), of one game type or all. */
  biggest(query: { since: Date; gameType?: GameType; limit: number }): Promise<BigWin[]>;
}

/** A cache that may forget anything at any time: lists are recomputed on a miss. */
export interface ListCache<T> {
  get(key: string): readonly T[] | undefined;
  set(key: string, items: readonly T[]): void;
  clear(): void;
}

export type HotGamesCache = ListCache<ListedGame>;
/** A place on the winner board: the player's name masked, the win and the game to launch. */
export interface Winner {
  readonly rank: number;
  readonly playerName: string;
  readonly win: bigint;
  readonly wonAt: Date;
  readonly game: ListedGame;
}

export type WinnerBoardCache = ListCache<Winner>;
