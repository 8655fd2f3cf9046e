import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_AFTER_FAILURES, captchaRequired, FAILURE_WINDOW_MS, isLocked, LOCK_AFTER_FAILURES, LOCK_MS, shouldLock } from '../../../../core/domain/access/login-throttle';

const count = fc.nat(40);
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('login throttle rules', () => {
  it('the constants are the spec\'s: captcha after 3, lock after 10 within 15 minutes, for 15 minutes', () => {
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
