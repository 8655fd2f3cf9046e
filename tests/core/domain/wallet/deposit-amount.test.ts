import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from '../../../../core/domain/wallet/amount';
import { checkDepositAmount, quickAmounts } from '../../../../core/domain/wallet/deposit-amount';
import { amountTyped, bankMethod } from '../../../support/cashier-arbitraries';

describe('checkDepositAmount', () => {
  it('accepts exactly the texts parseAmount accepts that land within [min, max]', () => {
    fc.assert(
      fc.property(
        bankMethod.chain((m) => fc.tuple(fc.constant(m), amountTyped(m))),
        ([method, text]) => {
          const parsed = parseAmount(text, method.scale);
          const checked = checkDepositAmount(text, method);
          const inside = parsed.ok && parsed.value >= method.min && parsed.value <= method.max;
          expect(checked.ok).toBe(inside);
          if (checked.ok && parsed.ok) expect(checked.value).toBe(parsed.value);
          if (!checked.ok) expect(checked.error.field).toBe('amount');
          if (!checked.ok && parsed.ok) expect(checked.error.code).toBe(parsed.value < method.min ? 'wallet.below_minimum' : 'wallet.above_maximum');
          if (!checked.ok && !parsed.ok) expect(checked.error.code).toBe(parsed.error.code);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the bound it missed, in minor units', () => {
    const limits = { min: 10_000n, max: 5_000_000n, scale: 2 };
    expect(checkDepositAmount('99.99', limits)).toEqual({ ok: false, error: { code: 'wallet.below_minimum', field: 'amount', params: { min: '10000' } } });
    expect(checkDepositAmount('50000.01', limits)).toEqual({ ok: false, error: { code: 'wallet.above_maximum', field: 'amount', params: { max: '5000000' } } });
    expect(checkDepositAmount(' 100 ', limits)).toEqual({ ok: true, value: 10_000n });
    expect(checkDepositAmount('100.001', limits)).toMatchObject({ ok: false, error: { code: 'wallet.too_many_decimals', field: 'amount' } });
  });
});

describe('quickAmounts', () => {
  it('chips are 1 to 6 distinct ascending amounts inside [min, max] that the amount rule accepts when typed', () => {
    fc.assert(
      fc.property(bankMethod, (method) => {
        const chips = quickAmounts(method);
        expect(chips.length).toBeGreaterThanOrEqual(1);
        expect(chips.length).toBeLessThanOrEqual(6);
        chips.forEach((chip, i) => {
          expect(chip >= method.min && chip <= method.max).toBe(true);
          if (i > 0) expect(chip > chips[i - 1]!).toBe(true);
          expect(checkDepositAmount(amountText(chip, method.scale), method)).toEqual({ ok: true, value: chip });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('uses the 1-2-5 series from the minimum up, and the minimum when none fits', () => {
    expect(quickAmounts({ min: 10_000n, max: 5_000_000n, scale: 2 })).toEqual([10_000n, 20_000n, 50_000n, 100_000n, 200_000n, 500_000n]);
    expect(quickAmounts({ min: 30_000n, max: 150_000n, scale: 2 })).toEqual([50_000n, 100_000n]);
    expect(quickAmounts({ min: 1234n, max: 1234n, scale: 2 })).toEqual([1234n]);
    expect(quickAmounts({ min: 5n, max: 1n, scale: 2 })).toEqual([]);
  });
});
