import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crash } from '../../../../core/domain/play/crash';
import { dice, diceMultiplier, diceWinningRolls } from '../../../../core/domain/play/dice';
import { HOUSE_SLOT_CODE, lineMicro, slot, slotParamsFor } from '../../../../core/domain/play/slot';
import { evaluateLine, paytable } from '../../../../core/domain/play/slot-machine';
import { exactSlotRtp, ratioToNumber } from '../../../../core/domain/play/slot-rtp';
import { seededDraw, simulate, tolerance } from '../../../support/play-simulation';
import { diceParams } from '../../../support/play-arbitraries';

/**
 * Each game's empirical return over a million simulated rounds (one seed chosen by fast-check)
 * lies within five standard errors of its theoretical return; the sample's own standard
 * deviation sets the error (see tests/support/play-simulation.ts).
 */
const ROUNDS = 1_000_000;

function expectWithin(theory: number, play: () => number) {
  const sample = simulate(ROUNDS, play);
  expect(Math.abs(sample.mean - theory)).toBeLessThanOrEqual(tolerance(sample, ROUNDS));
}

describe('empirical RTP over 1,000,000 rounds', () => {
  it('the house slot returns its exact 96.0099%', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const params = slotParamsFor(HOUSE_SLOT_CODE);
        const draw = seededDraw(seed);
        expectWithin(0.960099243, () => slot.play(params, draw).multiplier);
      }),
      { numRuns: 1 },
    );
  });

  it('a demo vendor slot returns its exact rescaled RTP', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 12 }), fc.integer(), (code, seed) => {
        const params = slotParamsFor(code);
        const theory = ratioToNumber(exactSlotRtp((line) => lineMicro(params, evaluateLine(paytable(params.volatility), line).pays)));
        const draw = seededDraw(seed);
        expectWithin(theory, () => slot.play(params, draw).multiplier);
      }),
      { numRuns: 1 },
    );
  });

  it('dice returns 99% of fair odds, rounded down', () => {
    fc.assert(
      fc.property(diceParams, fc.integer(), (params, seed) => {
        const theory = (diceWinningRolls(params) / 10_000) * (diceMultiplier(params) / 1e6);
        const draw = seededDraw(seed);
        expectWithin(theory, () => dice.play(params, draw).multiplier);
      }),
      { numRuns: 1 },
    );
  });

  it('crash returns t · floor(99 · 2^32 / t) / 2^32 for a cash-out at t', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 2_000 }), fc.integer(), (cashout, seed) => {
        const theory = (cashout / 100) * (Math.floor((99 * 2 ** 32) / cashout) / 2 ** 32);
        const draw = seededDraw(seed);
        expectWithin(theory, () => crash.play({ cashout }, draw).multiplier);
      }),
      { numRuns: 1 },
    );
  });
});
