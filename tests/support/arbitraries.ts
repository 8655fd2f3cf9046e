import fc from 'fast-check';

/**
 * One Unicode scalar value (never a lone surrogate): mostly ASCII, then the rest of the BMP,
 * then the astral planes. Cheaper to build than fast-check's 'binary' unit, which spends about
 * a second on its first use in every test process.
 */
export const codePoint: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 0xd7ff }), weight: 3 },
    { arbitrary: fc.integer({ min: 0xe000, max: 0xffff }), weight: 1 },
    { arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }), weight: 2 },
  )
  .map((c) => String.fromCodePoint(c));

/** Well-formed strings of any Unicode characters, `maxLength` code points at most. */
export const unicodeString = (maxLength = 30): fc.Arbitrary<string> => fc.string({ unit: codePoint, maxLength });

const URL_CHARS = [..."abcdefghijklmnopqrstuvwxyz0123456789-._~/?#[]@!$&'()*+,;=%"];

/** URL-like text: a scheme or a path start, URL characters, sometimes a non-ASCII tail (cheap, unlike fc.webUrl). */
export const urlLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('https://', 'http://', '/', 'mailto:'),
    fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength: 40 }),
    fc.oneof(fc.constant(''), unicodeString(6)),
  )
  .map(([scheme, body, tail]) => scheme + body + tail);

/** Visible characters of one UTF-16 unit each: never blank, never a control character. */
export const visibleChar: fc.Arbitrary<string> = fc.constantFrom('a', 'Z', '7', '.', 'é', 'ß', 'ي', '中');

/** Visible characters of one or two UTF-16 units, for rules that count characters rather than code units. */
export const visibleCodePoint: fc.Arbitrary<string> = fc.oneof(visibleChar, fc.constantFrom('😀', '𝒜'));

/** One under, at and one over `limit`: both sides of a size rule's edge. */
export const atAndAround = (limit: number): fc.Arbitrary<number> => fc.integer({ min: limit - 1, max: limit + 1 });

/** Text of one under, exactly or one over `limit` characters: a run of up to 16 characters from `unit`, repeated (cheap at any length). */
export const textAround = (limit: number, unit: fc.Arbitrary<string> = visibleChar): fc.Arbitrary<string> =>
  fc
    .tuple(atAndAround(limit), fc.array(unit, { minLength: 1, maxLength: 16 }))
    .map(([length, run]) => run.join('').repeat(Math.floor(length / run.length)) + run.slice(0, length % run.length).join(''));
