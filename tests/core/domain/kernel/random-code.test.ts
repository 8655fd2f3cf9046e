import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode } from '../../../../core/domain/access/base32';
import { RANDOM_CODE_BYTES, newRandomCode, normalizeCode } from '../../../../core/domain/kernel/random-code';

const eightBytes = fc.uint8Array({ minLength: RANDOM_CODE_BYTES, maxLength: RANDOM_CODE_BYTES });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('newRandomCode', () => {
  it('draws at least 64 bits', () => expect(RANDOM_CODE_BYTES * 8).toBeGreaterThanOrEqual(64));

  it('property: 13 base32 characters that carry all 64 drawn bits, so distinct draws give distinct codes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(eightBytes, { minLength: 1, maxLength: 50, selector: hex }), (draws) => {
        const asked: number[] = [];
        const codes = draws.map((drawn) => newRandomCode({ bytes: (n) => (asked.push(n), drawn) }));
        expect(asked).toEqual(draws.map(() => RANDOM_CODE_BYTES));
        for (const [i, code] of codes.entries()) {
          expect(code).toMatch(/^[A-Z2-7]{13}$/);
          const decoded = base32Decode(code);
          expect(decoded.ok && hex(decoded.value)).toBe(hex(draws[i]!));
        }
        expect(new Set(codes).size).toBe(draws.length);
      }),
    );
  });

  it('property: a code retyped in any case or with spaces around reads as itself', () => {
    fc.assert(
      fc.property(eightBytes, fc.boolean(), (drawn, lower) => {
        const code = newRandomCode({ bytes: () => drawn });
        expect(normalizeCode(` ${lower ? code.toLowerCase() : code}\t`)).toBe(code);
      }),
    );
  });
});
