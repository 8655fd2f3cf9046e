import type { PortalSettings } from '../system/settings';

export type Role = 'visitor' | 'trial' | 'member' | 'agent' | 'staff';

export function roleOfType(type: number, settings: Pick<PortalSettings, 'agentTypes' | 'trialType' | 'staffType'>): Exclude<Role, 'visitor'> {
  if (type === settings.staffType) return 'staff';
  if (type === settings.trialType) return 'trial';
  if (settings.agentTypes.includes(type)) return 'agent';
  return 'member';
}

/** What the login check before a protected action decides (spec §4 "Login check"). */
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

/** Outside game providers play real money with members and agents only: never staff, never a trial account. */
export function canPlayWithProviders(role: Exclude<Role, 'visitor'>): boolean {
  return role !== 'staff' && role !== 'trial';
}
