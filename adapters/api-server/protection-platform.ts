import type { GetMemberProtection, SetOperatorLimit } from '../../core/platform/protection/member-protection';
import type { GetMyProtection, SetMyLimit, TakeBreak } from '../../core/platform/protection/my-protection';

/** Responsible gaming: the member's own limits and breaks, and support's view and operator limits. */
export interface ProtectionPlatform {
  readonly mine: GetMyProtection;
  readonly setLimit: SetMyLimit;
  readonly takeBreak: TakeBreak;
  readonly member: GetMemberProtection;
  readonly setOperatorLimit: SetOperatorLimit;
}
