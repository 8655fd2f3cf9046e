import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldPattern } from '../../../../core/domain/access/patterns';
import {
  OPTIONAL_REGISTER_FIELDS,
  registrationRulesOf,
  validateRegistration,
  type OptionalRegisterField,
  type RegistrationInput,
  type RegistrationRules,
} from '../../../../core/domain/access/registration';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { RegisterFieldSetting } from '../../../../core/domain/system/settings';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import { defaultSettings } from '../../../support/fakes/settings';

const DIGITS: FieldPattern = { id: 'digitsOnly', min: 1, max: 12 };
const ALNUM: FieldPattern = { id: 'lettersOrDigits', min: 2, max: 20 };

const pattern = fc.constantFrom<FieldPattern>('*', DIGITS, ALNUM);
const setting: fc.Arbitrary<RegisterFieldSetting> = fc.record({ shown: fc.boolean(), required: fc.boolean(), acceptedPattern: pattern });
const rulesArb: fc.Arbitrary<RegistrationRules> = fc.record({
  username: fc.constantFrom<FieldPattern>('*', { id: 'letterFirstAlnum', min: 4, max: 16 }),
  password: fc.constantFrom<FieldPattern>('*', { id: 'lettersAndDigits', min: 6, max: 20 }),
  fields: fc.record(
    Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((f) => [f, setting])) as Record<OptionalRegisterField, fc.Arbitrary<RegisterFieldSetting>>,
    { requiredKeys: [] },
  ),
});

/** Values that sometimes fit the patterns above and sometimes do not (blank, padded, wrong class). */
const fieldValue = fc.oneof(
  fc.constantFrom('', '  ', ' 12345 ', 'abc12', 'a', 'x y', '١٢٣'),
  fc.stringMatching(/^[0-9]{1,14}$/),
  fc.stringMatching(/^[a-z0-9]{1,22}$/),
);
const username = fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/), fc.constantFrom('', '   ', '1abc', 'ab'), fc.string({ maxLength: 40 }));
const password = fc.oneof(fc.stringMatching(/^[a-z]{3,9}[0-9]{3,9}$/), fc.constantFrom('', ' ', 'abcdef'), fc.string({ maxLength: 70 }));

const FITTING = new Map<FieldPattern, fc.Arbitrary<string>>([
  [DIGITS, fc.stringMatching(/^[0-9]{1,12}$/)],
  [ALNUM, fc.stringMatching(/^[a-z0-9]{2,20}$/)],
  ['*', fc.string({ minLength: 1, maxLength: 30 })],
]);
const fitting = (p: FieldPattern) => FITTING.get(p)!;
/** Per (shown, required, pattern): a mostly fitting value, sometimes any kind of mistake. Built once. */
const FIELD_ARBS = new Map<string, fc.Arbitrary<string>>();
const fieldArbFor = (s: RegisterFieldSetting | undefined): fc.Arbitrary<string> => {
  const key = s ? `${s.shown}/${s.required}/${JSON.stringify(s.acceptedPattern)}` : 'missing';
  let arb = FIELD_ARBS.get(key);
  if (!arb) {
    const good = s?.shown ? (s.required ? fitting(s.acceptedPattern) : fc.oneof(fc.constant(''), fitting(s.acceptedPattern))) : fc.constant('');
    arb = fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: fieldValue, weight: 1 });
    FIELD_ARBS.set(key, arb);
  }
  return arb;
};

/** Mostly well-formed registrations for the given rules, with a fair share of every kind of mistake. */
const inputFor = (rules: RegistrationRules): fc.Arbitrary<RegistrationInput> => {
  const fieldArbs = Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((f) => [f, fieldArbFor(rules.fields[f])])) as Record<
    OptionalRegisterField,
    fc.Arbitrary<string>
  >;
  return fc
    .record({
      username,
      password,
      confirmKind: fc.constantFrom('same', 'same', 'padded', 'different', 'blank'),
      other: password,
      termsAccepted: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
      fields: fc.record(fieldArbs),
      referralCode: fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/), fc.constantFrom('bad code', '', '  ', 'x'.repeat(33))), { nil: undefined }),
    })
    .map(({ confirmKind, other, ...rest }) => ({
      ...rest,
      confirmPassword: confirmKind === 'same' ? rest.password : confirmKind === 'padded' ? ` ${rest.password}\t` : confirmKind === 'blank' ? '' : other,
    }));
};
const case_ = rulesArb.chain((rules) => inputFor(rules).map((input) => ({ rules, input })));

