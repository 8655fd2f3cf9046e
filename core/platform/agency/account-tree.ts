import type { AuditActor } from '../../domain/audit/audit-entry';
/** An account's place in the tree: who it is and who its direct upline is. */
export interface TreeAccount {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly uplineId: number | null;
}

/** The upline/downline tree over accounts. */
export interface AccountTree {
  findById(id: number): Promise<TreeAccount | null>;
  findByUsername(username: string): Promise<TreeAccount | null>;
  /** The accounts directly under `uplineId`, by username, at most `limit`. */
  directDownlines(uplineId: number, limit: number): Promise<TreeAccount[]>;
  /** `id`'s upline, that one's upline, and so on to the top. */
  ancestors(id: number): Promise<number[]>;
  /**
   * Puts `id` directly under `uplineId` in one step that re-checks the tree: 'cycle' (and no
   * change) when `uplineId` is `id` or already under it, however many links race. The audit log
   * names `by` as the one who moved it.
   */
  setUpline(id: number, uplineId: number, by: AuditActor): Promise<'linked' | 'cycle'>;
}
