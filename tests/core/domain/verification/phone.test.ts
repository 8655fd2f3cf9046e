import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../../core/domain/verification/phone';

const COUNTRIES = [
  { country: 'PK', dialingCode: '+92', digits: [10] },
  { country: 'AE', dialingCode: '+971', digits: [9] },
];

describe('normalizeMobile', () => {
  it('property: a national number of the right length, with a trunk zero, spaces or dashes, becomes +code digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.boolean(), fc.boolean(), fc.stringMatching(/^[1-9][0-9]{8,9}$/), (country, trunk, spaced, digits) => {
        fc.pre(country.digits.includes(digits.length));
        const typed = (trunk ? '0' : '') + (spaced ? digits.replace(/(\d{3})(?=\d)/g, '$1 ') : digits);
        expect(normalizeMobile(country.dialingCode.slice(1), typed, COUNTRIES)).toEqual({ ok: true, value: `${country.dialingCode}${digits}` });
      }),
    );
  });

  it('property: a wrong length or a non-digit is an invalid phone number', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 14 }).filter((s) => s.trim() !== ''),
        (typed) => {
          const digits = typed.replace(/[\s-]/g, '').replace(/^0/, '');
          fc.pre(!/^[0-9]{10}$/.test(digits));
          expect(normalizeMobile('+92', typed, COUNTRIES)).toMatchObject({ ok: false, error: { code: 'verification.phone_invalid' } });
        },
      ),
    );
  });

  it('names a missing number and an unsupported country', () => {
    expect(normalizeMobile('+92', '  ', COUNTRIES)).toMatchObject({ error: { code: 'verification.phone_missing', field: 'mobileNum' } });
    expect(normalizeMobile('+1', '2025550123', COUNTRIES)).toMatchObject({ error: { code: 'verification.dialing_code_unsupported' } });
  });
});
