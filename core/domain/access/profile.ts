import { fail, ok, type Failure, type Result } from '../kernel/result';
import { checkPattern, type AcceptedPattern } from './patterns';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../kernel/free-text';

/** The avatars a member may choose from (served as /avatars/<id>.svg). */
export const AVATARS = ['lotus', 'crown', 'gem', 'star', 'moon', 'sun', 'knight', 'clover'] as const;
export type Avatar = (typeof AVATARS)[number];

/** Where a member's money comes from (a labelled profile field). */
export const INCOME_SOURCES = ['salary', 'business', 'investment', 'savings', 'pension', 'other'] as const;

/** The fields of "my account" a member edits; realName is the payee name bank accounts must carry. */
export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'telegram',
  'zalo',
  'lineId',
  'avatar',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type Profile = Readonly<Partial<Record<ProfileField, string>>>;

const pattern = (id: string, min: number, max: number): AcceptedPattern => ({ id, min, max });
/** The rule of each free-text field; the form shows it under the field. */
export const PROFILE_PATTERNS: Readonly<Record<Exclude<ProfileField, 'incomeSource' | 'avatar' | 'telegram' | 'lineId'>, AcceptedPattern>> = {
  nickname: pattern('anyChars', 2, 20),
  realName: pattern('fullName', 3, 64),
  birthday: pattern('dateYmd', 10, 10),
  address: pattern('anyChars', 5, 200),
  nationality: pattern('lettersSpaces', 2, 40),
  occupation: pattern('lettersSpaces', 2, 60),
  zalo: pattern('digitsOnly', 9, 11),
};
const HANDLES: Readonly<Record<'telegram' | 'lineId', RegExp>> = {
  telegram: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
  lineId: /^[a-z0-9._-]{4,20}$/,
};
const CHOICES: Readonly<Record<'incomeSource' | 'avatar', readonly string[]>> = { incomeSource: INCOME_SOURCES, avatar: AVATARS };

export interface ProfileRules {
  /** The operator's minimum age (18, or 21 where the law asks it). */
  readonly minimumAge: number;
  /** Today in the operator's time zone, yyyy-MM-dd. */
  readonly today: string;
  /** A bound bank account fixes the real name. */
  readonly realNameLocked: boolean;
}

/** Whole years between a yyyy-MM-dd birthday and today (both valid calendar dates). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function checkValue(field: ProfileField, value: string, rules: ProfileRules): Failure | null {
  if (!isPrintable(value, 'line')) return { code: CONTROL_CHARACTERS_REFUSED, field };
  if (field === 'incomeSource' || field === 'avatar')
    return CHOICES[field].includes(value) ? null : { code: `profile.invalid_${field === 'avatar' ? 'avatar' : 'income_source'}`, field };
  if (field === 'telegram' || field === 'lineId')
    return HANDLES[field].test(value) ? null : { code: `profile.invalid_${field === 'telegram' ? 'telegram' : 'line_id'}`, field };
  const checked = checkPattern(value, PROFILE_PATTERNS[field]);
  if (!checked.ok) return { ...checked.error, field };
  if (field === 'birthday' && ageOn(value, rules.today) < rules.minimumAge) return { code: 'profile.under_age', field, params: { age: rules.minimumAge } };
  return null;
}

/**
 * Checks the fields a member changes (trimmed; an empty string clears an optional field).
 * Nickname cannot be cleared; the real name cannot change once a bank account is bound. Every
 * failure is returned so the form can show each under its input; the first is the answer.
 */
export function validateProfileChange(current: Profile, changes: Readonly<Record<string, unknown>>, rules: ProfileRules): Result<Profile> {
  const failures: Failure[] = [];
  const next: Partial<Record<ProfileField, string>> = {};
  for (const [field, raw] of Object.entries(changes)) {
    if (!(PROFILE_FIELDS as readonly string[]).includes(field)) {
      failures.push({ code: 'validation.field_not_accepted', field });
      continue;
    }
    const name = field as ProfileField;
    if (typeof raw !== 'string') {
      failures.push({ code: 'validation.required', field });
      continue;
    }
    const value = raw.trim();
    if (value === (current[name] ?? '')) continue;
    if (name === 'realName' && rules.realNameLocked) failures.push({ code: 'profile.real_name_locked', field });
    else if (value === '') {
      if (name === 'nickname') failures.push({ code: 'validation.required', field });
      else next[name] = '';
    } else {
      const failure = checkValue(name, value, rules);
      if (failure) failures.push(failure);
      else next[name] = value;
    }
  }
  const [first] = failures;
  if (first) return fail(first.code, { ...first, value: { errors: failures } });
  return ok(next);
}

/** The stored profile after a validated change: cleared fields are dropped. */
export function applyProfileChange(current: Profile, change: Profile): Profile {
  const merged: Partial<Record<ProfileField, string>> = { ...current, ...change };
  for (const field of PROFILE_FIELDS) if (merged[field] === '') delete merged[field];
  return merged;
}
