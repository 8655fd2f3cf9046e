import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT_ODDS, JACKPOT_SHARE_PPM, hitsJackpot, jackpotShare } from '../../../../core/domain/play/jackpot';
import { HOUSE_SLOT_CODE, slot, slotParamsFor } from '../../../../core/domain/play/slot';
import { seededDraw } from '../../../support/play-simulation';

describe('progressive jackpot', () => {
  it('feeds 1% of every bet, rounded down, never more than the bet', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), (a, b) => {
        expect(jackpotShare(a)).toBe((a * BigInt(JACKPOT_SHARE_PPM)) / 1_000_000n);
        expect(jackpotShare(a) * 100n <= a && a - jackpotShare(a) * 100n < 100n).toBe(true);
        if (a <= b) expect(jackpotShare(a) <= jackpotShare(b)).toBe(true);
      }),
    );
  });

  it('hits on exactly the floats below 1 / 50,000', () => {
    expect(hitsJackpot(0)).toBe(true);
    expect(hitsJackpot((1 - 1e-9) / JACKPOT_ODDS)).toBe(true);
    expect(hitsJackpot(1 / JACKPOT_ODDS)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (f) => {
        expect(hitsJackpot(f)).toBe(f < 1 / JACKPOT_ODDS);
      }),
    );
  });

  it('a spin reads its jackpot from the float after the five reels, which leaves the reels and pays as they were', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (seed, sixth) => {
        const base = seededDraw(seed);
        const floats = [base(), base(), base(), base(), base(), sixth];
        const spin = slot.play(slotParamsFor(HOUSE_SLOT_CODE), () => floats.shift()!);
        const reference = seededDraw(seed);
        const plain = slot.play(slotParamsFor(HOUSE_SLOT_CODE), reference);
        expect(spin.outcome.grid).toEqual(plain.outcome.grid);
        expect(spin.multiplier).toBe(plain.multiplier);
        expect(spin.outcome.jackpot).toBe(hitsJackpot(sixth));
      }),
    );
  });
});
