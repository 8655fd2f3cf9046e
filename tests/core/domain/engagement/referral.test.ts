import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referralCodeOf, referrerOf } from '../../../../core/domain/engagement/referral';

describe('referral codes', () => {
  it('property: a code names its account, whatever the letter case of the link', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        const code = referralCodeOf(id);
        expect(referrerOf(code)).toBe(id);
        expect(referrerOf(code.toLowerCase())).toBe(id);
      }),
    );
  });

  it('property: anything that is not a code names nobody', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }).filter((s) => !/^\s*r[0-9a-z]{1,7}\s*$/i.test(s)), (text) => {
        expect(referrerOf(text)).toBeNull();
      }),
    );
    for (const text of ['R0', 'R', 'RZZZZZZZ', "R1' OR 1=1"]) expect(referrerOf(text)).toBeNull();
  });
});
