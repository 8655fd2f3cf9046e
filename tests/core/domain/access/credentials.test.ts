import fc from 'fast-check';
import { unicodeString } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { normalizeUsername, PASSWORD_MAX, USERNAME_MAX, validateCredentials, type LoginType } from '../../../../core/domain/access/credentials';

const loginType = fc.constantFrom<LoginType>('username', 'sms');
const padded = (core: fc.Arbitrary<string>) => fc.tuple(fc.constantFrom('', ' ', '\t', ' \n '), core, fc.constantFrom('', ' ', '\u3000')).map(([a, b, c]) => a + b + c);
const text = unicodeString(80);

describe('validateCredentials', () => {
  it('an accepted login has trimmed, non-empty username and password within the limits, and keeps the type', () => {
    let accepted = 0;
    fc.assert(
      fc.property(padded(text), padded(text), loginType, fc.boolean(), fc.option(padded(text), { nil: undefined }), (username, password, type, captchaShown, captcha) => {
        const result = validateCredentials({ username, password, type, ...(captcha === undefined ? {} : { captcha }) }, captchaShown);
        if (!result.ok) return;
        accepted++;
        expect(result.value.username).toBe(username.trim());
        expect(result.value.password).toBe(password.trim());
        expect(result.value.username).not.toBe('');
        expect(result.value.password).not.toBe('');
        expect([...result.value.username].length).toBeLessThanOrEqual(USERNAME_MAX);
        expect([...result.value.password].length).toBeLessThanOrEqual(PASSWORD_MAX);
        expect(result.value.type).toBe(type);
        if (captchaShown) expect(result.value.captcha).toBe(captcha?.trim());
      }),
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('a blank username or password is required, username first', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), fc.stringMatching(/^\S{1,10}$/), loginType, (blank, word, type) => {
        expect(validateCredentials({ username: blank, password: blank, type }, false)).toEqual({ ok: false, error: { code: 'validation.required', field: 'username' } });
        expect(validateCredentials({ username: word, password: blank, type }, false)).toEqual({ ok: false, error: { code: 'validation.required', field: 'password' } });
      }),
    );
  });

  it('a shown captcha is required; a hidden one is never required', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^\s*$/), loginType, (word, blank, type) => {
        const input = { username: word, password: word, type, captcha: blank };
        expect(validateCredentials(input, true)).toEqual({ ok: false, error: { code: 'validation.captcha_required', field: 'captcha' } });
        expect(validateCredentials(input, false)).toEqual({ ok: true, value: { username: word, password: word, type } });
      }),
    );
  });

  it('limits are in code points: 32 emoji make a username, 33 do not; 64 and 65 for the password', () => {
    const ok = (username: string, password: string) => validateCredentials({ username, password, type: 'username' }, false);
    expect(ok('😀'.repeat(USERNAME_MAX), 'pw').ok).toBe(true);
    expect(ok('😀'.repeat(USERNAME_MAX + 1), 'pw')).toEqual({ ok: false, error: { code: 'validation.too_long', field: 'username', params: { max: USERNAME_MAX } } });
    expect(ok('me', '😀'.repeat(PASSWORD_MAX)).ok).toBe(true);
    expect(ok('me', '😀'.repeat(PASSWORD_MAX + 1))).toEqual({ ok: false, error: { code: 'validation.too_long', field: 'password', params: { max: PASSWORD_MAX } } });
  });
});

describe('normalizeUsername', () => {
  it('is trimmed, lower case and idempotent', () => {
    fc.assert(
      fc.property(padded(text), (name) => {
        const once = normalizeUsername(name);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toLowerCase());
        expect(normalizeUsername(once)).toBe(once);
      }),
    );
  });

  it('names differing only in case and surrounding space normalize alike', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,16}$/), (name) => {
        expect(normalizeUsername(` ${name.toUpperCase()} `)).toBe(normalizeUsername(name.toLowerCase()));
      }),
    );
  });
});
