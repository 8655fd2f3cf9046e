import { describe, expect, it } from 'vitest';
import { QUICK_BET_KINDS, type QuickBet } from '../../../../core/domain/lottery/bets';
import { DEFAULT_PAYOUTS, payoutTable } from '../../../../core/domain/lottery/payout-tables';
import { quickFacts, settleQuick } from '../../../../core/domain/lottery/quick-settlement';

describe('payout tables', () => {
  it('the prize mode picks the table: ELOTT the e-lottery one, LOTT, ZY and SEA the market one; an operator table replaces the default', () => {
    expect(payoutTable('vn', 'ELOTT').lo2).toEqual({ pays: 98n, per: 27n });
    for (const mode of ['LOTT', 'ZY', 'SEA'] as const) expect(payoutTable('vn', mode).lo2).toEqual({ pays: 80n, per: 27n });
    expect(payoutTable('sea', 'SEA').big.pays).toEqual({ first: 2500n, second: 1000n, third: 500n, special: 180n, consolation: 60n });
    expect(payoutTable('sea', 'LOTT').small.pays).toEqual({ first: 3500n, second: 2000n, third: 1000n, special: 0n, consolation: 0n });
    const own = { ...DEFAULT_PAYOUTS, ZY: { ...DEFAULT_PAYOUTS.ZY, quick: { ...DEFAULT_PAYOUTS.ZY.quick, digit: { pays: 9n, per: 1n } } } };
    expect(payoutTable('quick', 'ZY', own).digit).toEqual({ pays: 9n, per: 1n });
  });

  it('over all 100,000 quick numbers each default quick kind returns what its table says: a digit 98 % in ELOTT and 95 % in LOTT, the two-way kinds 99 % and 97.5 %', () => {
    const stake = 1_000n;
    for (const [mode, digit, twoWay] of [
      ['ELOTT', 980n, 990n],
      ['LOTT', 950n, 975n],
    ] as const) {
      const odds = payoutTable('quick', mode);
      const returned = new Map<string, bigint>();
      for (let n = 0; n < 100_000; n++) {
        const facts = quickFacts({ number: [String(n).padStart(5, '0')] });
        for (const kind of QUICK_BET_KINDS) {
          const picks = kind === 'digit' ? ['7'] : kind.endsWith('BigSmall') || kind === 'bigSmall' ? ['big'] : ['odd'];
          const bet: QuickBet = { kind, picks, stake, ...(kind.startsWith('sum') ? {} : { position: 3 }) };
          returned.set(kind, (returned.get(kind) ?? 0n) + settleQuick(bet, facts, odds));
        }
      }
      for (const kind of QUICK_BET_KINDS) expect(returned.get(kind)! / 100_000n).toBe(kind === 'digit' ? digit : twoWay);
    }
  });
});
