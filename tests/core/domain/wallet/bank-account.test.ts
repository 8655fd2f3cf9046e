import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround } from '../../../support/arbitraries';
import { checkBankAccount, collapseSpaces, maskAccountNumber, samePayee } from '../../../../core/domain/wallet/bank-account';

const name = fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10}){0,3}$/);
/** The name as someone might type it: any run of blanks between and around the words. */
const typedAs = (text: string) =>
  fc.array(fc.constantFrom(' ', '  ', '\t', ' \t'), { minLength: 8, maxLength: 8 }).map(
    (gaps) =>
      gaps[0] +
      text
        .split(' ')
        .map((w, i) => w + (gaps[i + 1] ?? ' '))
        .join('')
        .trimEnd() +
      gaps[7],
  );
const number = fc.stringMatching(/^[A-Z0-9]{6,34}$/);

describe('bank account rules', () => {
  it('a payee name matches itself whatever its case and spacing, and never a different name', () => {
    fc.assert(
      fc.property(
        name.chain((a) => fc.tuple(fc.constant(a), typedAs(a))),
        name,
        fc.boolean(),
        ([a, typed], b, upper) => {
          expect(samePayee(upper ? typed.toUpperCase() : typed, a)).toBe(true);
          expect(samePayee(a, b)).toBe(a.toLowerCase() === b.toLowerCase());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('numbers keep their letters and digits, lose spaces and dashes, and are accepted at 6 to 34 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 -]{0,40}$/), (typed) => {
        const plain = typed.replace(/[\s-]/g, '').toUpperCase();
        const checked = checkBankAccount({ bankName: 'Meezan Bank', accountNumber: typed, accountName: 'Ali Khan' });
        expect(checked.ok).toBe(plain.length >= 6 && plain.length <= 34);
        if (checked.ok) expect(checked.value.accountNumber).toBe(plain);
      }),
      { numRuns: 500 },
    );
  });

  it('names are stored collapsed, and checking a checked account changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), number, (bankName, accountName, accountNumber) => {
        const checked = checkBankAccount({ bankName, accountNumber, accountName });
        fc.pre(checked.ok);
        expect(checked.value.bankName).toBe(collapseSpaces(bankName));
        expect(checked.value.accountName).toBe(collapseSpaces(accountName));
        expect(checkBankAccount(checked.value)).toEqual(checked);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses empty, over-long and control-character names, naming the field', () => {
    const good = { bankName: 'Meezan Bank', accountNumber: '0101234567', accountName: 'Ali Khan' };
    expect(checkBankAccount({ ...good, bankName: '   ' })).toMatchObject({ ok: false, error: { code: 'validation.required', field: 'bankName' } });
    expect(checkBankAccount({ ...good, accountName: 'x'.repeat(65) })).toMatchObject({
      ok: false,
      error: { code: 'validation.too_long', field: 'accountName' },
    });
    expect(checkBankAccount({ ...good, accountName: 'Ali\u0007Khan' })).toMatchObject({
      ok: false,
      error: { code: 'validation.control_characters', field: 'accountName' },
    });
    expect(checkBankAccount({ ...good, accountNumber: '12345' })).toMatchObject({
      ok: false,
      error: { code: 'wallet.invalid_account_number', field: 'accountNumber' },
    });
  });

  it('property: a bank name and an account name are taken up to 64 characters and one more is too long; a number from 6 up to 34', () => {
    const good = { bankName: 'Meezan Bank', accountNumber: '0101234567', accountName: 'Ali Khan' };
    fc.assert(
      fc.property(
        fc.constantFrom('bankName', 'accountName'),
        textAround(64),
        fc.oneof(textAround(6, fc.constantFrom(...'AZ09')), textAround(34, fc.constantFrom(...'AZ09'))),
        (field, name, accountNumber) => {
          const named = checkBankAccount({ ...good, [field]: name });
          if (name.length <= 64) expect(named).toEqual({ ok: true, value: { ...good, [field]: name } });
          else expect(named).toEqual({ ok: false, error: { code: 'validation.too_long', field, params: { max: 64 } } });
          const numbered = checkBankAccount({ ...good, accountNumber });
          if (accountNumber.length >= 6 && accountNumber.length <= 34) expect(numbered).toEqual({ ok: true, value: { ...good, accountNumber } });
          else expect(numbered).toEqual({ ok: false, error: { code: 'wallet.invalid_account_number', field: 'accountNumber' } });
        },
      ),
    );
  });

  it('a masked number shows only the last four characters', () => {
    fc.assert(
      fc.property(number, (n) => {
        const masked = maskAccountNumber(n);
        expect(masked.endsWith(n.slice(-4))).toBe(true);
        expect(masked.replace(/\*/g, '')).toBe(n.slice(-4));
      }),
    );
  });
});
