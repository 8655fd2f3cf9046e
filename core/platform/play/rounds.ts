/** A round of any provider (our house games or an outside one) as the betting record keeps it. */
export type RoundStatus = 'open' | 'closed';
export type StepKind = 'bet' | 'win' | 'rollback';

export interface RoundStep {
  readonly kind: StepKind;
  readonly txId: string;
  readonly amount: bigint;
  readonly at: Date;
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
  readonly provider: string;
  readonly roundRef: string;
  readonly accountId: number;
  readonly gameCode: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

export interface RoundRepository {
  /** Opens the round or returns the one already open under (provider, roundRef). */
  open(round: NewRound): Promise<Round>;
  find(id: number): Promise<Round | null>;
  findByRef(provider: string, roundRef: string): Promise<Round | null>;
  /** Adds a step and its amount to the round's stake or win (a rollback takes it off the stake). */
  addStep(roundId: number, step: RoundStep, balanceAfter: bigint): Promise<void>;
  close(roundId: number, at: Date): Promise<void>;
  remove(roundId: number): Promise<void>;
  openRounds(provider: string, accountId: number): Promise<Round[]>;
}
