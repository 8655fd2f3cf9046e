import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { RateLimiter } from '../access/ports';
import { proveAuthenticator, type AuthenticatorDeps } from '../access/prove-authenticator';
import { AUTHENTICATOR_RATE } from './confirm-authenticator';
import { memberOnly } from './member-only';

/** Removes the authenticator, proved with a current code from it (or, the phone lost, a recovery code). */
export class UnbindAuthenticator {
  constructor(private readonly deps: AuthenticatorDeps & { limiter: RateLimiter }) {}

  async execute(caller: Principal, code: string): Promise<Result<null>> {
    const { deps } = this;
    const refused = memberOnly(caller);
    if (refused) return refused;
    const accountId = caller.account.id;
    if (!(await deps.limiter.hit(`authenticator:${accountId}`, AUTHENTICATOR_RATE.limit, AUTHENTICATOR_RATE.windowMs))) return fail('access.too_many_requests');
    const proved = await proveAuthenticator(deps, accountId, code);
    if (!proved.ok) return proved;
    await deps.authenticators.remove(accountId);
    return ok(null);
  }
}
