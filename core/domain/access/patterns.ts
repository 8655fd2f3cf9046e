import { fail, ok, type Result } from '../kernel/result';
import { isPatternId, type PatternId } from './pattern-ids';

/** `id` names one of PATTERN_IDS; an unknown id fails validation with `validation.unknown_pattern`. */
export interface AcceptedPattern {
  readonly id: string;
  readonly min: number;
  readonly max: number;
}

/** `*` accepts any value (still bounded by the field's hard limit on the server). */
export type FieldPattern = AcceptedPattern | '*';

/** The kinds of characters a rule is made of; its message names them (`rule.chars.<class>`). */
export const CHAR_CLASSES = ['latin', 'upper', 'lower', 'digit', 'symbol', 'space', 'letter', 'cjk', 'cjkPunctuation', 'hangul', 'thai', 'japanese'] as const;
export type CharClass = (typeof CHAR_CLASSES)[number];

/** The classes a rule can ask for at least one of, or start with (`rule.one.<class>`). */
export const NAMED_CLASSES = ['latin', 'upper', 'lower', 'digit', 'symbol', 'letter'] as const;
export type NamedClass = (typeof NAMED_CLASSES)[number];

/** The printable ASCII symbols (keyboard punctuation), as a character-class body. */
const SYMBOLS = '!"#$%&\'()*+,\\-./:;<=>?@[\\\\\\]^_`{|}~';

/** Character-class bodies (inside `[...]`, Unicode mode) of each class. */
const CLASS_BODY: Record<CharClass, string> = {
  latin: 'A-Za-z',
  upper: 'A-Z',
  lower: 'a-z',
  digit: '0-9',
  symbol: SYMBOLS,
  space: ' ',
  letter: '\\p{L}\\p{M}',
  cjk: '\\u3400-\\u4DBF\\u4E00-\\u9FFF',
  cjkPunctuation: '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65',
  hangul: '\\uAC00-\\uD7AF\\u1100-\\u11FF\\u3130-\\u318F',
  thai: '\\u0E00-\\u0E7F',
  japanese: '\\u3040-\\u309F\\u30A0-\\u30FF\\u4E00-\\u9FFF\\uFF01-\\uFF5E\\u3005',
};
/** "At least one letter" means a letter proper, not a combining mark. */
const NAMED_BODY: Record<NamedClass, string> = { ...CLASS_BODY, letter: '\\p{L}' };

/**
 * A rule made of characters: only the `allowed` classes, at least one of each `required` class,
 * the first character of class `first`. The check and the message are both made from it.
 */
export interface CharsetRule {
  readonly allowed: readonly CharClass[];
  readonly required: readonly NamedClass[];
  readonly first: NamedClass | null;
}

const charset = (allowed: readonly CharClass[], required: readonly NamedClass[] = [], first: NamedClass | null = null): CharsetRule => ({
  allowed,
  required,
  first,
});

/** Rules with a shape of their own (an address, a date, a name), each with a sentence of its own. */
export type FormatId = 'anyChars' | 'noSpaces' | 'email' | 'dateYmd' | 'dateMdy' | 'fullName' | 'mobileNumber';

/** Passwords take symbols as well (users expect `Lotus#2026` to pass) but still need a letter and a digit. */
export const CHARSET_RULES: Readonly<Record<Exclude<PatternId, FormatId>, CharsetRule>> = {
  letterFirstAlnum: charset(['latin', 'digit'], [], 'latin'),
  chineseDigits: charset(['cjk', 'digit']),
  lettersOrDigits: charset(['latin', 'digit']),
  lettersAndDigits: charset(['latin', 'digit', 'symbol'], ['latin', 'digit']),
  digitsOnly: charset(['digit']),
  alnumWithCapital: charset(['latin', 'digit'], ['upper']),
  englishLettersSpaces: charset(['latin', 'space']),
  chinesePunctuation: charset(['cjk', 'cjkPunctuation']),
  lettersSpaces: charset(['letter', 'space'], ['letter']),
  koreanOnly: charset(['hangul']),
  thaiOnly: charset(['thai']),
  thaiEnglishSpaces: charset(['thai', 'latin', 'space']),
  upperSpacesWithLetter: charset(['upper', 'space'], ['upper']),
  alnumSymbols: charset(['latin', 'digit', 'symbol']),
  strongPassword: charset(['latin', 'digit', 'symbol'], ['upper', 'lower', 'digit', 'symbol']),
  fullWidthJapanese: charset(['japanese']),
  upperOnly: charset(['upper']),
};

function charsetCheck(rule: CharsetRule): (v: string) => boolean {
  const whole = new RegExp(`^[${rule.allowed.map((c) => CLASS_BODY[c]).join('')}]+$`, 'u');
  const needs = rule.required.map((c) => new RegExp(`[${NAMED_BODY[c]}]`, 'u'));
  const start = rule.first === null ? null : new RegExp(`^[${NAMED_BODY[rule.first]}]`, 'u');
  return (v) => whole.test(v) && needs.every((re) => re.test(v)) && (start === null || start.test(v));
}

const FORMAT_RULES: Record<FormatId, (v: string) => boolean> = {
  anyChars: () => true,
  email: (v) => /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(v),
  noSpaces: (v) => !/\s/u.test(v),
  dateYmd: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  dateMdy: (v) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
  },
  /** First and last name: two or more words, each with at least one letter. */
  fullName: (v) => /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u.test(v) && v.split(' ').every((word) => /\p{L}/u.test(word)),
  mobileNumber: (v) => /^\+?[0-9]+$/.test(v),
};

const rules: Record<PatternId, (v: string) => boolean> = {
  ...FORMAT_RULES,
  ...(Object.fromEntries(Object.entries(CHARSET_RULES).map(([id, rule]) => [id, charsetCheck(rule)])) as Record<
    keyof typeof CHARSET_RULES,
    (v: string) => boolean
  >),
};

export function isFormatId(id: PatternId): id is FormatId {
  return id in FORMAT_RULES;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** Length is counted in code points so that CJK and emoji count as one character each. */
export function charLength(value: string): number {
  return [...value].length;
}

/** Failure code `validation.pattern.<id>` with `min` and `max`: `patternMessage` says what the rule accepts. */
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
