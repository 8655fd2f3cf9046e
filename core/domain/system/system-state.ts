import { ipInAnyCidr } from './cidr';
import type { PortalSettings } from './settings';

/** 0 normal, 1 maintenance, 2 region block; maintenance wins over region. */
export type SystemState = 0 | 1 | 2;

export function systemStateFor(settings: Pick<PortalSettings, 'maintenance' | 'regionRestriction'>, ip: string): SystemState {
  if (settings.maintenance.enabled) return 1;
  if (settings.regionRestriction.enabled && ipInAnyCidr(ip, settings.regionRestriction.cidrs)) return 2;
  return 0;
}

/**
 * What the site state refuses to everyone but staff: during maintenance every member action, and
 * from a blocked region the same. Staff keep working so they can switch the state back.
 */
export function refusalFor(
  state: SystemState,
  role: 'staff' | 'member' | 'agent' | 'trial' | 'visitor',
): 'system.maintenance' | 'system.region_blocked' | null {
  if (role === 'staff' || state === 0) return null;
  return state === 1 ? 'system.maintenance' : 'system.region_blocked';
}

/**
 * Maintenance stops play: no new stake (a house round, a provider's bet) is taken while it is on.
 * What was staked before still settles (a provider's wins, rollbacks and round ends).
 */
export function stakeRefusal(settings: Pick<PortalSettings, 'maintenance'>): 'system.maintenance' | null {
  return settings.maintenance.enabled ? 'system.maintenance' : null;
}
