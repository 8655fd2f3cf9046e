import fc from 'fast-check';
import { unicodeString } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { isPatternId, PATTERN_IDS, type PatternId } from '../../../../core/domain/access/pattern-ids';
import { charLength, checkPattern } from '../../../../core/domain/access/patterns';

/*
 * Each rule is compared with a reference written another way: code point by code point over
 * explicit ranges (no regular expressions), dates through the calendar of `Date`.
 */
const cps = (v: string) => [...v].map((c) => c.codePointAt(0)!);
const within =
  (...ranges: [number, number][]) =>
  (c: number) =>
    ranges.some(([a, b]) => c >= a && c <= b);
const upper = within([0x41, 0x5a]);
const lower = within([0x61, 0x7a]);
const digit = within([0x30, 0x39]);
const letter = (c: number) => upper(c) || lower(c);
const alnum = (c: number) => letter(c) || digit(c);
const printable = within([0x21, 0x7e]);
const symbol = (c: number) => printable(c) && !alnum(c);
const space = (c: number) => c === 0x20;
const cjk = within([0x3400, 0x4dbf], [0x4e00, 0x9fff]);
const cjkPunct = within([0x3000, 0x303f], [0xff01, 0xff0f], [0xff1a, 0xff20], [0xff3b, 0xff40], [0xff5b, 0xff65]);
const hangul = within([0xac00, 0xd7af], [0x1100, 0x11ff], [0x3130, 0x318f]);
const thai = within([0x0e00, 0x0e7f]);
const japanese = within([0x3040, 0x309f], [0x30a0, 0x30ff], [0x4e00, 0x9fff], [0xff01, 0xff5e], [0x3005, 0x3005]);
const uLetter = (c: number) => /\p{L}/u.test(String.fromCodePoint(c));
const uMark = (c: number) => /\p{M}/u.test(String.fromCodePoint(c));

const all = (pred: (c: number) => boolean) => (v: string) => v.length > 0 && cps(v).every(pred);
const some = (pred: (c: number) => boolean) => (v: string) => cps(v).some(pred);
const and =
  (...preds: ((v: string) => boolean)[]) =>
  (v: string) =>
    preds.every((p) => p(v));

/** A real date by the calendar of `Date` (proleptic Gregorian, years 0..9999). */
function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateParts(v: string, order: 'ymd' | 'mdy'): [number, number, number] | null {
  const parts = v.split('-');
  const widths = order === 'ymd' ? [4, 2, 2] : [2, 2, 4];
  if (parts.length !== 3 || parts.some((p, i) => p.length !== widths[i] || !all(digit)(p))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  return order === 'ymd' ? [a, b, c] : [c, a, b];
}

const LOCAL_CHARS = new Set([..."!#$%&'*+/=?^_`{|}~.-"].map((c) => c.codePointAt(0)!));
function emailReference(v: string): boolean {
  const parts = v.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!all((c) => alnum(c) || LOCAL_CHARS.has(c))(local)) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => l.length >= 1 && l.length <= 63 && all((c) => alnum(c) || c === 0x2d)(l) && !l.startsWith('-') && !l.endsWith('-'))
  );
}

const nameChar = (c: number) => uLetter(c) || uMark(c) || c === 0x27 || c === 0x2e || c === 0x2d;

const reference: Record<PatternId, (v: string) => boolean> = {
  anyChars: () => true,
  letterFirstAlnum: (v) => v.length > 0 && letter(v.codePointAt(0)!) && all(alnum)(v),
  chineseDigits: all((c) => cjk(c) || digit(c)),
  email: emailReference,
  lettersOrDigits: all(alnum),
  lettersAndDigits: and(all(printable), some(letter), some(digit)),
  digitsOnly: all(digit),
  alnumWithCapital: and(all(alnum), some(upper)),
  englishLettersSpaces: all((c) => letter(c) || space(c)),
  noSpaces: (v) => [...v].every((c) => c.trim() !== ''),
  chinesePunctuation: all((c) => cjk(c) || cjkPunct(c)),
  dateYmd: (v) => {
    const p = dateParts(v, 'ymd');
    return p !== null && realDate(...p);
  },
  dateMdy: (v) => {
    const p = dateParts(v, 'mdy');
    return p !== null && realDate(...p);
  },
  lettersSpaces: and(
    all((c) => uLetter(c) || uMark(c) || space(c)),
    some(uLetter),
  ),
  koreanOnly: all(hangul),
  thaiOnly: all(thai),
  thaiEnglishSpaces: all((c) => thai(c) || letter(c) || space(c)),
  upperSpacesWithLetter: and(
    all((c) => upper(c) || space(c)),
    some(upper),
  ),
  alnumSymbols: all(printable),
  strongPassword: and(all(printable), some(upper), some(lower), some(digit), some(symbol)),
  fullName: (v) => {
    const words = v.split(' ');
    return words.length >= 2 && words.every((w) => all(nameChar)(w) && some(uLetter)(w));
  },
  fullWidthJapanese: all(japanese),
  upperOnly: all(upper),
  mobileNumber: (v) => all(digit)(v.startsWith('+') ? v.slice(1) : v),
};

