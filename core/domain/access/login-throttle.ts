/** Brute-force rules: captcha after 3 failures, lock after 10 failures in 15 minutes, for 15 minutes. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export interface RecentFailures {
  /** failures for the account within the window */
  readonly account: number;
  /** failures from the caller's IP within the window */
  readonly ip: number;
}

export function captchaRequired(failures: RecentFailures): boolean {
  return failures.account >= CAPTCHA_AFTER_FAILURES || failures.ip >= CAPTCHA_AFTER_FAILURES;
}

export function shouldLock(accountFailuresInWindow: number): boolean {
  return accountFailuresInWindow >= LOCK_AFTER_FAILURES;
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
