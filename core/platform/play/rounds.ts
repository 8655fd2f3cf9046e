import type { NewRoundStep, StepKind } from '../../domain/play/round-steps';

export type { StepKind };

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
