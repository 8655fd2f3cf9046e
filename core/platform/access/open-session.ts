import { NO_PROTECTION, sessionLimitMs } from '../../domain/protection/protection';
import type { PortalSettings } from '../../domain/system/settings';
import type { SessionScope } from '../../domain/protection/withdrawal-session';
import type { AccessDeps, Caller } from './deps';

/** Creates a session with the operator's absolute timeout, or the member's session-time limit when shorter, and returns the raw token once; a login passes its own instant. */
export async function openSession(
  deps: Pick<AccessDeps, 'sessions' | 'tokens' | 'protection' | 'clock'>,
  settings: PortalSettings,
  accountId: number,
  caller: Caller,
  now = deps.clock.now(),
  scope: SessionScope = 'full',
): Promise<string> {
  const { token, hash } = deps.tokens.issue();
  const absolute = settings.session.absoluteHours * 3_600_000;
  const limit = sessionLimitMs((await deps.protection.find(accountId)) ?? NO_PROTECTION, now);
  const expiresAt = new Date(now.getTime() + Math.min(absolute, limit ?? absolute));
  await deps.sessions.create(accountId, hash, now, expiresAt, { ip: caller.ip, userAgent: caller.userAgent ?? '' }, scope);
  return token;
}
