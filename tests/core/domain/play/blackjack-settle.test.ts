import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, type BlackjackState } from '../../../../core/domain/play/blackjack';
import { handTotal, isNatural } from '../../../../core/domain/play/blackjack-hand';
import { settle, type BlackjackSettlement } from '../../../../core/domain/play/blackjack-settle';
import type { Card, Rank } from '../../../../core/domain/play/cards';
import { byChoices, playRound, roundArbitrary, seededRound, stacked } from '../../../support/blackjack-rounds';

const RUNS = { numRuns: 300 };
const settled = (state: BlackjackState): BlackjackSettlement => {
  const result = settle(state);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};
const card = (rank: Rank): Card => ({ rank, suit: 1 });

describe('blackjack settlement', () => {
  it('pays each hand 0, its stake, twice its stake or 5/2 of it (blackjack), and insurance 0 or 3 times', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        const { hands, insurance, stake, payout } = settled(final);
        hands.forEach((hand, i) => {
          expect(hand.stake).toBe(final.hands[i]!.doubled ? 2n * bet : bet);
          expect([0n, hand.stake, 2n * hand.stake, hand.stake + (3n * hand.stake) / 2n]).toContain(hand.payout);
          if (hand.result === 'blackjack') expect(final.hands).toHaveLength(1);
        });
        if (insurance) expect([0n, 3n * insurance.stake]).toContain(insurance.payout);
        expect(insurance !== undefined).toBe(final.insurance === 'taken');
        const bets = [...hands, ...(insurance ? [insurance] : [])];
        expect(stake).toBe(bets.reduce((sum, b) => sum + b.stake, 0n));
        expect(payout).toBe(bets.reduce((sum, b) => sum + b.payout, 0n));
      }),
      RUNS,
    );
  });

  it('a hand over 21 loses whatever the dealer has', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        settled(final).hands.forEach((hand, i) => {
          if (handTotal(final.hands[i]!.cards) > 21) expect(hand).toMatchObject({ result: 'lose', payout: 0n });
        });
      }),
      RUNS,
    );
  });

  it('against a dealer blackjack, only a player blackjack pushes and insurance pays', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        const { hands, insurance } = settled(final);
        if (!isNatural(final.dealer)) return;
        expect(hands.map((hand) => hand.result)).toEqual([isNatural(final.hands[0]!.cards) ? 'push' : 'lose']);
        if (insurance) expect(insurance.payout).toBe(3n * (bet / 2n));
      }),
      RUNS,
    );
  });

  it('pays a blackjack 3:2, rounded down to a minor unit', () => {
    const state = deal(stacked([card(1), card(9), card(12), card(8)])(), 101n);
    expect(settled(state)).toMatchObject({ hands: [{ result: 'blackjack', stake: 101n, payout: 252n }], stake: 101n, payout: 252n });
  });

  it('pays a split ace and ten 1:1, as 21 and not blackjack', () => {
    const state: BlackjackState = {
      bet: '100',
      phase: 'done',
      hands: [
        { cards: [card(1), card(13)], doubled: false, split: true, done: true },
        { cards: [card(1), card(5)], doubled: false, split: true, done: true },
      ],
      active: 1,
      dealer: [card(10), card(9)],
      insurance: 'none',
      dealt: 6,
    };
    expect(settled(state).hands).toEqual([
      { result: 'win', stake: 100n, payout: 200n },
      { result: 'lose', stake: 100n, payout: 0n },
    ]);
  });

  it('refuses to settle a round still in play', () => {
    const state = deal(stacked([card(9), card(9), card(7), card(8)])(), 100n);
    expect(settle(state)).toEqual({ ok: false, error: { code: 'play.round_unfinished' } });
  });
});
