import { isRecoveryCodeShape, normalizeRecoveryCode } from '../../domain/access/recovery-codes';
import { matchTotp, type HmacSha1 } from '../../domain/access/totp';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { CodeHasher } from '../verification/ports';
import type { Authenticators } from './ports';

export interface AuthenticatorDeps {
  readonly authenticators: Authenticators;
  readonly hmac: HmacSha1;
  readonly codeHasher: CodeHasher;
  readonly clock: Clock;
}

export const recoveryCodeHash = (hasher: CodeHasher, accountId: number, code: string): string =>
  hasher.hash('recovery_code', String(accountId), normalizeRecoveryCode(code));

/**
 * Whether a typed code proves the bound authenticator: a current code from the app, or one of the
 * unused recovery codes. What passes is used up, so it never passes twice.
 */
export async function proveAuthenticator(deps: AuthenticatorDeps, accountId: number, typed: string): Promise<Result<'totp' | 'recovery'>> {
  const authenticator = await deps.authenticators.find(accountId);
  if (!authenticator?.confirmedAt) return fail('access.authenticator_not_bound');
  if (isRecoveryCodeShape(typed)) {
    const used = await deps.authenticators.useRecoveryCode(accountId, recoveryCodeHash(deps.codeHasher, accountId, typed), deps.clock.now());
    return used ? ok('recovery') : fail('access.totp_invalid', { field: 'code' });
  }
  const step = matchTotp(deps.hmac, deps.clock, authenticator.secret, typed, authenticator.lastUsedStep);
  if (!step.ok) return step;
  return (await deps.authenticators.useStep(accountId, step.value)) ? ok('totp') : fail('access.totp_invalid', { field: 'code' });
}