/** Characters from every script and class the rules care about, near misses included. */
const POOL = [
  ...'AZaqMz09 5',
  ...' \t\n\u00a0\u2003\u3000\ufeff',
  ...'!@#-._\'"~+/\\`|',
  ...'中文一鿿㐀䶿',
  ...'。、，！：［｛･＠～｟Ａｚ',
  ...'한글가힣ᄀㄱ',
  ...'กไ\u0e48๙',
  ...'あアー々ゝヿ',
  ...'éßЖع\u0301٣',
  '😀',
  '𝒜',
  '𠀀',
];

/** Per rule, characters that make acceptance likely, so both outcomes are exercised. */
const FOCUS: Record<PatternId, string[]> = {
  anyChars: POOL,
  letterFirstAlnum: [...'aZ09q'],
  chineseDigits: [...'中文㐀09'],
  email: [...'ab9@.-_+'],
  lettersOrDigits: [...'aZ09'],
  lettersAndDigits: [...'aZ09#!'],
  digitsOnly: [...'0915'],
  alnumWithCapital: [...'aZ09'],
  englishLettersSpaces: [...'aZ  '],
  noSpaces: [...'a!中😀 '],
  chinesePunctuation: [...'中。，！'],
  dateYmd: [...'0123456789-'],
  dateMdy: [...'0123456789-'],
  lettersSpaces: ['a', 'é', 'Ж', '中', ' ', '\u0301', '𝒜'],
  koreanOnly: [...'한글ᄀㄱ'],
  thaiOnly: [...'กไ\u0e48๙'],
  thaiEnglishSpaces: [...'กไaZ '],
  upperSpacesWithLetter: [...'AZ  '],
  alnumSymbols: [...'aZ9!~'],
  strongPassword: [...'aZ9!~'],
  fullName: ['a', 'é', 'Ж', ' ', ' ', "'", '.', '-'],
  fullWidthJapanese: [...'あアー々中！～'],
  upperOnly: [...'AZM'],
  mobileNumber: [...'+0912'],
};

const stringOf = (chars: readonly string[], maxLength = 14) => fc.string({ unit: fc.constantFrom(...chars), maxLength });
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateDigits = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }));
/** Rules whose accepted values a character soup almost never hits get a shaped generator too. */
const SHAPED: Partial<Record<PatternId, fc.Arbitrary<string>>> = {
  email: fc.oneof(
    fc.emailAddress(),
    fc.emailAddress().map((e) => e.replace('@', '@@')),
    fc.emailAddress().map((e) => e.replace(/\.[^.]*$/, '')),
  ),
  dateYmd: dateDigits.map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  dateMdy: dateDigits.map(([y, m, d]) => `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`),
};
const valueFor = (id: PatternId) => {
  const shaped = SHAPED[id];
  return shaped ? fc.oneof(shaped, stringOf(FOCUS[id]), stringOf(POOL)) : fc.oneof(stringOf(FOCUS[id]), stringOf(POOL));
};
const unbounded = (id: PatternId) => ({ id, min: 0, max: 10_000 });

