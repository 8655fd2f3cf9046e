import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPasswordExpired, mustChangePassword, type PasswordState } from '../../../../core/domain/access/password-policy';

const DAY = 86_400_000;
const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const state: fc.Arbitrary<PasswordState> = fc.record({
  loginType: fc.constantFrom('username' as const, 'sms' as const, 'third_party' as const),
  isDefaultPassword: fc.boolean(),
  passwordChangedAt: date,
  expiryDays: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 400 })),
  now: date,
});

/** The expiry moment by calendar arithmetic (UTC days), not by multiplying milliseconds. */
function expiresAt(changed: Date, days: number): Date {
  const d = new Date(changed.getTime());
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

describe('password policy', () => {
  it('a change is never forced for sms or third-party logins', () => {
    fc.assert(
      fc.property(state, fc.constantFrom('sms' as const, 'third_party' as const), (s, loginType) => {
        expect(mustChangePassword({ ...s, loginType })).toBe(false);
      }),
    );
  });

  it('expiry is off when expiryDays is 0 (or negative), however old the password', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: -10, max: 0 }), fc.integer({ min: 0, max: 100_000 }), (s, expiryDays, ageDays) => {
        expect(isPasswordExpired({ passwordChangedAt: s.passwordChangedAt, expiryDays, now: new Date(s.passwordChangedAt.getTime() + ageDays * DAY) })).toBe(
          false,
        );
      }),
    );
  });

  it('with expiry on, a password is expired from exactly expiryDays after its change', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 1, max: 400 }),
        fc.oneof(fc.constantFrom(0, -1, 1), fc.integer({ min: -3 * DAY, max: 3 * DAY })),
        (changed, days, offset) => {
          const end = expiresAt(changed, days);
          const now = new Date(end.getTime() + offset);
          expect(isPasswordExpired({ passwordChangedAt: changed, expiryDays: days, now })).toBe(now >= end);
        },
      ),
    );
  });

  it('a username login must change exactly when the password is the default or expired', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(mustChangePassword({ ...s, loginType: 'username' })).toBe(
          s.isDefaultPassword || (s.expiryDays > 0 && s.now >= expiresAt(s.passwordChangedAt, s.expiryDays)),
        );
      }),
    );
  });
});
