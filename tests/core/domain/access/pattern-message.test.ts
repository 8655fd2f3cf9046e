import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternMessage, patternOfFailure } from '../../../../core/domain/access/pattern-message';
import { PATTERN_IDS, type PatternId } from '../../../../core/domain/access/pattern-ids';
import { CHARSET_RULES, checkPattern, type CharClass, type FormatId } from '../../../../core/domain/access/patterns';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { renderSentences, type Message } from '../../../../core/domain/kernel/message';
import { en } from '../../../../web/src/i18n/en';
import { ur } from '../../../../web/src/i18n/ur';
import { zh } from '../../../../web/src/i18n/zh';

/*
 * The message says what a rule accepts; these properties build strings from what the message
 * says (its length, the classes it names, what it asks at least one of, what it starts with) and
 * check that the rule accepts them, and that a string the message excludes is refused.
 */
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i));
/** Characters of each class, written out by code point (not by the rule's regular expressions). */
const SAMPLES: Record<CharClass, readonly string[]> = {
  latin: [...range(0x41, 0x5a), ...range(0x61, 0x7a)],
  upper: range(0x41, 0x5a),
  lower: range(0x61, 0x7a),
  digit: range(0x30, 0x39),
  symbol: range(0x21, 0x7e).filter((c) => !/[A-Za-z0-9]/.test(c)),
  space: [' '],
  letter: ['a', 'Z', 'é', 'ß', 'Ж', 'ع', 'ی', '中', 'ก', '한', 'あ', '\u0301'],
  cjk: ['中', '文', '㐀', '䶿', '一', '鿿'],
  cjkPunctuation: ['。', '、', '，', '！', '：', '［', '｛', '･', '\u3000'],
  hangul: ['한', '글', '가', '힣', 'ᄀ', 'ㄱ'],
  thai: ['ก', 'ไ', '\u0e48', '๙'],
  japanese: ['あ', 'ア', 'ー', '々', '中', '！', '～'],
};
/** "At least one letter" is a letter proper, not a combining mark. */
const ONE_OF: Record<CharClass, readonly string[]> = { ...SAMPLES, letter: SAMPLES.letter.filter((c) => c !== '\u0301') };
const inClass = (c: CharClass, ch: string) => SAMPLES[c].includes(ch) || (c === 'letter' && /[\p{L}\p{M}]/u.test(ch));
/** Characters outside most classes, to put where a message does not allow them. */
const STRANGERS = ['a', 'Z', '5', '#', ' ', '\t', '\u00a0', 'é', 'Ж', '中', '。', '한', 'ก', 'あ', '😀', '£', '\u200b', '٣'];

type CharsetId = keyof typeof CHARSET_RULES;
const CHARSET_IDS = Object.keys(CHARSET_RULES) as CharsetId[];

/** The classes, length and start the message of `id` names, read back from the message itself. */
function described(id: CharsetId, min: number, max: number) {
  const sentences = patternMessage({ id, min, max });
  const keysOf = (params: Message['params'], name: string) => {
    const value = params?.[name];
    const messages = (Array.isArray(value) ? value : typeof value === 'object' ? [value] : []) as Message[];
    return messages.map((m) => m.key.split('.').pop()! as CharClass);
  };
  const find = (key: string) => sentences.find((s) => s.key === key)?.params;
  return {
    allowed: keysOf(find('rule.made') ?? find('rule.only'), 'allowed'),
    required: keysOf(find('rule.include'), 'required'),
    first: keysOf(find('rule.startWith'), 'first')[0] ?? null,
  };
}

const lengths = (least: number) => fc.tuple(fc.integer({ min: least, max: 14 }), fc.nat(6)).map(([min, extra]) => ({ min, max: min + extra }));

/** A string the message describes: `n` characters of the allowed classes with one of each required class, starting as asked. */
function describedString(d: ReturnType<typeof described>, n: number): fc.Arbitrary<string> {
  const fixed = [...(d.first ? [d.first] : []), ...d.required];
  return fc
    .tuple(
      fc.tuple(...fixed.map((c) => fc.constantFrom(...ONE_OF[c]))),
      fc.array(fc.constantFrom(...d.allowed.flatMap((c) => SAMPLES[c])), { minLength: n - fixed.length, maxLength: n - fixed.length }),
      fc.array(fc.nat(), { minLength: n, maxLength: n }),
    )
    .map(([must, fill, order]) => {
      const head = d.first ? must.slice(0, 1) : [];
      const rest = [...must.slice(head.length), ...fill]
        .map((ch, i) => ({ ch, key: order[i]! }))
        .sort((a, b) => a.key - b.key)
        .map((x) => x.ch);
      return [...head, ...rest].join('');
    });
}