const errorsOf = (result: ReturnType<typeof validateRegistration>): Failure[] =>
  result.ok ? [] : ((result.error.value?.['errors'] as Failure[] | undefined) ?? []);

describe('validateRegistration', () => {
  it('an accepted registration has every shown required field non-empty and no hidden field', () => {
    fc.assert(
      fc.property(case_, ({ input, rules }) => {
        const result = validateRegistration(input, rules);
        fc.pre(result.ok);
        for (const field of OPTIONAL_REGISTER_FIELDS) {
          const s = rules.fields[field];
          if (s?.shown && s.required) expect(result.value.fields[field]?.trim()).toBeTruthy();
          if (!s?.shown) expect(result.value.fields[field]).toBeUndefined();
          if (result.value.fields[field] !== undefined) expect(result.value.fields[field]).toBe(input.fields[field]?.trim());
        }
        expect(result.value.username).toBe(input.username.trim());
        expect(result.value.username).not.toBe('');
        expect(result.value.password).toBe(input.password.trim());
        expect(input.termsAccepted).toBe(true);
        expect(input.confirmPassword.trim()).toBe(result.value.password);
      }),
      { numRuns: 100 },
    );
  });

  it('terms not accepted always fails, with validation.terms_required as the overall error', () => {
    fc.assert(
      fc.property(case_, ({ input, rules }) => {
        const result = validateRegistration({ ...input, termsAccepted: false }, rules);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ code: 'validation.terms_required', field: 'terms' });
      }),
    );
  });

  it('a confirmation that differs from the password (after trimming) always fails on confirmPassword', () => {
    fc.assert(
      fc.property(case_, fc.string({ minLength: 1 }), ({ input, rules }, confirm) => {
        fc.pre(confirm.trim() !== '' && confirm.trim() !== input.password.trim());
        const result = validateRegistration({ ...input, confirmPassword: confirm }, rules);
        expect(result.ok).toBe(false);
        expect(errorsOf(result)).toContainEqual({ code: 'validation.confirm_mismatch', field: 'confirmPassword' });
      }),
    );
  });

  it('a value sent for a hidden field always fails with validation.field_not_accepted on that field', () => {
    fc.assert(
      fc.property(case_, fc.constantFrom(...OPTIONAL_REGISTER_FIELDS), fc.stringMatching(/^[a-z0-9]{1,8}$/), ({ input, rules }, field, value) => {
        const hidden = { ...rules, fields: { ...rules.fields, [field]: { shown: false, required: true, acceptedPattern: '*' as const } } };
        const result = validateRegistration({ ...input, fields: { ...input.fields, [field]: value } }, hidden);
        expect(errorsOf(result)).toContainEqual({ code: 'validation.field_not_accepted', field });
      }),
    );
  });

  it('the overall error is the first of the listed errors, and every listed error names its field', () => {
    fc.assert(
      fc.property(case_, ({ input, rules }) => {
        const result = validateRegistration(input, rules);
        fc.pre(!result.ok);
        const errors = errorsOf(result);
        expect(errors.length).toBeGreaterThan(0);
        expect(result.error).toMatchObject(errors[0]!);
        for (const e of errors) expect(typeof e.field).toBe('string');
        expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
      }),
    );
  });

  it('a registration that fits the operator defaults is accepted (the validator is not a wall)', () => {
    const rules = registrationRulesOf(defaultSettings().register);
    const valid = fc.record({
      username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
      password: fc.tuple(fc.stringMatching(/^[a-zA-Z]{1,10}$/), fc.stringMatching(/^[0-9]{5,10}$/)).map(([a, d]) => a + d),
      email: fc.option(
        fc.emailAddress().filter((e) => e.length >= 6 && e.length <= 64),
        { nil: undefined },
      ),
      mobile: fc.option(fc.stringMatching(/^\+?[0-9]{8,14}$/), { nil: undefined }),
    });
    fc.assert(
      fc.property(valid, ({ username, password, email, mobile }) => {
        const fields = { ...(email ? { email } : {}), ...(mobile ? { mobileNum: ` ${mobile} ` } : {}) };
        const result = validateRegistration({ username: ` ${username} `, password, confirmPassword: password, termsAccepted: true, fields }, rules);
        expect(result).toEqual({ ok: true, value: { username, password, fields: { ...(email ? { email } : {}), ...(mobile ? { mobileNum: mobile } : {}) } } });
      }),
    );
  });

  it('property: hard limits hold whatever the pattern: username 32, passwords 64, other fields 128 code points', () => {
    const open: RegistrationRules = {
      username: '*',
      password: '*',
      fields: { wechat: { shown: true, required: false, acceptedPattern: '*' }, paymentPassword: { shown: true, required: false, acceptedPattern: '*' } },
    };
    const base = {
      username: 'alice',
      password: 'secret1',
      confirmPassword: 'secret1',
      termsAccepted: true,
      fields: { wechat: 'ali', paymentPassword: '135790' },
    };
    const limited = fc
      .constantFrom(['username', 32], ['password', 64], ['wechat', 128], ['paymentPassword', 64])
      .chain(([field, max]) => textAround(max, visibleCodePoint).map((text) => ({ field, max, text })));
    fc.assert(
      fc.property(limited, ({ field, max, text }) => {
        const change =
          field === 'username'
            ? { username: text }
            : field === 'password'
              ? { password: text, confirmPassword: text }
              : { fields: { ...base.fields, [field]: text } };
        const result = validateRegistration({ ...base, ...change }, open);
        if ([...text].length <= max) expect(result.ok).toBe(true);
        else expect(errorsOf(result)).toEqual([{ code: 'validation.too_long', field, params: { max } }]);
      }),
    );
  });

  it('blank required values fail with validation.required, blank optional ones are simply absent', () => {
    const rules: RegistrationRules = {
      username: '*',
      password: '*',
      fields: { email: { shown: true, required: true, acceptedPattern: '*' }, qqNum: { shown: true, required: false, acceptedPattern: DIGITS } },
    };
    const input = { username: '  ', password: ' ', confirmPassword: ' ', termsAccepted: true, fields: { email: ' \t ', qqNum: '   ' } };
    expect(errorsOf(validateRegistration(input, rules))).toEqual([
      { code: 'validation.required', field: 'username' },
      { code: 'validation.required', field: 'password' },
      { code: 'validation.required', field: 'confirmPassword' },
      { code: 'validation.required', field: 'email' },
    ]);
  });

  it('a referral code must be 1 to 32 of letters, digits, _ or -; a blank one is dropped', () => {
    const rules: RegistrationRules = { username: '*', password: '*', fields: {} };
    const base = { username: 'alice', password: 'secret1', confirmPassword: 'secret1', termsAccepted: true, fields: {} };
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/), (code) => {
        expect(validateRegistration({ ...base, referralCode: ` ${code} ` }, rules)).toMatchObject({ ok: true, value: { referralCode: code } });
      }),
    );
    fc.assert(
      fc.property(textAround(32, fc.constantFrom(...'aZ09_-')), (code) => {
        expect(validateRegistration({ ...base, referralCode: code }, rules).ok).toBe(code.length <= 32);
      }),
    );
    for (const bad of ['has space', 'ü', 'a/b'])
      expect(validateRegistration({ ...base, referralCode: bad }, rules)).toMatchObject({ ok: false, error: { code: 'validation.invalid_referral_code' } });
    const blank = validateRegistration({ ...base, referralCode: '   ' }, rules);
    expect(blank.ok && !('referralCode' in blank.value)).toBe(true);
  });
});

describe('registrationRulesOf', () => {
  it('takes username and password patterns (or * when missing) and only the known optional fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...OPTIONAL_REGISTER_FIELDS, 'username', 'password', 'captcha', 'birthday'), setting), (settings) => {
        const rules = registrationRulesOf(settings);
        expect(rules.username).toEqual(settings['username']?.acceptedPattern ?? '*');
        expect(rules.password).toEqual(settings['password']?.acceptedPattern ?? '*');
        expect(Object.keys(rules.fields).sort()).toEqual(
          Object.keys(settings)
            .filter((k) => (OPTIONAL_REGISTER_FIELDS as readonly string[]).includes(k))
            .sort(),
        );
        for (const [k, v] of Object.entries(rules.fields)) expect(v).toEqual(settings[k]);
      }),
    );
  });
});
