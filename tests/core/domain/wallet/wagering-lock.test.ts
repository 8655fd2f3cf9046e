import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMoneyExit, type WageredBonus } from '../../../../core/domain/wallet/wagering-lock';

const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });
const bonus = fc.record({ turnoverRequired: minor, validBetSince: minor });
const bonuses = fc.array(bonus, { maxLength: 6 });
const shortfall = (b: WageredBonus) => (b.validBetSince < b.turnoverRequired ? b.turnoverRequired - b.validBetSince : 0n);

describe('checkMoneyExit', () => {
  it('lets money out exactly when every bonus has its turnover bet, else names the valid bet still missing', () => {
    fc.assert(
      fc.property(bonuses, (list) => {
        const result = checkMoneyExit(list);
        expect(result.ok).toBe(list.every((b) => b.validBetSince >= b.turnoverRequired));
        if (!result.ok) {
          expect(result.error.code).toBe('wallet.turnover_not_met');
          expect(result.error.params).toEqual({ remaining: list.reduce((sum, b) => sum + shortfall(b), 0n).toString() });
        }
      }),
    );
  });

  it('more valid bet never locks money that was free, and a new bonus not yet bet always locks it', () => {
    fc.assert(
      fc.property(bonuses, minor, fc.bigInt({ min: 1n, max: 10n ** 12n }), (list, more, required) => {
        const betMore = list.map((b) => ({ ...b, validBetSince: b.validBetSince + more }));
        if (checkMoneyExit(list).ok) expect(checkMoneyExit(betMore).ok).toBe(true);
        expect(checkMoneyExit([...betMore, { turnoverRequired: required, validBetSince: 0n }]).ok).toBe(false);
      }),
    );
  });
});