function text(tree: object, sentences: readonly Message[], lang: string): string {
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const translate = (key: string, params: Record<string, string | number>) => {
    let node: unknown = tree;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`${lang} has no text for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
  return renderSentences(sentences, translate, (items) => list.format(items));
}

describe("a field rule's message", () => {
  describe.each(CHARSET_IDS)('%s', (id) => {
    const d = described(id, 1, 1);
    const least = d.required.length + (d.first ? 1 : 0) || 1;

    it('names the classes the rule is made of, no more and no fewer', () => {
      expect(d).toEqual({ allowed: CHARSET_RULES[id].allowed, required: CHARSET_RULES[id].required, first: CHARSET_RULES[id].first });
    });

    it('a string the message describes is accepted, at every length it states', () => {
      fc.assert(
        fc.property(
          lengths(least).chain(({ min, max }) =>
            fc.tuple(
              fc.constant({ min, max }),
              fc.integer({ min, max }).chain((n) => describedString(d, n)),
            ),
          ),
          ([{ min, max }, value]) => {
            expect(checkPattern(value, { id, min, max })).toEqual({ ok: true, value });
          },
        ),
      );
    });

    it('a string one character shorter or longer than it states is refused', () => {
      fc.assert(
        fc.property(
          lengths(least + 1).chain(({ min, max }) =>
            fc.tuple(
              fc.constant({ min, max }),
              fc.constantFrom(min - 1, max + 1).chain((n) => describedString(d, n)),
            ),
          ),
          ([{ min, max }, value]) => {
            expect(checkPattern(value, { id, min, max }).ok).toBe(false);
          },
        ),
      );
    });

    it('a character of a class it does not name is refused', () => {
      const strangers = STRANGERS.filter((ch) => !d.allowed.some((c) => inClass(c, ch)));
      fc.assert(
        fc.property(
          fc.integer({ min: least, max: 12 }).chain((n) => fc.tuple(describedString(d, n), fc.nat(n - 1), fc.constantFrom(...strangers))),
          ([value, at, stranger]) => {
            const chars = [...value];
            chars[at] = stranger;
            expect(checkPattern(chars.join(''), { id, min: 1, max: 20 }).ok).toBe(false);
          },
        ),
      );
    });

    if (d.required.length > 0) {
      it('a string without one of the classes it asks for is refused', () => {
        fc.assert(
          fc.property(fc.constantFrom(...d.required), fc.integer({ min: 1, max: 12 }), (missing, n) => {
            const others = d.allowed.flatMap((c) => SAMPLES[c]).filter((ch) => !inClass(missing, ch) || (missing === 'letter' && ch === '\u0301'));
            const without = [...Array(n)].map((_, i) => others[(i * 7) % others.length]!).join('');
            expect(checkPattern(without, { id, min: 1, max: 20 }).ok).toBe(false);
          }),
        );
      });
    }

    if (d.first) {
      it('a string that does not start as it says is refused', () => {
        const wrongStart = d.allowed.flatMap((c) => SAMPLES[c]).filter((ch) => !inClass(d.first!, ch));
        fc.assert(
          fc.property(fc.constantFrom(...wrongStart), describedString(d, 5), (start, value) => {
            expect(checkPattern(start + value, { id, min: 1, max: 20 }).ok).toBe(false);
          }),
        );
      });
    }
  });

  /** Rules with a shape of their own: what each sentence describes, and one thing it excludes. */
  const FORMATS: Record<FormatId, { described: fc.Arbitrary<string>; excluded: fc.Arbitrary<string> }> = {
    anyChars: { described: fc.string({ minLength: 1, maxLength: 12 }), excluded: fc.constant('') },
    noSpaces: {
      described: fc.string({ unit: fc.constantFrom('a', '#', '中', '😀'), minLength: 1, maxLength: 12 }),
      excluded: fc.constantFrom('a b', 'ab\t', '\u3000x'),
    },
    email: { described: fc.emailAddress().filter((e) => e.length <= 60), excluded: fc.constantFrom('name.example.com', 'name@example', 'a b@example.com') },
    dateYmd: {
      described: fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      excluded: fc.constantFrom('2026-02-30', '31-03-2026', '2026/03/31'),
    },
    dateMdy: {
      described: fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) =>
        d
          .toISOString()
          .slice(0, 10)
          .replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2-$3-$1'),
      ),
      excluded: fc.constantFrom('02-30-2026', '2026-03-31', '13-01-2026'),
    },
    fullName: {
      described: fc
        .array(
          fc.tuple(fc.constantFrom('A', 'l', 'é', 'Ж', 'ع'), fc.string({ unit: fc.constantFrom('i', "'", '.', '-'), maxLength: 4 })).map(([a, b]) => a + b),
          { minLength: 2, maxLength: 3 },
        )
        .map((w) => w.join(' ')),
      excluded: fc.constantFrom('Ali', 'Ali  Khan', 'Ali Khan2', ' Ali Khan'),
    },
    mobileNumber: {
      described: fc.tuple(fc.constantFrom('', '+'), fc.stringMatching(/^[0-9]{1,14}$/)).map(([plus, digits]) => plus + digits),
      excluded: fc.constantFrom('0300 1234567', '0300-1234567', '03+001234567'),
    },
  };
  describe.each(Object.keys(FORMATS) as FormatId[])('%s', (id) => {
    it('a string its sentence describes is accepted, and one it excludes is refused', () => {
      fc.assert(
        fc.property(FORMATS[id].described, FORMATS[id].excluded, (value, excluded) => {
          const max = Math.max(10, [...value].length);
          expect(checkPattern(value, { id, min: 1, max }).ok).toBe(true);
          expect(checkPattern(excluded, { id, min: 1, max: 20 }).ok).toBe(false);
        }),
      );
    });
  });

  it('states a fixed length as one number ("6 digits"), a range as "6–20", in every shipped language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERN_IDS), fc.integer({ min: 1, max: 64 }), fc.nat(20), (id, min, extra) => {
        const dated = id === 'dateYmd' || id === 'dateMdy';
        for (const [tree, lang] of [
          [en, 'en'],
          [ur, 'ur'],
          [zh, 'zh'],
        ] as const) {
          const fixed = text(tree, patternMessage({ id, min, max: min }), lang);
          expect(fixed).not.toContain('–');
          if (!dated) expect(fixed).toContain(String(min));
          if (!dated && extra > 0) expect(text(tree, patternMessage({ id, min, max: min + extra }), lang)).toContain(`${min}–${min + extra}`);
        }
      }),
    );
    expect(text(en, patternMessage({ id: 'digitsOnly', min: 6, max: 6 }), 'en')).toBe('6 digits.');
    expect(text(en, patternMessage({ id: 'lettersAndDigits', min: 6, max: 20 }), 'en')).toBe(
      '6–20 characters: English letters, digits, and symbols such as ! # @ _. Include a letter and a digit.',
    );
  });

  it('is written in English, Urdu and Chinese for every rule (each text names its length)', () => {
    for (const id of PATTERN_IDS) {
      const sentences = patternMessage({ id, min: 4, max: 16 });
      for (const [tree, lang] of [
        [en, 'en'],
        [ur, 'ur'],
        [zh, 'zh'],
      ] as const) {
        const shown = text(tree, sentences, lang);
        if (id !== 'dateYmd' && id !== 'dateMdy') expect(shown).toContain('4–16');
        expect(shown).not.toMatch(/\{\{|rule\./);
      }
    }
  });

  it('a failure of a rule names the rule back, and no other failure does', () => {
    fc.assert(
      fc.property(fc.constantFrom<PatternId>(...PATTERN_IDS), fc.nat(30), fc.nat(30), (id, min, max) => {
        expect(patternOfFailure({ code: `validation.pattern.${id}`, params: { min, max } })).toEqual({ id, min, max });
      }),
    );
    expect(patternOfFailure({ code: 'validation.pattern.nope' as FailureCode, params: { min: 1, max: 2 } })).toBeNull();
    expect(patternOfFailure({ code: 'validation.pattern.email' })).toBeNull();
    expect(patternOfFailure({ code: 'validation.required', params: { min: 1, max: 2 } })).toBeNull();
  });
});
