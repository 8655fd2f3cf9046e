import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, crash, crashPointFor } from '../../../../core/domain/play/crash';
import { dice, diceMultiplier, diceWinningRolls, type DiceParams } from '../../../../core/domain/play/dice';
import { diceParams } from '../../../support/play-arbitraries';
import { seededDraw } from '../../../support/play-simulation';

describe('dice', () => {
  it('accepts exactly the targets with 1%–98% winning rolls', () => {
    fc.assert(
      fc.property(fc.constantFrom('over', 'under', 'sideways'), fc.oneof(fc.integer({ min: -50, max: 10_050 }), fc.double()), (direction, target) => {
        const parsed = dice.parse('DICE', { direction, target });
        const valid =
          direction !== 'sideways' &&
          Number.isInteger(target) &&
          target >= 0 &&
          target <= 9999 &&
          ((w) => w >= 100 && w <= 9800)(diceWinningRolls({ direction: direction as DiceParams['direction'], target }));
        expect(parsed.ok).toBe(valid);
      }),
    );
  });

  it('wins exactly on the rolls beyond the target and pays 99% of the fair odds, rounded down', () => {
    fc.assert(
      fc.property(diceParams, fc.integer(), (params, seed) => {
        const { outcome, multiplier } = dice.play(params, seededDraw(seed));
        expect(outcome.roll).toBeGreaterThanOrEqual(0);
        expect(outcome.roll).toBeLessThan(10_000);
        expect(outcome.win).toBe(params.direction === 'over' ? outcome.roll > params.target : outcome.roll < params.target);
        expect(multiplier).toBe(outcome.win ? diceMultiplier(params) : 0);
        const winning = diceWinningRolls(params);
        expect(diceMultiplier(params) * winning).toBeLessThanOrEqual(0.99 * 10_000 * 1e6);
        expect((diceMultiplier(params) + 1) * winning).toBeGreaterThan(0.99 * 10_000 * 1e6);
      }),
    );
  });
});

describe('crash', () => {
  it('accepts cash-outs from 1.01× to 1000×', () => {
    expect(crash.parse('CRASH', { cashout: CRASH_MIN_CASHOUT }).ok).toBe(true);
    expect(crash.parse('CRASH', { cashout: CRASH_MAX_CASHOUT }).ok).toBe(true);
    for (const cashout of [100, CRASH_MAX_CASHOUT + 1, 2.5, '250', null]) expect(crash.parse('CRASH', { cashout }).ok).toBe(false);
  });

  it('the crash point never falls as the draw rises, and a round pays its cash-out exactly when the crash point reaches it', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 2 }), (u) => {
        expect(crashPointFor(u + 1)).toBeGreaterThanOrEqual(crashPointFor(u));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: CRASH_MIN_CASHOUT, max: CRASH_MAX_CASHOUT }), fc.integer(), (cashout, seed) => {
        const { outcome, multiplier } = crash.play({ cashout }, seededDraw(seed));
        expect(outcome.crashPoint).toBeGreaterThanOrEqual(100);
        expect(outcome.win).toBe(outcome.crashPoint >= cashout);
        expect(multiplier).toBe(outcome.win ? cashout * 10_000 : 0);
        expect(multiplier).toBeLessThanOrEqual(crash.maxMultiplier({ cashout }));
      }),
    );
  });
});
