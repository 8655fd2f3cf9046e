import { dueForTouch, sessionTimedOut } from '../../domain/access/session-timeout';
import { roleOfType, type Role } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import type { Account } from './account';
import type { AccessDeps } from './deps';
import type { Session } from './ports';

export interface Principal {
  readonly session: Session;
  readonly account: Account;
  readonly role: Exclude<Role, 'visitor'>;
}

/**
 * Resolves a bearer token to its live session, applying the idle and absolute timeouts, and
 * refuses members while the site is in maintenance or the caller's region is blocked. A session
 * cut short by the member's session-time limit ends with its own code.
 */
export class Authenticate {
  constructor(private readonly deps: Pick<AccessDeps, 'sessions' | 'accounts' | 'tokens' | 'settings' | 'clock'>) {}

  async execute(token: string | undefined, ip: string): Promise<Result<Principal>> {
    if (!token) return fail('access.not_logged_in');
    const now = this.deps.clock.now();
    const session = await this.deps.sessions.findActive(this.deps.tokens.hashOf(token));
    if (!session) return fail('access.not_logged_in');
    const settings = await this.deps.settings.load();
    if (sessionTimedOut(session, now, settings.session)) {
      await this.deps.sessions.revoke(session.id, now, { reason: 'expired' });
      // A session that had to end before the operator's absolute timeout ended by the member's session-time limit.
      const cutShort = now >= session.expiresAt && session.expiresAt.getTime() - session.createdAt.getTime() < settings.session.absoluteHours * 3_600_000;
      return fail(cutShort ? 'protection.session_time_limit' : 'access.session_expired');
    }
    const account = await this.deps.accounts.findById(session.accountId);
    if (!account) return fail('access.not_logged_in');
    const role = roleOfType(account.type, settings);
    const refusal = refusalFor(systemStateFor(settings, ip), role);
    if (refusal) return fail(refusal);
    if (dueForTouch(session, now)) await this.deps.sessions.touch(session.id, now);
    return ok({ session, account, role });
  }
}
