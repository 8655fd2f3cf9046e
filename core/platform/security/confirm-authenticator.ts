import { newRecoveryCodes } from '../../domain/access/recovery-codes';
import { matchTotp } from '../../domain/access/totp';
import type { Random } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { RateLimiter } from '../access/ports';
import { recoveryCodeHash, type AuthenticatorDeps } from '../access/prove-authenticator';
import { memberOnly } from './member-only';

/** Wrong codes a member may type into the authenticator forms per ten minutes. */
export const AUTHENTICATOR_RATE = { limit: 10, windowMs: 10 * 60_000 };

/**
 * The first code from the app proves it holds the staged secret: the authenticator is bound and
 * eight recovery codes are handed out, this once (only their hashes are kept).
 */
export class ConfirmAuthenticator {
  constructor(private readonly deps: AuthenticatorDeps & { limiter: RateLimiter; random: Random }) {}

  async execute(caller: Principal, code: string): Promise<Result<{ recoveryCodes: string[] }>> {
    const { deps } = this;
    const refused = memberOnly(caller);
    if (refused) return refused;
    const accountId = caller.account.id;
    const staged = await deps.authenticators.find(accountId);
    if (!staged) return fail('access.authenticator_not_started');
    if (staged.confirmedAt) return fail('access.authenticator_bound');
    if (!(await deps.limiter.hit(`authenticator:${accountId}`, AUTHENTICATOR_RATE.limit, AUTHENTICATOR_RATE.windowMs))) return fail('access.too_many_requests');
    const step = matchTotp(deps.hmac, deps.clock, staged.secret, code, null);
    if (!step.ok) return step;
    const recoveryCodes = newRecoveryCodes(deps.random);
    const hashes = recoveryCodes.map((c) => recoveryCodeHash(deps.codeHasher, accountId, c));
    if (!(await deps.authenticators.confirm(accountId, step.value, hashes, deps.clock.now()))) return fail('access.authenticator_bound');
    return ok({ recoveryCodes });
  }
}
