import type { Result } from '../../domain/kernel/result';
import type { BlackjackAction } from '../../domain/play/blackjack';
import type { EngineCode, PlayParams } from '../../domain/play/engine';

export interface TableSession {
  readonly gameCode: string;
  readonly gameName: string;
  readonly engine: EngineCode;
  readonly trial: boolean;
  readonly balance: bigint;
  readonly scale: number;
  readonly currency: string;
  /** Rounds of this game left unfinished last time, finished as the table opened. */
  readonly resumed: readonly { readonly roundId: number; readonly bet: bigint; readonly win: bigint; readonly jackpot: bigint }[];
  /** A round still open this long is completed or refunded by its rule. */
  readonly roundTimeoutMinutes: number;
}

export interface Seeds {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface RoundResult<O = unknown> {
  readonly roundId: number | null;
  readonly outcome: O;
  readonly multiplier: number;
  readonly bet: bigint;
  readonly win: bigint;
  readonly jackpot: bigint;
  readonly balance: bigint;
  readonly fairness: Seeds | null;
  /** The round waits on the player's decisions (a blackjack hand): nothing is won yet. */
  readonly inPlay?: boolean;
}

export interface RoundCheck {
  readonly roundId: number;
  readonly serverSeed: string;
  readonly hashMatches: boolean;
  readonly outcomeMatches: boolean;
}

/** The house-game API as a game page sees it; the gateway keeps the play-session token. */
export interface HouseGameGateway {
  openSession(launch: string): Promise<Result<TableSession>>;
  play(engine: EngineCode, amount: bigint, params: PlayParams | undefined): Promise<Result<RoundResult>>;
  seeds(): Promise<Result<Seeds>>;
  rotateSeed(clientSeed: string | undefined): Promise<Result<{ revealed: (Seeds & { serverSeed: string }) | null; active: Seeds }>>;
  verify(roundId: number): Promise<Result<RoundCheck>>;
  jackpot(): Promise<Result<bigint>>;
  /** Blackjack: the outcome of each answer is the hand as the player may see it (BlackjackView). */
  dealBlackjack(amount: bigint): Promise<Result<RoundResult>>;
  actBlackjack(roundId: number | null, action: BlackjackAction, requestId: string): Promise<Result<RoundResult>>;
  /** The hand still in play, or null. */
  blackjackHand(): Promise<Result<RoundResult | null>>;
}
