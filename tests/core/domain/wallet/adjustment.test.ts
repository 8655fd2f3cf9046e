import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround } from '../../../support/arbitraries';
import { checkAdjustment, MAX_ADJUSTMENT_REASON } from '../../../../core/domain/wallet/adjustment';
import { amountText, MAX_AMOUNT } from '../../../../core/domain/wallet/amount';

const scale = fc.integer({ min: 0, max: 4 });
const minor = fc.bigInt({ min: 1n, max: MAX_AMOUNT });
const reason = fc.string({ minLength: 1, maxLength: MAX_ADJUSTMENT_REASON }).filter((r) => r.trim() !== '' && r.trim().length <= MAX_ADJUSTMENT_REASON);
const codeOf = (r: ReturnType<typeof checkAdjustment>) => (r.ok ? 'ok' : r.error.code);

describe('checkAdjustment', () => {
  it('any non-zero amount reads back signed, with the reason trimmed: a leading minus debits', () => {
    fc.assert(
      fc.property(minor, scale, fc.boolean(), fc.constantFrom('', '+'), reason, (m, s, negative, plus, why) => {
        const text = negative ? `-${amountText(m, s)}` : `${plus}${amountText(m, s)}`;
        expect(checkAdjustment(` ${text} `, `  ${why}\t`, s)).toEqual({ ok: true, value: { amount: negative ? -m : m, reason: why.trim() } });
      }),
    );
  });

  it('zero in any spelling is wallet.adjustment_zero on the amount', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '-0', '+0', '0.00', '-0.0', '000'), scale, (zero, s) => {
        expect(checkAdjustment(zero, 'why', Math.max(s, 2))).toEqual({ ok: false, error: { code: 'wallet.adjustment_zero', field: 'amount' } });
      }),
    );
  });

  it('a blank reason is wallet.adjustment_reason_required; an overlong one is too long; a bad amount keeps the amount rules', () => {
    fc.assert(
      fc.property(minor, fc.stringMatching(/^[ \t\n]*$/), (m, blank) => {
        expect(checkAdjustment(amountText(m, 2), blank, 2)).toEqual({ ok: false, error: { code: 'wallet.adjustment_reason_required', field: 'reason' } });
      }),
    );
    fc.assert(
      fc.property(textAround(500), (why) => {
        expect(checkAdjustment('10', why, 2)).toEqual(
          why.length <= 500
            ? { ok: true, value: { amount: 1000n, reason: why } }
            : { ok: false, error: { code: 'validation.too_long', field: 'reason', params: { max: 500 } } },
        );
      }),
    );
    for (const [text, code] of [
      ['--5', 'wallet.invalid_amount'],
      ['-', 'wallet.invalid_amount'],
      ['1,000', 'wallet.invalid_amount'],
      ['-1.234', 'wallet.too_many_decimals'],
      [`-${MAX_AMOUNT + 1n}`, 'wallet.amount_too_large'],
    ] as const) {
      const answer = checkAdjustment(text, 'why', 2);
      expect([text, codeOf(answer), answer.ok ? null : answer.error.field]).toEqual([text, code, 'amount']);
    }
  });
});
