import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteRebate, rateFor, type RebateRate } from '../../../../core/domain/engagement/rebate';
import { levelsAreOrdered, progressToNext, vipLevelOf, type VipLevel } from '../../../../core/domain/engagement/vip';

/** Ordered levels: level 0 needs nothing, each next one needs at least as much. */
const levels = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 })), { minLength: 0, maxLength: 6 })
  .map((steps) => {
    const out: VipLevel[] = [{ level: 0, name: 'L0', validBet: 0, deposit: 0 }];
    for (const [bet, deposit] of steps) {
      const last = out.at(-1)!;
      out.push({ level: out.length, name: `L${out.length}`, validBet: last.validBet + bet, deposit: last.deposit + deposit });
    }
    return out;
  });
const amount = fc.bigInt({ min: 0n, max: 10_000_000n });
const totals = fc.record({ validBet: amount, deposit: amount });

describe('vipLevelOf', () => {
  it('property: the level reached needs no more than the totals, the next one more, and more play never lowers it', () => {
    fc.assert(
      fc.property(levels, totals, totals, (ls, a, b) => {
        expect(levelsAreOrdered(ls)).toBe(true);
        const level = vipLevelOf(ls, a);
        const reached = ls[level]!;
        expect(a.validBet >= BigInt(reached.validBet) && a.deposit >= BigInt(reached.deposit)).toBe(true);
        const progress = progressToNext(ls, level, a);
        if (progress) expect(progress.validBetNeeded > 0n || progress.depositNeeded > 0n).toBe(true);
        else expect(level).toBe(ls.length - 1);
        const more = { validBet: a.validBet + b.validBet, deposit: a.deposit + b.deposit };
        expect(vipLevelOf(ls, more)).toBeGreaterThanOrEqual(level);
      }),
    );
  });

  it('property: levels out of order, with a blank name, or a level 0 that needs something are refused', () => {
    fc.assert(
      fc.property(
        levels.filter((ls) => ls.length > 1),
        fc.integer({ min: 1, max: 100 }),
        (ls, bump) => {
          expect(levelsAreOrdered([{ ...ls[0]!, validBet: bump }, ...ls.slice(1)])).toBe(false);
          expect(levelsAreOrdered([ls[0]!, { ...ls[1]!, name: ' ' }, ...ls.slice(2)])).toBe(false);
          expect(levelsAreOrdered([ls[0]!, { ...ls[1]!, level: 7 }, ...ls.slice(2)])).toBe(false);
          const last = ls.at(-1)!;
          expect(levelsAreOrdered([...ls, { level: ls.length, name: 'X', validBet: last.validBet - bump, deposit: last.deposit }])).toBe(false);
        },
      ),
    );
  });
});

describe('quoteRebate', () => {
  const rates = fc.uniqueArray(
    fc.record({
      gameType: fc.constantFrom('RNG', 'LIVE', 'FISH', 'PVP'),
      basisPoints: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 }),
    }),
    {
      selector: (r) => r.gameType,
    },
  ) satisfies fc.Arbitrary<RebateRate[]>;
  const bets = fc.uniqueArray(fc.record({ gameType: fc.constantFrom('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'), validBet: amount }), {
    selector: (b) => b.gameType,
  });

  it('property: each line is its valid bet at the level’s rate rounded down, the total their sum, never more than the bets', () => {
    fc.assert(
      fc.property(bets, rates, fc.integer({ min: 0, max: 9 }), (bs, rs, level) => {
        const quote = quoteRebate(bs, rs, level);
        expect(quote.total).toBe(quote.lines.reduce((s, l) => s + l.amount, 0n));
        for (const line of quote.lines) {
          expect(line.amount * 10_000n <= line.validBet * BigInt(line.basisPoints)).toBe(true);
          expect((line.amount + 1n) * 10_000n > line.validBet * BigInt(line.basisPoints)).toBe(true);
          expect(line.amount <= line.validBet).toBe(true);
        }
      }),
    );
  });

  it('property: past the last listed level the last rate holds; an unlisted game type earns nothing', () => {
    fc.assert(
      fc.property(
        rates.filter((r) => r.length > 0),
        fc.integer({ min: 0, max: 20 }),
        (rs, extra) => {
          const rate = rs[0]!;
          expect(rateFor(rs, rate.gameType, rate.basisPoints.length - 1 + extra)).toBe(rate.basisPoints.at(-1));
          expect(rateFor(rs, 'UNLISTED', extra)).toBe(0);
        },
      ),
    );
  });
});
