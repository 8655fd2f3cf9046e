import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterStep, roundAdmits, type RoundState } from '../../../../core/domain/play/round-condition';
import { STEP_KINDS } from '../../../../core/domain/play/round-steps';

const state = fc.record<RoundState>({ open: fc.boolean(), steps: fc.nat(20), refunded: fc.boolean() });
const kind = fc.constantFrom(...STEP_KINDS);

describe('round conditions of money movements', () => {
  it('nothing moves on a closed or refunded round', () => {
    fc.assert(
      fc.property(state, fc.option(fc.nat(20), { nil: undefined }), (round, steps) => {
        if (!round.open || round.refunded) expect(roundAdmits({ roundId: 1, steps }, round)).toBe(false);
      }),
    );
  });

  it('a refund lands only on the steps it was worked out from', () => {
    fc.assert(
      fc.property(state, fc.nat(20), (round, seen) => {
        expect(roundAdmits({ roundId: 1, steps: seen }, round)).toBe(round.open && !round.refunded && seen === round.steps);
      }),
    );
  });

  it('whatever order a win and a refund worked out from the same steps are written in, only the first lands', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.boolean(), (steps, refundFirst) => {
        const open: RoundState = { open: true, steps, refunded: false };
        const win = { condition: { roundId: 1 }, kind: 'win' };
        const refund = { condition: { roundId: 1, steps }, kind: 'refund' };
        const [first, second] = refundFirst ? [refund, win] : [win, refund];
        expect(roundAdmits(first.condition, open)).toBe(true);
        expect(roundAdmits(second.condition, afterStep(open, first.kind))).toBe(false);
      }),
    );
  });

  it('a step counts once and only a refund marks the round refunded', () => {
    fc.assert(
      fc.property(state, kind, (round, k) => {
        const next = afterStep(round, k);
        expect(next.steps).toBe(round.steps + 1);
        expect(next.refunded).toBe(round.refunded || k === 'refund');
        expect(next.open).toBe(round.open);
      }),
    );
  });
});
