import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode } from '../../../../core/domain/access/base32';
import { AFFILIATE_CODE_BYTES, newAffiliateCode, normalizeAffiliateCode } from '../../../../core/domain/agency/affiliate';

const eightBytes = fc.uint8Array({ minLength: AFFILIATE_CODE_BYTES, maxLength: AFFILIATE_CODE_BYTES });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('newAffiliateCode', () => {
  it('draws at least 64 bits', () => expect(AFFILIATE_CODE_BYTES * 8).toBeGreaterThanOrEqual(64));

  it('property: 13 base32 characters that carry all 64 drawn bits, so distinct draws give distinct codes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(eightBytes, { minLength: 1, maxLength: 50, selector: hex }), (draws) => {
        const asked: number[] = [];
        const codes = draws.map((drawn) => newAffiliateCode({ bytes: (n) => (asked.push(n), drawn) }));
        expect(asked).toEqual(draws.map(() => AFFILIATE_CODE_BYTES));
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
        const code = newAffiliateCode({ bytes: () => drawn });
        expect(normalizeAffiliateCode(` ${lower ? code.toLowerCase() : code}\t`)).toBe(code);
      }),
    );
  });
});
