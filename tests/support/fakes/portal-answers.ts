import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, type Result } from '../../../core/domain/kernel/result';

/** The failure a test scripted for a portal fake's next call (`failNext`), taken once. */
export function takeFailure(fake: { failNext: FailureCode | null }): Result<never> | null {
  const code = fake.failNext;
  fake.failNext = null;
  return code ? fail(code) : null;
}

/**
 * What the server answers a member's route by whose session calls: none is access.not_logged_in;
 * a trial account's is access.need_true_account unless the route serves trial accounts too.
 */
export function sessionRefusal(role: 'member' | 'trial' | null, trialServed = false): Result<never> | null {
  if (role === null) return fail('access.not_logged_in');
  return role === 'trial' && !trialServed ? fail('access.need_true_account') : null;
}
