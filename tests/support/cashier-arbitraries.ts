import fc from 'fast-check';
import { QUICK_PICKS } from '../../core/domain/kernel/calendar';
import { amountText, MAX_AMOUNT } from '../../core/domain/wallet/amount';
import type { BankDepositMethod } from '../../core/portal/wallet/types';
import { unicodeString } from './arbitraries';
import { defaultBankMethod } from './fakes/portal-cashier-gateway';

/** A bank deposit method with any scale 0-4 and bounds 1 <= min <= max <= MAX_AMOUNT. */
export const bankMethod: fc.Arbitrary<BankDepositMethod> = fc
  .record({
    scale: fc.integer({ min: 0, max: 4 }),
    min: fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
    span: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 100_000n }), fc.bigInt({ min: 0n, max: 10n ** 14n })),
  })
  .map(({ scale, min, span }) => defaultBankMethod({ scale, min, max: min + span > MAX_AMOUNT ? MAX_AMOUNT : min + span }));

/**
 * Amount text a player might type for a method: near and across its bounds, with the right,
 * too few or too many decimals, spaces around; or junk (separators, signs, exponents, any text).
 */
export const amountTyped = (method: BankDepositMethod): fc.Arbitrary<string> => {
  const near = fc.oneof(
    fc.bigInt({ min: 0n, max: method.max + method.max / 2n + 10n }),
    fc.bigInt({ min: method.min > 3n ? method.min - 3n : 0n, max: method.min + 3n }),
    fc.bigInt({ min: method.max > 3n ? method.max - 3n : 0n, max: method.max + 3n }),
  );
  const decimal = fc
    .tuple(near, fc.constantFrom('exact', 'extraZero', 'extraDigit', 'wholeOnly'), fc.constantFrom('', ' ', '\t'))
    .map(([minor, shape, pad]) => {
      let text = amountText(minor, method.scale);
      if (shape === 'extraZero') text += method.scale === 0 ? '.0' : '0';
      if (shape === 'extraDigit') text += method.scale === 0 ? '.5' : '7';
      if (shape === 'wholeOnly') text = text.split('.')[0]!;
      return pad + text + pad;
    });
  const junk = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789.,-+e '), maxLength: 14 }),
    unicodeString(10),
    fc.constantFrom('', '.', '1.', '.5', '-5', '1e3', '١٠٠', '10,000'),
  );
  return fc.oneof({ arbitrary: decimal, weight: 4 }, { arbitrary: junk, weight: 1 });
};

/** Printable names within the wire's 64 characters, sometimes blank. */
export const payerName: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcdefghij ABCDEFG.-'), minLength: 1, maxLength: 40 }),
  fc.constantFrom('', '   ', 'Ali Khan', 'علی خان'),
);

export const quickPick = fc.constantFrom(...QUICK_PICKS);

/** Instants across two centuries, and zones from UTC-11 to UTC+14 with half and quarter hours; one unknown zone. */
export const instant = fc.date({ min: new Date(Date.UTC(1971, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true });
export const timeZone = fc.constantFrom(
  'UTC',
  'Asia/Karachi',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Europe/London',
  'Not/A_Zone',
);
