import type { Result } from '../../domain/kernel/result';
import type { BreakKind, ExclusionChoice, TimeoutChoice } from '../../domain/protection/breaks';
import type { LimitKey } from '../../domain/protection/limits';

export interface LimitInfo {
  readonly key: LimitKey;
  /** Minor units; minutes for `session`. */
  readonly member: bigint | null;
  readonly pending: { readonly value: bigint | null; readonly at: string } | null;
  readonly operator: bigint | null;
  readonly effective: bigint | null;
  /** The current window's usage, while usage is counted. */
  readonly used: bigint | null;
  readonly resetsAt: string | null;
}

export interface ProtectionInfo {
  readonly limits: readonly LimitInfo[];
  readonly pause: { readonly kind: BreakKind; readonly startedAt: string; readonly endsAt: string | null } | null;
}

export type BreakChoice = { readonly kind: 'timeout'; readonly duration: TimeoutChoice } | { readonly kind: 'exclusion'; readonly duration: ExclusionChoice };

/** The member's responsible-gaming calls. */
export interface ProtectionGateway {
  myProtection(): Promise<Result<ProtectionInfo>>;
  /** `value` in major units (minutes for `session`); null removes. */
  setMyLimit(key: LimitKey, value: string | null): Promise<Result<ProtectionInfo>>;
  takeBreak(choice: BreakChoice): Promise<Result<ProtectionInfo>>;
}

/** Support's view of a member's protection, and the operator's own limits. */
export interface MemberProtectionGateway {
  memberProtection(account: string): Promise<Result<ProtectionInfo & { readonly account: string }>>;
  setOperatorLimit(account: string, key: LimitKey, value: string | null): Promise<Result<ProtectionInfo & { readonly account: string }>>;
}
