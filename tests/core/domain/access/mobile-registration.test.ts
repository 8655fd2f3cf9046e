import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameForMobile, validateMobileRegistration, type MobileRegistrationRules } from '../../../../core/domain/access/mobile-registration';
import { checkPattern } from '../../../../core/domain/access/patterns';
import type { Failure } from '../../../../core/domain/kernel/result';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';

const COUNTRIES = [
  { country: 'PK', dialingCode: '+92', digits: [10] },
  { country: 'AE', dialingCode: '+971', digits: [9] },
];
const PASSWORD = { id: 'lettersAndDigits', min: 6, max: 20 } as const;
const rulesArb = fc
  .record({ codeRequired: fc.boolean(), passwordPair: fc.boolean() })
  .map((f): MobileRegistrationRules => ({ ...f, countries: COUNTRIES, password: PASSWORD }));
const national = (country: (typeof COUNTRIES)[number]) => fc.stringMatching(country.dialingCode === '+92' ? /^3[0-9]{9}$/ : /^5[0-9]{8}$/);
const validInput = fc.constantFrom(...COUNTRIES).chain((country) =>
  fc.record({
    countryDialingCode: fc.constant(country.dialingCode),
    mobileNum: national(country),
    code: fc.stringMatching(/^[0-9]{6}$/),
    password: fc.stringMatching(/^[a-z][0-9][a-z0-9]{4,10}$/),
    termsAccepted: fc.constant(true),
  }),
);
const fieldsOf = (error: Failure) => ((error.value?.['errors'] as Failure[]) ?? []).map((f) => f.field).sort();

describe('validateMobileRegistration', () => {
  it('property: a well-formed form passes under any flags; the code and password are kept only when the flags ask for them', () => {
    fc.assert(
      fc.property(validInput, rulesArb, (input, rules) => {
        const result = validateMobileRegistration({ ...input, confirmPassword: input.password }, rules);
        expect(result).toEqual({
          ok: true,
          value: {
            mobile: `${input.countryDialingCode}${input.mobileNum}`,
            code: rules.codeRequired ? input.code : null,
            password: rules.passwordPair ? input.password : null,
          },
        });
      }),
    );
  });

  it('property: a missing code fails exactly when the SMS flag is on; a confirmation mismatch exactly when the password pair is', () => {
    fc.assert(
      fc.property(validInput, rulesArb, fc.stringMatching(/^[a-z][0-9][a-z0-9]{4,10}$/), (input, rules, other) => {
        fc.pre(other !== input.password);
        const result = validateMobileRegistration({ ...input, code: '', confirmPassword: other }, rules);
        const expected = [...(rules.codeRequired ? ['code'] : []), ...(rules.passwordPair ? ['confirmPassword'] : [])];
        if (expected.length === 0) expect(result.ok).toBe(true);
        else expect(!result.ok && fieldsOf(result.error)).toEqual(expected);
      }),
    );
  });

  it('property: a password of up to 64 code points (emoji included) is taken, one more is too long; a referral code of up to 32 characters is taken, one more is refused', () => {
    const open = { countries: COUNTRIES, codeRequired: false, passwordPair: true, password: '*' } as const;
    const form = { countryDialingCode: '+92', mobileNum: '3001234567', code: '', password: 'secret1', confirmPassword: 'secret1', termsAccepted: true };
    fc.assert(
      fc.property(textAround(64, visibleCodePoint), textAround(32, fc.constantFrom(...'aZ09_-')), (password, referralCode) => {
        const withPassword = validateMobileRegistration({ ...form, password, confirmPassword: password }, open);
        if ([...password].length <= 64) expect(withPassword).toMatchObject({ ok: true, value: { password } });
        else expect(withPassword).toMatchObject({ ok: false, error: { code: 'validation.too_long', field: 'password', params: { max: 64 } } });
        const withCode = validateMobileRegistration({ ...form, referralCode }, open);
        if (referralCode.length <= 32) expect(withCode).toMatchObject({ ok: true, value: { referralCode } });
        else expect(withCode).toMatchObject({ ok: false, error: { code: 'validation.invalid_referral_code', field: 'referralCode' } });
      }),
    );
  });

  it('every failure is named at once, the first being the overall error', () => {
    const result = validateMobileRegistration(
      { countryDialingCode: '+92', mobileNum: '12', code: 'abc', password: 'x', confirmPassword: 'y', termsAccepted: false, referralCode: 'bad code!' },
      { countries: COUNTRIES, codeRequired: true, passwordPair: true, password: PASSWORD },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('validation.terms_required');
    expect(fieldsOf(result.error)).toEqual(['code', 'confirmPassword', 'mobileNum', 'password', 'referralCode', 'terms']);
  });
});

describe('usernameForMobile', () => {
  it('property: distinct numbers get distinct usernames, each a valid default username', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.stringMatching(/^[1-9][0-9]{8,9}$/), fc.stringMatching(/^[1-9][0-9]{8,9}$/), (country, a, b) => {
        const [ua, ub] = [usernameForMobile(`${country.dialingCode}${a}`), usernameForMobile(`${country.dialingCode}${b}`)];
        expect(ua === ub).toBe(a === b);
        expect(checkPattern(ua, { id: 'letterFirstAlnum', min: 4, max: 16 }).ok).toBe(true);
      }),
    );
  });
});
