import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SessionsDeps } from './live-sessions';
import { memberOnly } from './member-only';

/** Which sessions to end: one by id, or every one but the caller's own. */
export type RevokeTarget = { readonly sessionId: number } | 'others';

/** Logs the member's other devices out: one, or all of them. */
export class RevokeMySessions {
  constructor(private readonly deps: Pick<SessionsDeps, 'sessions' | 'clock'>) {}

  async execute(caller: Principal, target: RevokeTarget): Promise<Result<{ revoked: number }>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const { sessions, clock } = this.deps;
    const accountId = caller.account.id;
    if (target === 'others') return ok({ revoked: await sessions.revokeOthers(accountId, caller.session.id, clock.now(), { reason: 'revoked' }) });
    if (target.sessionId === caller.session.id) return fail('access.revoke_current_session');
    return (await sessions.revokeOf(accountId, target.sessionId, clock.now(), { reason: 'revoked' })) ? ok({ revoked: 1 }) : fail('access.session_not_found');
  }
}
