import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlackjackState } from '../../../../core/domain/play/blackjack';
import { basicStrategyReturn, splitHandCounts } from '../../../../core/domain/play/blackjack-odds';
import { basicStrategy } from '../../../../core/domain/play/blackjack-strategy';
import type { Card, Rank } from '../../../../core/domain/play/cards';
import { basicStrategyRound } from '../../../support/blackjack-rounds';
import { seededDraw, simulate, tolerance } from '../../../support/play-simulation';

const card = (rank: number): Card => ({ rank: rank as Rank, suit: 2 });
const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/** The published multi-deck S17 DAS basic strategy (no surrender), against up cards 2–10 and ace. */
const CHART: Record<string, string> = {
  'hard 5-8': 'HHHHHHHHHH',
  'hard 9': 'HDDDDHHHHH',
  'hard 10': 'DDDDDDDDHH',
  'hard 11': 'DDDDDDDDDH',
  'hard 12': 'HHSSSHHHHH',
  'hard 13-16': 'SSSSSHHHHH',
  'hard 17-19': 'SSSSSSSSSS',
  'soft 13-14': 'HHHDDHHHHH',
  'soft 15-16': 'HHDDDHHHHH',
  'soft 17': 'HDDDDHHHHH',
  'soft 18': 'SDDDDSSHHH',
  'soft 19-20': 'SSSSSSSSSS',
  'pair 2-3': 'PPPPPPHHHH',
  'pair 4': 'HHHPPHHHHH',
  'pair 5': 'DDDDDDDDHH',
  'pair 6': 'PPPPPHHHHH',
  'pair 7': 'PPPPPPHHHH',
  'pair 8': 'PPPPPPPPPP',
  'pair 9': 'PPPPPSPPSS',
  'pair 10': 'SSSSSSSSSS',
  'pair 1': 'PPPPPPPPPP',
};

function firstTwo(kind: string, total: number): [number, number] {
  if (kind === 'pair') return [total, total];
  if (kind === 'soft') return [1, total - 11];
  return total <= 11 ? [2, total - 2] : [10, total - 10];
}

const opening = (cards: readonly number[], up: number): BlackjackState => ({
  bet: '100',
  phase: 'player',
  hands: [{ cards: cards.map(card), doubled: false, split: false, done: false }],
  active: 0,
  dealer: [card(up), card(7)],
  insurance: 'none',
  dealt: 4,
});

const LETTER = { hit: 'H', stand: 'S', double: 'D', split: 'P' } as const;

describe('blackjack basic strategy', () => {
  it('is the published chart but for soft 13 against a 5 and soft 15 against a 4, which an infinite deck hits', () => {
    const differs: string[] = [];
    for (const [row, moves] of Object.entries(CHART)) {
      const [kind, range] = row.split(' ') as [string, string];
      const [low, high] = range.split('-').map(Number) as [number, number?];
      for (let total = low; total <= (high ?? low); total++) {
        UPS.forEach((up, i) => {
          const move = LETTER[basicStrategy(opening(firstTwo(kind, total), up)) as keyof typeof LETTER];
          if (move !== moves[i]) differs.push(`${kind} ${total} v ${up}: ${move}`);
        });
      }
    }
    expect(differs).toEqual(['soft 13 v 5: H', 'soft 15 v 4: H']);
  });

  it('declines insurance', () => {
    expect(basicStrategy({ ...opening([10, 10], 1), phase: 'insurance', insurance: 'offered' })).toBe('no-insurance');
  });
});

describe('blackjack return', () => {
  /**
   * Infinite deck, these rules: a house edge of 0.512 %. Published 6-deck figures for S17, DAS, no
   * surrender, resplits to 4 are 0.40–0.42 %; a finite shoe helps the player (the cards already out
   * change the odds against the bust-prone totals), and the tables of deck effects put an infinite
   * deck 0.08–0.10 % above 6 decks, which closes the gap.
   */
  it('is 99.488 % for basic strategy over an infinite deck', () => {
    expect(basicStrategyReturn()).toBeCloseTo(0.994883, 6);
  });

  it('a split ends with 2–4 hands, more as pairs come more often', () => {
    expect(splitHandCounts(0)).toEqual({ unpaired: 2, stuck: 0 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [low, high] = [splitHandCounts(Math.min(a, b)), splitHandCounts(Math.max(a, b))];
        const hands = (c: typeof low) => c.unpaired + c.stuck;
        expect(hands(low)).toBeGreaterThanOrEqual(2 - 1e-9);
        expect(hands(high)).toBeLessThanOrEqual(4 + 1e-9);
        expect(hands(high)).toBeGreaterThanOrEqual(hands(low) - 1e-9);
      }),
    );
  });

  /**
   * 20,000 rounds of a 6-deck shoe: a round's return has a standard deviation near 1.15, so the
   * standard error is near 0.8 %; five of them (tests/support/play-simulation.ts) dwarf the
   * 0.1 % between an infinite deck and 6 decks.
   */
  it('simulated over 20,000 rounds by basic strategy, lies within five standard errors of the computed return', () => {
    const ROUNDS = 20_000;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const draw = seededDraw(seed);
        const sample = simulate(ROUNDS, () => basicStrategyRound(draw) * 1_000_000);
        expect(Math.abs(sample.mean - basicStrategyReturn())).toBeLessThanOrEqual(tolerance(sample, ROUNDS));
      }),
      { numRuns: 1 },
    );
  });
});
