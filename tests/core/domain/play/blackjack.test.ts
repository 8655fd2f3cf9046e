import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  act,
  autoFinish,
  BLACKJACK_ACTIONS,
  BLACKJACK_DECKS,
  deal,
  legalActions,
  MAX_HANDS,
  type BlackjackState,
} from '../../../../core/domain/play/blackjack';
import { handTotal } from '../../../../core/domain/play/blackjack-hand';
import { cardIndex, shoe, type Card, type Rank, type Suit } from '../../../../core/domain/play/cards';
import { byChoices, playRound, roundArbitrary, seededRound, stacked } from '../../../support/blackjack-rounds';

const cardsOf = (state: BlackjackState): Card[] => [...state.hands.flatMap((hand) => hand.cards), ...state.dealer];
const card = (rank: Rank, suit: Suit = 0): Card => ({ rank, suit });
const RUNS = { numRuns: 300 };

describe('a blackjack round', () => {
  it('counts every card it deals, and deals them from the round shoe without repeats', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const states = playRound(seededRound(seed), bet, byChoices(choices));
        for (const state of states) expect(cardsOf(state).length).toBe(state.dealt);
        const final = states.at(-1)!;
        const next = shoe(seededRound(seed)(), BLACKJACK_DECKS);
        const fromShoe = Array.from({ length: final.dealt }, () => cardIndex(next())).sort((a, b) => a - b);
        expect(
          cardsOf(final)
            .map(cardIndex)
            .sort((a, b) => a - b),
        ).toEqual(fromShoe);
      }),
      RUNS,
    );
  });

  it('accepts no action once done', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        expect(legalActions(final)).toEqual([]);
        for (const action of BLACKJACK_ACTIONS) expect(act(final, action, seededRound(seed)())).toEqual({ ok: false, error: { code: 'play.invalid_action' } });
      }),
      RUNS,
    );
  });

  it('refuses every action it does not list, at every step', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        for (const state of playRound(seededRound(seed), bet, byChoices(choices))) {
          const refused = BLACKJACK_ACTIONS.filter((action) => !legalActions(state).includes(action));
          for (const action of refused) expect(act(state, action, seededRound(seed)()).ok).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("plays the dealer's hand out to 17 or more", () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        expect(handTotal(final.dealer)).toBeGreaterThanOrEqual(17);
        expect(handTotal(final.dealer.slice(0, -1))).toBeLessThan(final.dealer.length > 2 ? 17 : 22);
      }),
      RUNS,
    );
  });

  it('never holds more than 4 hands, and split aces hold two cards', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const final = playRound(seededRound(seed), bet, byChoices(choices)).at(-1)!;
        expect(final.hands.length).toBeLessThanOrEqual(MAX_HANDS);
        for (const hand of final.hands.filter((h) => h.split && h.cards[0]!.rank === 1)) expect(hand.cards).toHaveLength(2);
      }),
      RUNS,
    );
  });

  it('resumed from its JSON after every step, is the same round as played straight through', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        const choose = byChoices(choices);
        const straight = playRound(seededRound(seed), bet, choose);
        let resumed = JSON.parse(JSON.stringify(deal(seededRound(seed)(), bet))) as BlackjackState;
        for (let turn = 1; resumed.phase !== 'done'; turn++) {
          const next = act(resumed, choose(resumed, turn), seededRound(seed)());
          if (!next.ok) throw new Error(next.error.code);
          resumed = JSON.parse(JSON.stringify(next.value)) as BlackjackState;
        }
        expect(resumed).toEqual(straight.at(-1));
      }),
      RUNS,
    );
  });

  it('autoFinish declines insurance, stands every open hand and ends done', () => {
    fc.assert(
      fc.property(roundArbitrary, fc.nat(), ({ seed, bet, choices }, cut) => {
        const states = playRound(seededRound(seed), bet, byChoices(choices));
        const left = states[cut % states.length]!;
        const finished = autoFinish(left, seededRound(seed)());
        expect(finished.phase).toBe('done');
        expect(finished.hands.map((hand) => hand.cards)).toEqual(left.hands.map((hand) => hand.cards));
        if (left.phase === 'insurance') expect(finished.insurance).toBe('declined');
        expect(cardsOf(finished).length).toBe(finished.dealt);
      }),
      RUNS,
    );
  });
});

describe('blackjack deals', () => {
  it('player, dealer up, player, dealer hole; the peek ends a dealer blackjack at once', () => {
    const state = deal(stacked([card(9), card(10), card(7), card(1)])(), 100n);
    expect(state).toMatchObject({ phase: 'done', dealer: [card(10), card(1)], hands: [{ cards: [card(9), card(7)] }], dealt: 4 });
  });

  it('asks for insurance first when the dealer shows an ace', () => {
    const round = stacked([card(9), card(1), card(7), card(5), card(3)]);
    const state = deal(round(), 100n);
    expect(legalActions(state)).toEqual(['insurance', 'no-insurance']);
    const insured = act(state, 'insurance', round());
    expect(insured).toMatchObject({ ok: true, value: { phase: 'player', insurance: 'taken' } });
  });

  it('splits aces into two one-card hands that are done, and plays the dealer out', () => {
    const round = stacked([card(1), card(6), card(1), card(10), card(13), card(1), card(9)]);
    const split = act(deal(round(), 100n), 'split', round());
    expect(split).toMatchObject({
      ok: true,
      value: {
        phase: 'done',
        hands: [
          { cards: [card(1), card(13)], split: true },
          { cards: [card(1), card(1)], split: true },
        ],
        dealer: [card(6), card(10), card(9)],
        dealt: 7,
      },
    });
  });

  it('splits again up to 4 hands, then offers no split', () => {
    const round = stacked([card(8), card(10), card(8, 1), card(9), card(8, 2), card(8, 3), card(8, 1), card(8, 2), card(8, 3)]);
    let state = deal(round(), 100n);
    for (let n = 0; n < 3; n++) {
      const next = act(state, 'split', round());
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    expect(state.hands).toHaveLength(4);
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
  });
});
