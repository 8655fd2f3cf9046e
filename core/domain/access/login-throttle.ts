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

/** The proof of work doubles with each failure from the captcha's threshold on, this many times at most. */
export const MAX_WORK_DOUBLINGS = 4;

/**
 * The proof-of-work difficulty (the largest secret number a challenge may hide) a login must
 * solve: `base` without recent failures, doubling from the captcha's threshold on with the worse
 * of the account's and the IP's failures, capped at 16 × `base`.
 */
export function workRequired(base: number, failures: RecentFailures): number {
  const worst = Math.max(failures.account, failures.ip);
  return base * 2 ** Math.min(MAX_WORK_DOUBLINGS, Math.max(0, worst - CAPTCHA_AFTER_FAILURES + 1));
}
