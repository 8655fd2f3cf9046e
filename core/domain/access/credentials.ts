import { charLength } from './patterns';
import { fail, ok, type Result } from '../kernel/result';

/** Hard limits that hold whatever the operator configures. */
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const FIELD_MAX = 128;

export type LoginType = 'username' | 'sms';

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly type: LoginType;
  readonly captcha?: string;
}

/** Login: username and password both trimmed and required; a shown captcha is required. */
export function validateCredentials(input: Credentials, captchaShown: boolean): Result<Credentials> {
  const username = input.username.trim();
  const password = input.password.trim();
  if (username === '') return fail('validation.required', { field: 'username' });
  if (password === '') return fail('validation.required', { field: 'password' });
  if (charLength(username) > USERNAME_MAX) return fail('validation.too_long', { field: 'username', params: { max: USERNAME_MAX } });
  if (charLength(password) > PASSWORD_MAX) return fail('validation.too_long', { field: 'password', params: { max: PASSWORD_MAX } });
  const captcha = input.captcha?.trim() ?? '';
  if (captchaShown && captcha === '') return fail('validation.captcha_required', { field: 'captcha' });
  return ok({ username, password, type: input.type, ...(captcha ? { captcha } : {}) });
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
