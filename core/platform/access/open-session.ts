import type { PortalSettings } from '../../domain/system/settings';
import type { AccessDeps, Caller } from './deps';

/** Creates a session with the operator's absolute timeout and returns the raw token once. */
export async function openSession(deps: Pick<AccessDeps, 'sessions' | 'tokens' | 'clock'>, settings: PortalSettings, accountId: number, caller: Caller): Promise<string> {
  const now = deps.clock.now();
  const { token, hash } = deps.tokens.issue();
  const expiresAt = new Date(now.getTime() + settings.session.absoluteHours * 3_600_000);
  await deps.sessions.create(accountId, hash, now, expiresAt, { ip: caller.ip, userAgent: caller.userAgent ?? '' });
  return token;
}
