import { legalActions, type BlackjackAction, type BlackjackState } from './blackjack';
import { cardValue, handSum } from './blackjack-hand';
import { moveValues, splitsPair } from './blackjack-odds';

/**
 * The basic strategy: the move of best infinite-deck value for the active hand's total against the
 * dealer's up card, among the legal ones; insurance is always declined (at 4/13 for a ten in the
 * hole it returns 12/13 of its stake). It is the published 4–8-deck S17 DAS chart but for soft 13
 * against a 5 and soft 15 against a 4, which an infinite deck hits rather than doubles.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active]!;
  const up = cardValue(state.dealer[0]!);
  if (legal.includes('split') && splitsPair(cardValue(hand.cards[0]!), up)) return 'split';
  const moves = moveValues(up);
  const sum = handSum(hand.cards);
  const stand = moves.stand(sum);
  const hit = moves.hit(sum);
  if (legal.includes('double') && moves.double(sum) > Math.max(stand, hit)) return 'double';
  return hit > stand ? 'hit' : 'stand';
}
