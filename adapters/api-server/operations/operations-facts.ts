import type { Sample } from './prometheus';

export interface JobLag {
  readonly job: string;
  readonly lagSeconds: number;
  /** Runs finished since the process started, failed ones included. */
  readonly runs: number;
}

/** What the composition root tells the health and metrics routes about the process and its database. */
export interface OperationsFacts {
  readonly version: string;
  uptimeSeconds(): number;
  databaseAnswers(): Promise<boolean>;
  jobLags(): readonly JobLag[];
  /** Ledger transfers in the database, by kind (the same figure from every process). */
  ledgerTransfers(): Promise<readonly Sample[]>;
  /** Age of the oldest outbox event not yet published; 0 when none waits. */
  outboxLagSeconds(): Promise<number>;
}

export const schedulerLagSeconds = (facts: OperationsFacts) => Math.max(0, ...facts.jobLags().map((j) => j.lagSeconds));

/** Set when the process starts shutting down: readiness answers 503 from then on. */
export class DrainState {
  draining = false;
}
