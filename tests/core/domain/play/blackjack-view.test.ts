import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLACKJACK_ACTIONS, deal } from '../../../../core/domain/play/blackjack';
import { extraStake, playerView } from '../../../../core/domain/play/blackjack-view';
import { insuranceStake } from '../../../../core/domain/play/blackjack-settle';
import { byChoices, playRound, roundArbitrary, seededRound } from '../../../support/blackjack-rounds';

describe("the player's view of a blackjack round", () => {
  it('hides the hole card until the dealer plays, offers exactly the legal moves, and settles only a finished round', () => {
    fc.assert(
      fc.property(roundArbitrary, ({ seed, bet, choices }) => {
        for (const state of playRound(seededRound(seed), bet, byChoices(choices))) {
          const view = playerView(state);
          expect(view.dealer[0]).toEqual(state.dealer[0]);
          if (state.phase === 'done') {
            expect(view.dealer).toEqual(state.dealer);
            expect(view.actions).toEqual([]);
            expect(view.settlement).not.toBeNull();
          } else {
            expect(view.dealer).toEqual([state.dealer[0], null]);
            expect(view.actions.length).toBeGreaterThan(0);
            expect(view.settlement).toBeNull();
          }
          expect(Object.keys(view)).not.toContain('dealt');
        }
      }),
    );
  });

  it('a double or a split stakes the bet again, insurance half of it, every other move nothing', () => {
    fc.assert(
      fc.property(roundArbitrary, fc.constantFrom(...BLACKJACK_ACTIONS), ({ seed, bet }, action) => {
        const dealt = deal(seededRound(seed)(), bet);
        const expected = action === 'double' || action === 'split' ? bet : action === 'insurance' ? insuranceStake(bet) : 0n;
        expect(extraStake(dealt, action)).toBe(expected);
      }),
    );
  });
});
