import fc from 'fast-check';
import { textAround, unicodeString, visibleCodePoint } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { normalizeUsername, PASSWORD_MAX, USERNAME_MAX, validateCredentials, type LoginType } from '../../../../core/domain/access/credentials';

const loginType = fc.constantFrom<LoginType>('username', 'sms');
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '\t', ' \n '), core, fc.constantFrom('', ' ', '\u3000')).map(([a, b, c]) => a + b + c);
const text = unicodeString(80);

describe('validateCredentials', () => {
  it('an accepted login has trimmed, non-empty username and password within the limits, and keeps the type', () => {
    fc.assert(
      fc.property(
        padded(text),
        padded(text),
        loginType,
        fc.boolean(),
        fc.option(padded(text), { nil: undefined }),
        (username, password, type, captchaShown, captcha) => {
          const result = validateCredentials({ username, password, type, ...(captcha === undefined ? {} : { captcha }) }, captchaShown);
          fc.pre(result.ok);
          expect(result.value.username).toBe(username.trim());
          expect(result.value.password).toBe(password.trim());
          expect(result.value.username).not.toBe('');
          expect(result.value.password).not.toBe('');
          expect([...result.value.username].length).toBeLessThanOrEqual(USERNAME_MAX);
          expect([...result.value.password].length).toBeLessThanOrEqual(PASSWORD_MAX);
          expect(result.value.type).toBe(type);
          if (captchaShown) expect(result.value.captcha).toBe(captcha?.trim());
        },
      ),
    );
  });

  it('a blank username or password is required, username first', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), fc.stringMatching(/^\S{1,10}$/), loginType, (blank, word, type) => {
        expect(validateCredentials({ username: blank, password: blank, type }, false)).toEqual({
          ok: false,
          error: { code: 'validation.required', field: 'username' },
        });
        expect(validateCredentials({ username: word, password: blank, type }, false)).toEqual({
          ok: false,
          error: { code: 'validation.required', field: 'password' },
        });
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

  it('property: limits are in code points: a username of up to 32 characters, emoji included, is taken and one more is too long; 64 for the password', () => {
    const login = (username: string, password: string) => validateCredentials({ username, password, type: 'username' }, false);
    fc.assert(
      fc.property(textAround(32, visibleCodePoint), textAround(64, visibleCodePoint), (username, password) => {
        expect(login(username, 'pw')).toEqual(
          [...username].length <= 32
            ? { ok: true, value: { username, password: 'pw', type: 'username' } }
            : { ok: false, error: { code: 'validation.too_long', field: 'username', params: { max: 32 } } },
        );
        expect(login('me', password)).toEqual(
          [...password].length <= 64
            ? { ok: true, value: { username: 'me', password, type: 'username' } }
            : { ok: false, error: { code: 'validation.too_long', field: 'password', params: { max: 64 } } },
        );
      }),
    );
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
