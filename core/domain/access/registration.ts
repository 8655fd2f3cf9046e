import { checkPattern, charLength, type FieldPattern } from './patterns';
import { FIELD_MAX, PASSWORD_MAX, USERNAME_MAX } from './credentials';
import type { RegisterFieldSetting } from '../system/settings';
import { fail, ok, type Failure, type Result } from '../kernel/result';

/** Optional registration fields, each shown/required by the operator. */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number];

export interface RegistrationInput {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly termsAccepted: boolean;
  readonly fields: Partial<Record<OptionalRegisterField, string>>;
  readonly referralCode?: string;
}

export interface RegistrationRules {
  readonly username: FieldPattern;
  readonly password: FieldPattern;
  readonly fields: Partial<Record<OptionalRegisterField, RegisterFieldSetting>>;
}

export interface ValidRegistration {
  readonly username: string;
  readonly password: string;
  readonly fields: Partial<Record<OptionalRegisterField, string>>;
  readonly referralCode?: string;
}

const hardMax = (field: string): number => (field === 'username' ? USERNAME_MAX : field.toLowerCase().includes('password') ? PASSWORD_MAX : FIELD_MAX);

function checkField(field: string, value: string, required: boolean, pattern: FieldPattern): Failure | null {
  if (value === '') return required ? { code: 'validation.required', field } : null;
  if (charLength(value) > hardMax(field)) return { code: 'validation.too_long', field, params: { max: hardMax(field) } };
  const checked = checkPattern(value, pattern);
  return checked.ok ? null : { ...checked.error, field };
}

/**
 * Validates a registration against the operator's rules. Returns every field failure, so the form
 * can show each under its input; the first one is the overall error.
 */
export function validateRegistration(input: RegistrationInput, rules: RegistrationRules): Result<ValidRegistration> {
  const failures: Failure[] = [];
  if (!input.termsAccepted) failures.push({ code: 'validation.terms_required', field: 'terms' });
  const username = input.username.trim();
  const password = input.password.trim();
  const push = (f: Failure | null) => f && failures.push(f);
  push(checkField('username', username, true, rules.username));
  push(checkField('password', password, true, rules.password));
  if (input.confirmPassword.trim() === '') push({ code: 'validation.required', field: 'confirmPassword' });
  else if (input.confirmPassword.trim() !== password) push({ code: 'validation.confirm_mismatch', field: 'confirmPassword' });
  const fields: Partial<Record<OptionalRegisterField, string>> = {};
  for (const name of OPTIONAL_REGISTER_FIELDS) {
    const setting = rules.fields[name];
    const raw = (input.fields[name] ?? '').trim();
    if (!setting?.shown) {
      if (raw !== '') push({ code: 'validation.field_not_accepted', field: name });
      continue;
    }
    const failure = checkField(name, raw, setting.required, setting.acceptedPattern);
    if (failure) push(failure);
    else if (raw !== '') fields[name] = raw;
  }
  const referralCode = input.referralCode?.trim();
  if (referralCode && !/^[A-Za-z0-9_-]{1,32}$/.test(referralCode)) push({ code: 'validation.invalid_referral_code', field: 'referralCode' });
  const [first] = failures;
  if (first) return fail(first.code, { ...first, value: { errors: failures } });
  return ok({ username, password, fields, ...(referralCode ? { referralCode } : {}) });
}

/** The operator's per-field settings (as stored, or as sent by the server) as validator rules. */
export function registrationRulesOf(settings: Readonly<Record<string, RegisterFieldSetting>>): RegistrationRules {
  const fields: Partial<Record<OptionalRegisterField, RegisterFieldSetting>> = {};
  for (const name of OPTIONAL_REGISTER_FIELDS) {
    const setting = settings[name];
    if (setting) fields[name] = setting;
  }
  return {
    username: settings['username']?.acceptedPattern ?? '*',
    password: settings['password']?.acceptedPattern ?? '*',
    fields,
  };
}
