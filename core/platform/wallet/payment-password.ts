import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Account } from '../access/account';
import type { PasswordHasher, RateLimiter } from '../access/ports';

export interface PaymentPasswordDeps {
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
}

/** Wrong payment passwords allowed per account in the window before it is locked for the rest of it. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

const triesKey = (accountId: number) => `payment-password:${accountId}`;

/**
 * Checks the payment password asked before money leaves a wallet. Only wrong answers count
 * towards the lock, so a member who types it right is never slowed down; the wrong answers of this
 * window and the one before count together, so five tries are five across a window edge too.
 */
export async function verifyPaymentPassword(deps: PaymentPasswordDeps, account: Account, password: string): Promise<Result<null>> {
  if (password.trim() === '') return fail('validation.required', { field: 'paymentPassword' });
  if (account.paymentPasswordHash === null) return fail('wallet.payment_password_not_set', { field: 'paymentPassword' });
  if ((await deps.limiter.count(triesKey(account.id), PAYMENT_PASSWORD_WINDOW_MS)) >= PAYMENT_PASSWORD_TRIES) {
    return fail('wallet.payment_password_locked', { field: 'paymentPassword' });
  }
  if (await deps.hasher.verify(password.trim(), account.paymentPasswordHash)) return ok(null);
  await deps.limiter.hit(triesKey(account.id), PAYMENT_PASSWORD_TRIES, PAYMENT_PASSWORD_WINDOW_MS);
  return fail('wallet.payment_password_wrong', { field: 'paymentPassword' });
}
