import type { PortalSettings } from '../system/settings';

export type Role = 'visitor' | 'trial' | 'member' | 'agent' | 'staff';

export function roleOfType(type: number, settings: Pick<PortalSettings, 'agentTypes' | 'trialType' | 'staffType'>): Exclude<Role, 'visitor'> {
  if (type === settings.staffType) return 'staff';
  if (type === settings.trialType) return 'trial';
  if (settings.agentTypes.includes(type)) return 'agent';
  return 'member';
}

/** What the login check before a protected action decides. */
export type GuardDecision = 'open_login' | 'need_true_account' | 'proceed';

export function guardProtectedAction(role: Role): GuardDecision {
  if (role === 'visitor') return 'open_login';
  if (role === 'trial') return 'need_true_account';
  return 'proceed';
}

/** Staff accounts work through the CLI and cannot sign in to the member site. */
export function canUseMemberSite(role: Exclude<Role, 'visitor'>): boolean {
  return role !== 'staff';
}

/**
 * Real money (staking, paying in or out, moving or earning it) is for members and agents: a
 * trial account is asked to register, so its demo credit never meets real money; staff have no
 * wallet. The refusal's code, or null when the role may.
 */
export function realMoneyRefusal(role: Role): 'access.not_logged_in' | 'access.need_true_account' | 'access.forbidden' | null {
  if (role === 'visitor') return 'access.not_logged_in';
  if (role === 'trial') return 'access.need_true_account';
  if (role === 'staff') return 'access.forbidden';
  return null;
}
