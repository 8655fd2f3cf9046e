import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesAfter, roundTotals, stepEffect, STEP_KINDS, type StepMove } from '../../../../core/domain/play/round-steps';
import { timeoutAction, timeoutCutoff } from '../../../../core/domain/play/round-timeout';

const step: fc.Arbitrary<StepMove> = fc
  .record({ kind: fc.constantFrom(...STEP_KINDS), amount: fc.bigInt({ min: 0n, max: 10n ** 12n }) })
  .map((s) => (s.kind === 'outcome' ? { ...s, amount: 0n } : s));

/**
 * An outside provider's open round as it can stand: bets, wins, and rollbacks or refunds that each
 * give back a bet that was taken.
 */
const providerRound = fc.array(fc.tuple(fc.constantFrom('bet', 'win', 'rollback'), fc.bigInt({ min: 1n, max: 10n ** 9n })), { maxLength: 12 }).map((moves) => {
  const steps: StepMove[] = [];
  const standing: bigint[] = [];
  for (const [kind, amount] of moves) {
    if (kind === 'bet') standing.push(amount);
    if (kind === 'rollback' && standing.length === 0) continue;
    steps.push({ kind, amount: kind === 'rollback' ? standing.pop()! : amount } as StepMove);
  }
  return steps;
});

describe('round steps', () => {
  it('the balance after each step is the balance before plus the wins less the stakes so far', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.array(step, { maxLength: 20 }), (before, steps) => {
        const after = balancesAfter(before, steps);
        expect(after).toHaveLength(steps.length);
        steps.forEach((_, i) => {
          const { stake, win } = roundTotals(steps.slice(0, i + 1));
          expect(after[i]).toBe(before + win - stake);
        });
        const { stake, win } = roundTotals(steps);
        expect(after.at(-1) ?? before).toBe(before - stake + win);
      }),
    );
  });

  it('only bets stake and only wins pay; a rollback or refund takes its amount off the stake; an outcome moves nothing', () => {
    fc.assert(
      fc.property(step, (s) => {
        const { stake, win } = stepEffect(s);
        expect(stake).toBe(s.kind === 'bet' ? s.amount : s.kind === 'rollback' || s.kind === 'refund' ? -s.amount : 0n);
        expect(win).toBe(s.kind === 'win' ? s.amount : 0n);
      }),
    );
  });
});

describe('the timeout rule', () => {
  it('a house round is completed when its bet was taken and closed with nothing to pay otherwise', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        expect(timeoutAction({ house: true, steps })).toEqual(steps.some((s) => s.kind === 'bet') ? { action: 'complete' } : { action: 'close' });
      }),
    );
  });

  it("an outside round with stake standing and no win is refunded exactly that stake; applying the rule leaves nothing to settle, and the player's net is zero", () => {
    fc.assert(
      fc.property(providerRound, (steps) => {
        const rule = timeoutAction({ house: false, steps });
        const { stake, win } = roundTotals(steps);
        const hasWin = steps.some((s) => s.kind === 'win');
        expect(rule.action).toBe(stake > 0n && !hasWin ? 'refund' : 'close');
        fc.pre(rule.action === 'refund');
        expect(rule.amount).toBe(stake);
        const settled = [...steps, { kind: 'refund' as const, amount: rule.amount }];
        expect(timeoutAction({ house: false, steps: settled })).toEqual({ action: 'close' });
        expect(roundTotals(settled)).toEqual({ stake: 0n, win });
      }),
    );
  });

  it('a round is past the timeout once it started that many minutes before now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 5, max: 10_080 }),
        (now, minutes) => {
          expect(now.getTime() - timeoutCutoff(now, minutes).getTime()).toBe(minutes * 60_000);
        },
      ),
    );
  });
});
