import type { CatalogLanguage } from '../../domain/catalog/games';
import type { BlackjackState } from '../../domain/play/blackjack';
import type { EngineCode } from '../../domain/play/engine';
import type { GameKind } from '../../domain/play/engine-kind';
import type { HmacSha256 } from '../../domain/play/fairness';
import type { SessionTimes } from '../../domain/access/session-timeout';
import type { StoredProtection } from '../protection/ports';
import type { NewRoundStep, StepKind } from '../../domain/play/round-steps';
import type { PageRequest } from '../../domain/kernel/paging';

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

/** The table games open to play now, each with its players. */
export interface TableRooms {
  /**
   * The catalogue's games played by one of `engines` whose vendor is not under maintenance, in
   * catalogue order, each with its players (counted once however many sessions they hold) whose
   * play session of it expires at or after `expiringFrom`.
   */
  open(engines: readonly string[], expiringFrom: Date): Promise<TableRoom[]>;
}

/** A round of any provider (our house games or an outside one) as the betting record keeps it. */
export type RoundStatus = 'open' | 'closed';

export interface RoundStep {
  /** 1, 2, … in the order the steps happened. */
  readonly seq: number;
  readonly kind: StepKind;
  readonly txId: string;
  readonly amount: bigint;
  readonly at: Date;
  readonly detail: Readonly<Record<string, unknown>>;
  /** The player's available balance right after the step (unknown for steps recorded before it was kept). */
  readonly balanceAfter: bigint | null;
}

export interface Round {
  readonly id: number;
  readonly provider: string;
  readonly roundRef: string;
  readonly accountId: number;
  readonly gameCode: string;
  readonly status: RoundStatus;
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  readonly balanceBefore: bigint | null;
  readonly balanceAfter: bigint | null;
  readonly stake: bigint;
  readonly win: bigint;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly steps: readonly RoundStep[];
}

export interface NewRound {
  /** A round id taken beforehand (see HouseReads), so movements can be keyed by it before it is written. */
  readonly id?: number;
  readonly provider: string;
  readonly roundRef: string;
  readonly accountId: number;
  readonly gameCode: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/**
 * Rounds and their steps. A step that moves money is written by the ledger in the movement's own
 * transaction (TransferRequest.roundSteps); `addStep` is for steps that move nothing.
 */
export interface RoundRepository {
  /** Opens the round or returns the one already open under (provider, roundRef). */
  open(round: NewRound): Promise<Round>;
  find(id: number): Promise<Round | null>;
  findByRef(provider: string, roundRef: string): Promise<Round | null>;
  /** Adds a step (once per round, kind and txId) and its amount to the round's stake or win. */
  /** False when the round has a step of this kind and transaction id already: nothing is written. */
  addStep(step: NewRoundStep, balanceAfter: bigint): Promise<boolean>;
  close(roundId: number, at: Date): Promise<void>;
  openRounds(provider: string, accountId: number): Promise<Round[]>;
  /** Rounds still open that started before `before`, oldest first; not the lottery's, whose draw settles or voids them however long it takes. */
  staleRounds(before: Date, limit: number): Promise<Round[]>;
}

/** How a round stands in the record: still open, settled, or cancelled (every bet rolled back). */
export type BetStatus = 'open' | 'settled' | 'cancelled';

export interface BetFilter extends PageRequest {
  readonly gameType?: string;
  /** Inclusive UTC instants. */
  readonly from?: Date;
  readonly to?: Date;
}

export interface BetRow {
  readonly roundId: number;
  readonly gameCode: string;
  readonly gameName: string;
  readonly vendor: string;
  readonly gameType: string;
  /** Its RNG sub-category (a table game, an arcade game), which says its kind better than "slots". */
  readonly gameClassify: string | null;
  readonly bet: bigint;
  /** The stake of a settled round; nothing is valid until it settles. */
  readonly validBet: bigint;
  readonly win: bigint;
  /** The player's result: win − stake of a settled round. */
  readonly profit: bigint;
  readonly status: BetStatus;
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  /** Our own games keep a provably fair record that the verify page recomputes. */
  readonly house: boolean;
}

export interface BetTotals {
  readonly count: number;
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  readonly profit: bigint;
}

export interface BetPage {
  readonly items: readonly BetRow[];
  readonly total: number;
  readonly totals: BetTotals;
}

export interface GameTypeTotals extends BetTotals {
  readonly gameType: string;
}

/** The betting record read side of the rounds every provider writes. */
export interface BetRecordRepository {
  page(accountId: number, filter: BetFilter): Promise<BetPage>;
  /** Totals per game type over the period, largest valid bet first. */
  summary(accountId: number, period: { from?: Date; to?: Date }): Promise<GameTypeTotals[]>;
}
