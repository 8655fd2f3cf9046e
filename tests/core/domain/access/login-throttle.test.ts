import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_AFTER_FAILURES,
  captchaRequired,
  FAILURE_WINDOW_MS,
  isLocked,
  LOCK_AFTER_FAILURES,
  LOCK_MS,
  MAX_WORK_DOUBLINGS,
  shouldLock,
  workRequired,
} from '../../../../core/domain/access/login-throttle';

const count = fc.nat(40);
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

const base = fc.integer({ min: 1, max: 1_000_000 });

describe('login throttle rules', () => {
  it('the proof of work is the base without failures, and while neither count reaches the captcha threshold', () => {
    fc.assert(
      fc.property(base, fc.nat(CAPTCHA_AFTER_FAILURES - 1), fc.nat(CAPTCHA_AFTER_FAILURES - 1), (b, account, ip) => {
        expect(workRequired(b, { account: 0, ip: 0 })).toBe(b);
        expect(workRequired(b, { account, ip })).toBe(b);
      }),
    );
  });

  it('the proof of work never falls as either failure count grows, and a failure past the threshold doubles it until the cap', () => {
    fc.assert(
      fc.property(base, count, count, fc.nat(5), fc.nat(5), (b, account, ip, moreA, moreI) => {
        const work = workRequired(b, { account, ip });
        expect(workRequired(b, { account: account + moreA, ip: ip + moreI })).toBeGreaterThanOrEqual(work);
        const worst = Math.max(account, ip);
        if (worst >= CAPTCHA_AFTER_FAILURES - 1 && work < b * 2 ** MAX_WORK_DOUBLINGS)
          expect(workRequired(b, { account: worst + 1, ip: worst + 1 })).toBe(2 * work);
      }),
    );
  });

  it("the proof of work is capped at 16 times the base, reached within the lock's 10 failures", () => {
    fc.assert(
      fc.property(base, count, count, (b, account, ip) => {
        expect(workRequired(b, { account, ip })).toBeLessThanOrEqual(16 * b);
        expect(workRequired(b, { account: LOCK_AFTER_FAILURES, ip })).toBe(16 * b);
      }),
    );
  });

  it("the constants are the spec's: captcha after 3, lock after 10 within 15 minutes, for 15 minutes", () => {
    expect([CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, FAILURE_WINDOW_MS, LOCK_MS]).toEqual([3, 10, 900_000, 900_000]);
  });

  it('a captcha is required exactly when the account or the ip has 3 or more recent failures', () => {
    fc.assert(
      fc.property(count, count, (account, ip) => {
        expect(captchaRequired({ account, ip })).toBe(Math.max(account, ip) >= 3);
      }),
    );
  });

  it('more failures never lift the captcha requirement', () => {
    fc.assert(
      fc.property(count, count, fc.nat(5), fc.nat(5), (account, ip, moreA, moreI) => {
        if (captchaRequired({ account, ip })) expect(captchaRequired({ account: account + moreA, ip: ip + moreI })).toBe(true);
      }),
    );
  });

  it('an account locks exactly from the 10th failure in the window on', () => {
    fc.assert(
      fc.property(count, (n) => {
        expect(shouldLock(n)).toBe(n >= 10);
      }),
    );
  });

  it('a lock holds strictly before its end and never without one', () => {
    fc.assert(
      fc.property(instant, instant, (until, now) => {
        expect(isLocked(new Date(until), new Date(now))).toBe(now < until);
        expect(isLocked(null, new Date(now))).toBe(false);
      }),
    );
    expect(isLocked(new Date(1000), new Date(1000))).toBe(false);
    expect(isLocked(new Date(1000), new Date(999))).toBe(true);
  });
});
