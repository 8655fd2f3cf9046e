import { fail, ok, type Result } from '../kernel/result';

/**
 * The 24 field pattern kinds of the registration and profile forms. The server sends, per field,
 * an accepted pattern `{ id, min, max }` (or `*`); browser and server validate with these rules.
 */
export const PATTERN_IDS = [
  'anyChars',
  'letterFirstAlnum',
  'chineseDigits',
  'email',
  'lettersOrDigits',
  'lettersAndDigits',
  'digitsOnly',
  'alnumWithCapital',
  'englishLettersSpaces',
  'noSpaces',
  'chinesePunctuation',
  'dateYmd',
  'dateMdy',
  'lettersSpaces',
  'koreanOnly',
  'thaiOnly',
  'thaiEnglishSpaces',
  'upperSpacesWithLetter',
  'alnumSymbols',
  'strongPassword',
  'fullName',
  'fullWidthJapanese',
  'upperOnly',
  'mobileNumber',
] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

/** `id` names one of PATTERN_IDS; an unknown id fails validation with `validation.unknown_pattern`. */
export interface AcceptedPattern {
  readonly id: string;
  readonly min: number;
  readonly max: number;
}

/** `*` accepts any value (still bounded by the field's hard limit on the server). */
export type FieldPattern = AcceptedPattern | '*';

const CJK = '\\u3400-\\u4DBF\\u4E00-\\u9FFF';
const CJK_PUNCT = '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65';
const HANGUL = '\\uAC00-\\uD7AF\\u1100-\\u11FF\\u3130-\\u318F';
const THAI = '\\u0E00-\\u0E7F';
const SYMBOLS = '!"#$%&\'()*+,\\-./:;<=>?@[\\\\\\]^_`{|}~';

const rules: Record<PatternId, (v: string) => boolean> = {
  anyChars: () => true,
  letterFirstAlnum: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  chineseDigits: (v) => new RegExp(`^[${CJK}0-9]+$`).test(v),
  email: (v) => /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(v),
  lettersOrDigits: (v) => /^[A-Za-z0-9]+$/.test(v),
  lettersAndDigits: (v) => /^[A-Za-z0-9]+$/.test(v) && /[A-Za-z]/.test(v) && /[0-9]/.test(v),
  digitsOnly: (v) => /^[0-9]+$/.test(v),
  alnumWithCapital: (v) => /^[A-Za-z0-9]+$/.test(v) && /[A-Z]/.test(v),
  englishLettersSpaces: (v) => /^[A-Za-z ]+$/.test(v),
  noSpaces: (v) => !/\s/u.test(v),
  chinesePunctuation: (v) => new RegExp(`^[${CJK}${CJK_PUNCT}]+$`).test(v),
  dateYmd: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  dateMdy: (v) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
  },
  lettersSpaces: (v) => /^[\p{L}\p{M} ]+$/u.test(v) && /\p{L}/u.test(v),
  koreanOnly: (v) => new RegExp(`^[${HANGUL}]+$`).test(v),
  thaiOnly: (v) => new RegExp(`^[${THAI}]+$`).test(v),
  thaiEnglishSpaces: (v) => new RegExp(`^[${THAI}A-Za-z ]+$`).test(v),
  upperSpacesWithLetter: (v) => /^[A-Z ]+$/.test(v) && /[A-Z]/.test(v),
  alnumSymbols: (v) => new RegExp(`^[A-Za-z0-9${SYMBOLS}]+$`).test(v),
  strongPassword: (v) =>
    new RegExp(`^[A-Za-z0-9${SYMBOLS}]+$`).test(v) &&
    /[A-Z]/.test(v) &&
    /[a-z]/.test(v) &&
    /[0-9]/.test(v) &&
    new RegExp(`[${SYMBOLS}]`).test(v),
  /** First and last name (spec §5): two or more words, each with at least one letter. */
  fullName: (v) => /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u.test(v) && v.split(' ').every((word) => /\p{L}/u.test(word)),
  fullWidthJapanese: (v) => /^[\u3040-\u309F\u30A0-\u30FF\u4E00-\u9FFF\uFF01-\uFF5E\u3005]+$/.test(v),
  upperOnly: (v) => /^[A-Z]+$/.test(v),
  mobileNumber: (v) => /^\+?[0-9]+$/.test(v),
};

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

export function isPatternId(id: string): id is PatternId {
  return (PATTERN_IDS as readonly string[]).includes(id);
}

/** Length is counted in code points so that CJK and emoji count as one character each. */
export function charLength(value: string): number {
  return [...value].length;
}

/** Message key: `validation.pattern.<id>` with `min` and `max` as parameters. */
export function checkPattern(value: string, pattern: FieldPattern): Result<string> {
  if (pattern === '*') return ok(value);
  if (!isPatternId(pattern.id)) return fail('validation.unknown_pattern', { params: { id: pattern.id } });
  const length = charLength(value);
  const params = { min: pattern.min, max: pattern.max };
  if (length < pattern.min || length > pattern.max || !rules[pattern.id](value)) {
    return fail(`validation.pattern.${pattern.id}`, { params });
  }
  return ok(value);
}
