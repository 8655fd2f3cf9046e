import type { RebateLine } from '../../domain/engagement/rebate';
import type { VipTotals } from '../../domain/engagement/vip';

export interface ValidBetOfType {
  readonly gameType: string;
  readonly validBet: bigint;
}

/** What members played and paid in: read from settled rounds and approved deposits. */
export interface PlayTotals {
  /** Cumulative valid bet (stakes of closed rounds) and approved deposits. */
  totals(accountId: number): Promise<VipTotals>;
  /** Valid bet per game type of the member's rounds that ended in [from, to). */
  validBetByType(accountId: number, from: Date, to: Date): Promise<ValidBetOfType[]>;
  /** Members whose rounds ended or deposits were approved at or after `since`. */
  activeSince(since: Date): Promise<number[]>;
}

export interface VipRecords {
  /** The member's recorded level, 0 when none was recorded. */
  level(accountId: number): Promise<number>;
  /** Records `level` if it is above the recorded one; true when it rose (levels never fall). */
  raise(accountId: number, level: number): Promise<boolean>;
  /** Members and agents at `level` or above. */
  atLeast(level: number): Promise<number[]>;
}

export interface RebateClaim {
  readonly id: number;
  readonly accountId: number;
  readonly since: Date;
  readonly until: Date;
  readonly amount: bigint;
  readonly lines: readonly RebateLine[];
  readonly status: 'paying' | 'paid';
  readonly createdAt: Date;
}

export interface RebateClaims {
  /** The member's newest claim. */
  last(accountId: number): Promise<RebateClaim | null>;
  /** Writes a claim from `since`; null when a claim from that instant exists (another claim won). */
  open(claim: Pick<RebateClaim, 'accountId' | 'since' | 'until' | 'amount' | 'lines'>): Promise<RebateClaim | null>;
  markPaid(id: number): Promise<boolean>;
  /** The member's claims, newest first. */
  list(accountId: number, limit: number): Promise<RebateClaim[]>;
}
