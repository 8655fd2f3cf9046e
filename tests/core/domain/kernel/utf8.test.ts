import fc from 'fast-check';
import { unicodeString } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { utf8Decode, utf8Encode } from '../../../../core/domain/kernel/utf8';

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Strings of any UTF-16 code units, lone surrogates included. */
const anyUtf16 = fc.string({ unit: fc.oneof(anyCodeUnit, fc.constantFrom('\ud800', '\udfff', '\ud83d')), maxLength: 30 });
const fatal = new TextDecoder('utf-8', { fatal: true });

describe('utf8', () => {
  it('round trip: decode(encode(s)) === s for any well-formed string', () => {
    fc.assert(
      fc.property(unicodeString(60), (s) => {
        expect(utf8Decode(utf8Encode(s))).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  it('encode gives the same bytes as TextEncoder for any string, and never throws (lone surrogates become U+FFFD)', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.oneof(anyUtf16, unicodeString(30)), (s) => {
        expect(utf8Encode(s)).toEqual([...encoder.encode(s)]);
      }),
      { numRuns: 500 },
    );
  });

  it('decode agrees with a fatal TextDecoder: null exactly for invalid sequences', () => {
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0xc0, 0xc1, 0xe0, 0xed, 0xf0, 0xf4, 0xf5, 0x80, 0xbf)), {
      maxLength: 24,
    });
    let rejected = 0;
    fc.assert(
      fc.property(bytes, (bs) => {
        let expected: string | null;
        try {
          expected = fatal.decode(Uint8Array.from(bs));
        } catch {
          expected = null;
          rejected++;
        }
        expect(utf8Decode(bs)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    expect(rejected).toBeGreaterThan(0);
  });

  it('decode rejects overlong forms, encoded surrogates, code points above U+10FFFF and truncated sequences', () => {
    for (const bad of [[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80], [0xff]])
      expect(utf8Decode(bad)).toBeNull();
  });

  it('decode rejects values that are not bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 127 }), { maxLength: 5 }),
        fc.oneof(fc.integer({ min: 256, max: 100_000 }), fc.integer({ min: -1000, max: -1 }), fc.constantFrom(1.5, Number.NaN)),
        fc.nat(5),
        (ascii, bad, at) => {
          const bs = [...ascii];
          bs.splice(at % (bs.length + 1), 0, bad);
          expect(utf8Decode(bs)).toBeNull();
        },
      ),
    );
  });
});
