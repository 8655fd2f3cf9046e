import type { CatalogLanguage } from '../../domain/catalog/games';
import type { BlackjackState } from '../../domain/play/blackjack';
import type { EngineCode } from '../../domain/play/engine';
import type { GameKind } from '../../domain/play/engine-kind';
import type { HmacSha256 } from '../../domain/play/fairness';
import type { SessionTimes } from '../../domain/access/session-timeout';
import type { StoredProtection } from '../protection/ports';

/** The hashing that provably fair play needs: HMAC for the float stream, SHA-256 for seed hashes. */
export interface FairCrypto {
  readonly hmacSha256: HmacSha256;
  sha256Hex(text: string): string;
}

export interface SeedPair {
  readonly id: number;
  readonly accountId: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next round will use. */
  readonly nonce: number;
  readonly revealedAt: Date | null;
}

export interface NewSeed {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
}

/** One active seed pair per player; rotating retires (reveals) it and starts the next at nonce 0. */
export interface SeedRepository {
  active(accountId: number, fresh: NewSeed): Promise<SeedPair>;
  /** Takes the active pair's next nonce atomically (creating the pair from `fresh` when none). */
  takeNonce(accountId: number, fresh: NewSeed): Promise<SeedPair>;
  rotate(accountId: number, next: NewSeed, at: Date): Promise<{ revealed: SeedPair | null; active: SeedPair }>;
  find(id: number): Promise<SeedPair | null>;
}

export interface LaunchGrant {
  readonly accountId: number | null;
  readonly gameCode: string;
  readonly engine: EngineCode;
  readonly trial: boolean;
  /** The login session that launched the game; null for a visitor's trial. */
  readonly loginSessionId: number | null;
}

export interface PlaySession extends LaunchGrant {
  readonly demoBalance: bigint | null;
  readonly expiresAt: Date;
  /** Its login session while that is not revoked (null once it is, or when there is none). */
  readonly login: SessionTimes | null;
}

/** What a house round is decided on, as of one moment. */
export interface HouseRoundStart {
  /** The play session of the token's hash while it has not expired. */
  readonly session: PlaySession | null;
  /** A member's main wallet's available amount; null in a trial or without a wallet. */
  readonly available: bigint | null;
  readonly protection: StoredProtection | null;
  /** A member's active seed pair with the nonce this round takes (already counted), or null when none is active. */
  readonly seeds: SeedPair | null;
  /** The id the member's round is written under; null in a trial. */
  readonly roundId: number | null;
}

/**
 * The start of a house round in one round trip: the reads, and for a member the round's nonce and
 * round id taken (a round that is then refused leaves a gap in both, as a refused transfer always has).
 */
export interface HouseRounds {
  start(tokenHash: string, at: Date): Promise<HouseRoundStart>;
}

/** A trial session's blackjack hand in play: its shoe's seed (never shown) and state, and the request that made its last move. */
export interface TrialHand {
  readonly seed: string;
  readonly state: BlackjackState;
  readonly requestId?: string;
}

/** Launch tokens redeem once into a play session; both are kept only as hashes. */
export interface PlaySessionRepository {
  addLaunch(tokenHash: string, grant: LaunchGrant, expiresAt: Date): Promise<void>;
  /** Marks the launch used and returns it, once, while it has not expired. */
  redeemLaunch(tokenHash: string, at: Date): Promise<LaunchGrant | null>;
  openSession(tokenHash: string, grant: LaunchGrant, demoBalance: bigint | null, expiresAt: Date): Promise<void>;
  findSession(tokenHash: string, at: Date): Promise<PlaySession | null>;
  /** Moves a trial session's demo credits by −bet +win when they cover the bet; the new balance or null. */
  settleDemo(tokenHash: string, bet: bigint, win: bigint): Promise<bigint | null>;
  trialHand(tokenHash: string): Promise<TrialHand | null>;
  /** Keeps a trial session's hand and moves its demo credits by −stake +win, together, when they cover the stake; the new balance or null. */
  keepTrialHand(tokenHash: string, hand: TrialHand, stake: bigint, win: bigint): Promise<bigint | null>;
}

/** A game named by its code or by its catalogue node id. */
export type GameRef = { readonly gameCode: string } | { readonly nodeId: number };

/** A catalogue entry a house engine is set to play; `engineFits` says whether it may. */
export interface PlayableGame extends GameKind {
  readonly gameCode: string;
  /** Its English name, the house game pages' title. */
  readonly name: string;
  readonly engine: EngineCode;
  /** Its vendor is under maintenance: it plays nothing until that ends. */
  readonly maintenance: boolean;
}

/** Which engine plays a catalogue game (null when the game is unknown or no engine plays it). */
export interface GameEngines {
  find(game: GameRef): Promise<PlayableGame | null>;
}

/** A house card or table game of the catalogue, with the players seated at it. */
export interface TableRoom {
  readonly nodeId: number;
  readonly gameCode: string;
  readonly names: Readonly<Record<CatalogLanguage, string>>;
  readonly engine: string;
  readonly seated: number;
}

export interface TableRooms {
  /**
   * The catalogue's games played by one of `engines` whose vendor is not under maintenance, in
   * catalogue order, each with its players (counted once however many sessions they hold) whose
   * play session of it expires at or after `expiringFrom`.
   */
  open(engines: readonly string[], expiringFrom: Date): Promise<TableRoom[]>;
}