describe('patterns', () => {
  it('there are exactly 24 distinct pattern ids', () => {
    expect(PATTERN_IDS).toHaveLength(24);
    expect(new Set(PATTERN_IDS).size).toBe(24);
  });

  describe.each(PATTERN_IDS)('%s', (id) => {
    it('accepts a value exactly when the code-point reference does (both outcomes seen)', () => {
      const seen = { accepted: 0, rejected: 0 };
      fc.assert(
        fc.property(valueFor(id), (value) => {
          const ok = checkPattern(value, unbounded(id)).ok;
          seen[ok ? 'accepted' : 'rejected']++;
          expect(ok).toBe(reference[id](value));
        }),
        { numRuns: 300 },
      );
      expect(seen.accepted).toBeGreaterThan(0);
      if (id !== 'anyChars') expect(seen.rejected).toBeGreaterThan(0);
    });

    it('enforces min and max in code points, failing as validation.pattern.<id> with min and max', () => {
      fc.assert(
        fc.property(valueFor(id), fc.nat(16), fc.nat(16), (value, a, b) => {
          fc.pre(checkPattern(value, unbounded(id)).ok);
          const [min, max] = a <= b ? [a, b] : [b, a];
          const result = checkPattern(value, { id, min, max });
          const n = [...value].length;
          expect(result.ok).toBe(n >= min && n <= max);
          if (!result.ok) expect(result.error).toEqual({ code: `validation.pattern.${id}`, params: { min, max } });
          else expect(result.value).toBe(value);
        }),
        { numRuns: 100 },
      );
    });
  });

  it('length is counted in code points: astral characters count once each', () => {
    fc.assert(
      fc.property(unicodeString(20), fc.nat(20), (value, max) => {
        expect(charLength(value)).toBe(Array.from(value).length);
        expect(checkPattern(value, { id: 'anyChars', min: 0, max }).ok).toBe(Array.from(value).length <= max);
      }),
    );
    expect(checkPattern('😀😀😀', { id: 'noSpaces', min: 3, max: 3 }).ok).toBe(true);
    expect(checkPattern('😀😀😀😀', { id: 'noSpaces', min: 1, max: 3 }).ok).toBe(false);
  });

  it('`*` accepts everything unchanged, whatever its length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 300 }), (value) => {
        expect(checkPattern(value, '*')).toEqual({ ok: true, value });
      }),
    );
  });

  it('an unknown id fails with validation.unknown_pattern naming the id, for any value', () => {
    const unknownId = fc
      .oneof(fc.string(), fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'EMAIL', 'email ', ' email', 'date', ''))
      .filter((id) => !(PATTERN_IDS as readonly string[]).includes(id));
    fc.assert(
      fc.property(unknownId, fc.string(), fc.nat(5), (id, value, min) => {
        expect(isPatternId(id)).toBe(false);
        expect(checkPattern(value, { id, min, max: min + 100 })).toEqual({ ok: false, error: { code: 'validation.unknown_pattern', params: { id } } });
      }),
    );
  });

  describe('stated invariants', () => {
    const accepted = (id: PatternId, value: string) => checkPattern(value, unbounded(id)).ok;

    it('any string matched by lettersAndDigits contains an ASCII letter and a digit, and nothing but ASCII letters, digits and symbols', () => {
      fc.assert(
        fc.property(valueFor('lettersAndDigits'), (v) => {
          fc.pre(accepted('lettersAndDigits', v));
          expect(cps(v).some(letter) && cps(v).some(digit) && cps(v).every(printable)).toBe(true);
        }),
      );
      expect(accepted('lettersAndDigits', 'Lotus#2026')).toBe(true);
    });

    it('any string matched by strongPassword has an upper, a lower, a digit and a symbol, and no space', () => {
      fc.assert(
        fc.property(valueFor('strongPassword'), (v) => {
          fc.pre(accepted('strongPassword', v));
          expect([upper, lower, digit, symbol].every((p) => cps(v).some(p))).toBe(true);
          expect(v).not.toMatch(/\s/);
        }),
      );
    });

    it('letterFirstAlnum accepts every ASCII letter followed by ASCII letters and digits', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,15}$/), (v) => {
          expect(accepted('letterFirstAlnum', v)).toBe(true);
        }),
      );
    });

    it('any string matched by lettersSpaces or fullName has no digit, no whitespace but U+0020, and a letter', () => {
      for (const id of ['lettersSpaces', 'fullName'] as const) {
        fc.assert(
          fc.property(valueFor(id), (v) => {
            fc.pre(accepted(id, v));
            expect(v).not.toMatch(/[0-9\t\n\u00a0\u3000]/);
            expect(v).toMatch(/\p{L}/u);
          }),
        );
      }
    });

    it('fullName is two or more words, each with a letter, joined by single spaces', () => {
      const word = fc
        .tuple(fc.constantFrom('a', 'é', 'Ж', 'ع', '中'), fc.string({ unit: fc.constantFrom('a', 'é', "'", '-', '.', '\u0301'), maxLength: 6 }))
        .map(([l, rest]) => l + rest);
      fc.assert(
        fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (words) => {
          expect(accepted('fullName', words.join(' '))).toBe(true);
        }),
      );
      fc.assert(
        fc.property(valueFor('fullName'), (v) => {
          fc.pre(accepted('fullName', v));
          expect(v.startsWith(' ') || v.endsWith(' ') || v.includes('  ')).toBe(false);
          expect(v.split(' ').length).toBeGreaterThanOrEqual(2);
          for (const word of v.split(' ')) expect(word).toMatch(/\p{L}/u);
        }),
      );
      for (const noName of ["' -", '. .', "O' -", '- Smith']) expect(accepted('fullName', noName)).toBe(false);
    });

    it('email accepts generated RFC-style addresses (at most 63-character labels)', () => {
      fc.assert(
        fc.property(fc.emailAddress(), (v) => {
          expect(accepted('email', v)).toBe(true);
        }),
      );
    });

    it('mobileNumber accepts an optional leading + and digits only; + elsewhere is refused', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9]{1,15}$/), fc.stringMatching(/^[0-9]{1,15}$/), (a, b) => {
          expect(accepted('mobileNumber', `+${a}`)).toBe(true);
          expect(accepted('mobileNumber', `${a}+${b}`)).toBe(false);
          expect(accepted('mobileNumber', `++${a}`)).toBe(false);
        }),
      );
    });
  });

  describe('dates accept exactly real calendar dates', () => {
    const parts = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }));

    it('dateYmd (YYYY-MM-DD) agrees with the Date calendar for every digit combination', () => {
      fc.assert(
        fc.property(parts, ([y, m, d]) => {
          expect(checkPattern(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`, { id: 'dateYmd', min: 10, max: 10 }).ok).toBe(realDate(y, m, d));
        }),
        { numRuns: 1000 },
      );
    });

    it('dateMdy (MM-DD-YYYY) agrees with the Date calendar for every digit combination', () => {
      fc.assert(
        fc.property(parts, ([y, m, d]) => {
          expect(checkPattern(`${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`, { id: 'dateMdy', min: 10, max: 10 }).ok).toBe(realDate(y, m, d));
        }),
        { numRuns: 1000 },
      );
    });

    it('every real date from year 0 to 9999 is accepted in both orders', () => {
      const day = fc.date({ min: new Date('0000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
      fc.assert(
        fc.property(day, (date) => {
          const [y, m, d] = [pad(date.getUTCFullYear(), 4), pad(date.getUTCMonth() + 1, 2), pad(date.getUTCDate(), 2)];
          expect(checkPattern(`${y}-${m}-${d}`, { id: 'dateYmd', min: 10, max: 10 }).ok).toBe(true);
          expect(checkPattern(`${m}-${d}-${y}`, { id: 'dateMdy', min: 10, max: 10 }).ok).toBe(true);
        }),
      );
    });

    it('the leap-year rules hold: 29 February exists in 2000 and 2024, not in 1900, 2100 or 2023', () => {
      const ymd = (v: string) => checkPattern(v, { id: 'dateYmd', min: 10, max: 10 }).ok;
      expect(['2000-02-29', '2024-02-29', '0000-02-29', '1600-02-29'].map(ymd)).toEqual([true, true, true, true]);
      expect(['1900-02-29', '2100-02-29', '2023-02-29', '2024-02-30', '2024-04-31', '2024-00-10', '2024-13-01'].map(ymd)).toEqual(Array(7).fill(false));
      expect(['2024-1-01', '24-01-01', '2024/01/01', '2024-01-01 ', '２０２４-01-01'].map(ymd)).toEqual(Array(5).fill(false));
    });
  });
});
