import fc from 'fast-check';
import { unicodeString, urlLike } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { decodeServicePath, encodeServicePath } from '../../../../core/domain/system/service-path';

const key = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 8, maxLength: 8 });
const url = fc.oneof(urlLike, unicodeString(60), fc.constantFrom('', '/help#contact', 'https://例え.jp/パス?q=😀'));

describe('customer-service paths', () => {
  it('decode(encode(url, key)) === url for any unicode url and any 8-character printable ASCII key', () => {
    fc.assert(
      fc.property(url, key, (u, k) => {
        expect(decodeServicePath(encodeServicePath(u, k))).toBe(u);
      }),
      { numRuns: 500 },
    );
  });

  it('the encoding is lowercase hex of the UTF-8 bytes XOR the key, with the key as its last 8 characters', () => {
    fc.assert(
      fc.property(url, key, (u, k) => {
        const encoded = encodeServicePath(u, k);
        const bytes = [...new TextEncoder().encode(u)];
        expect(encoded.slice(-8)).toBe(k);
        expect(encoded.slice(0, -8)).toBe(bytes.map((b, i) => (b ^ k.charCodeAt(i % 8)).toString(16).padStart(2, '0')).join(''));
      }),
    );
  });

  it('the same url under two different keys gives different hex (when it has at least 8 bytes)', () => {
    fc.assert(
      fc.property(urlLike, key, key, (u, k1, k2) => {
        fc.pre(k1 !== k2 && u.length >= 8);
        expect(encodeServicePath(u, k1).slice(0, -8)).not.toBe(encodeServicePath(u, k2).slice(0, -8));
      }),
    );
  });

  it('tampered input never throws: it decodes to null or to some string', () => {
    const tamper = fc.tuple(url, key, fc.nat(200), fc.constantFrom('flip', 'drop', 'insert', 'upper', 'truncate'), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          tamper.map(([u, k, at, how, extra]) => {
            const e = encodeServicePath(u, k);
            const i = at % (e.length + 1);
            if (how === 'flip') return e.slice(0, i) + (e[i] === 'a' ? 'b' : 'a') + e.slice(i + 1);
            if (how === 'drop') return e.slice(0, i) + e.slice(i + 1);
            if (how === 'insert') return e.slice(0, i) + extra + e.slice(i);
            if (how === 'upper') return e.toUpperCase();
            return e.slice(0, i);
          }),
        ),
        (path) => {
          const decoded = decodeServicePath(path);
          expect(decoded === null || typeof decoded === 'string').toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('paths with a bad key part, odd or non-hex body decode to null', () => {
    for (const bad of ['', 'short', '0abcdefgh', 'zz' + 'ABCDEFGH', '0' + 'ABCDEFGH', 'ab' + 'ABC DEFG', 'ab' + 'ABCDEFGé'])
      expect(decodeServicePath(bad)).toBeNull();
    expect(decodeServicePath('ff' + 'AAAAAAAA')).toBeNull();
  });

  it('a key that is not 8 printable ASCII characters is refused', () => {
    for (const bad of ['', 'seven77', 'nine99999', 'with sp1', 'tab\tkey1', 'ключ1234']) expect(() => encodeServicePath('/x', bad)).toThrow();
  });
});
