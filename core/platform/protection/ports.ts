import type { AuditActor } from '../../domain/audit/audit-entry';
import type { CappedWindow, LimitBreach, Protection } from '../../domain/protection/protection';
import type { UsageWindow } from '../../domain/protection/limits';

export interface StoredProtection extends Protection {
  /** Bumped by every save: a save from an older read is refused. */
  readonly version: number;
}

/** A window to rebuild from the account's history: everything from `from` on counts. */
export interface SeedWindow extends UsageWindow {
  readonly from: Date;
}

/**
 * Members' limits, breaks and the usage counted against the limits. Usage is one amount per
 * account, metric and window; `reserve` adds to several windows at once or to none.
 */
export interface ProtectionRepository {
  find(accountId: number): Promise<StoredProtection | null>;
  /** The stored records of those of the accounts that have one. */
  findMany(accountIds: readonly number[]): Promise<Map<number, StoredProtection>>;
  /**
   * Stores the record if it is still at `version` (0: none stored yet); false when another change
   * came first. The `seed` windows' usage is rebuilt from history in the same transaction:
   * deposits not turned down; stakes (bets and money moved into vendor wallets); wins, jackpots,
   * refunds and money moved back from vendor wallets.
   */
  save(accountId: number, record: Protection, version: number, seed: readonly SeedWindow[], by: AuditActor): Promise<boolean>;
  /**
   * Adds `amount` to every window when none would pass its cap, atomically with any concurrent
   * reserve; otherwise adds nothing and answers the first window that would.
   */
  reserve(accountId: number, windows: readonly CappedWindow[], amount: bigint): Promise<LimitBreach | null>;
  /** Adds `amount` (negative to take back) to every window, without caps. */
  add(accountId: number, windows: readonly UsageWindow[], amount: bigint): Promise<void>;
  /** What each window holds, in the order asked (0 for a window with nothing). */
  usage(accountId: number, windows: readonly UsageWindow[]): Promise<bigint[]>;
}
