import { fail, ok, type Result } from '../kernel/result';
import { shoe, type Card } from './cards';
import type { Draw } from './fairness';
import { cardValue, dealerDraws, handSum, handTotal, isNatural } from './blackjack-hand';

/**
 * Blackjack against the house, one round at a time:
 * - 6 decks, a fresh shoe each round dealt from the round's float stream (one float per card):
 *   player, dealer up card, player, dealer hole card, then every card in the order it is drawn;
 * - the dealer peeks for blackjack with an ace or a ten-value card up: a dealer blackjack ends the
 *   round at once, and the player loses only the first bet (a player blackjack pushes);
 * - insurance is offered when the dealer shows an ace, before the peek: it costs half the bet
 *   (rounded down to a minor unit) and pays 2:1 when the dealer has blackjack;
 * - blackjack pays 3:2 (rounded down to a minor unit); other wins pay 1:1;
 * - double on any first two cards, after a split too: one more card, and the hand is done;
 * - split two cards of the same value (any two ten-value cards too), and split again, up to
 *   4 hands; each new hand gets its second card at once; split aces get one card each and can be
 *   neither split again nor hit; a split hand's ace and ten is 21, not blackjack;
 * - a hand that reaches 21 stands; the dealer stands on every 17, soft 17 too (S17); no surrender;
 * - when the player's hands are done the dealer's hand is always played out, unless it is a
 *   blackjack, even when every hand has bust (so the round shows a whole dealer hand).
 *
 * The state is plain JSON: it holds the count of cards dealt, and every move re-creates the shoe
 * from the round's float stream (passed from its first float) and skips that many cards, so a
 * round resumed from stored state deals exactly the cards it would have dealt straight through.
 */
export const HOUSE_BLACKJACK_CODE = 'HOUSE_BLACKJACK';
export const BLACKJACK_DECKS = 6;
export const MAX_HANDS = 4;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'];

export interface BlackjackHand {
  readonly cards: readonly Card[];
  readonly doubled: boolean;
  /** Made by a split: its 21 is not blackjack, and split aces take one card only. */
  readonly split: boolean;
  readonly done: boolean;
}

/** `insurance` is asked first when the dealer shows an ace; `done` is ready to settle. */
export type BlackjackPhase = 'insurance' | 'player' | 'done';
export type InsuranceChoice = 'none' | 'offered' | 'taken' | 'declined';

export interface BlackjackState {
  /** The first bet in minor units, as a decimal string so the state stays JSON. */
  readonly bet: string;
  readonly phase: BlackjackPhase;
  readonly hands: readonly BlackjackHand[];
  /** The hand the player is playing. */
  readonly active: number;
  /** The up card first, then the hole card and any the dealer draws. */
  readonly dealer: readonly Card[];
  readonly insurance: InsuranceChoice;
  /** Cards dealt so far: where the round's shoe resumes. */
  readonly dealt: number;
}

/** The round's shoe with `dealt` cards already gone: `draw` is the round's float stream from its start. */
function resumedShoe(draw: Draw, dealt: number): { take: () => Card; dealt: () => number } {
  const next = shoe(draw, BLACKJACK_DECKS);
  for (let n = 0; n < dealt; n++) next();
  let count = dealt;
  return {
    take: () => {
      count++;
      return next();
    },
    dealt: () => count,
  };
}
type Shoe = ReturnType<typeof resumedShoe>;

const newHand = (cards: readonly Card[], split: boolean): BlackjackHand => ({ cards, doubled: false, split, done: handTotal(cards) >= 21 });

export function deal(draw: Draw, bet: bigint): BlackjackState {
  const from = resumedShoe(draw, 0);
  const [player1, up, player2, hole] = [from.take(), from.take(), from.take(), from.take()];
  const state: BlackjackState = {
    bet: bet.toString(),
    phase: 'player',
    hands: [newHand([player1, player2], false)],
    active: 0,
    dealer: [up, hole],
    insurance: up.rank === 1 ? 'offered' : 'none',
    dealt: from.dealt(),
  };
  return up.rank === 1 ? { ...state, phase: 'insurance' } : peek(state, from);
}

/** A dealer or player blackjack ends the round; otherwise the player plays. */
function peek(state: BlackjackState, from: Shoe): BlackjackState {
  return isNatural(state.dealer) || isNatural(state.hands[0]!.cards) ? finish(state, from) : state;
}

function finish(state: BlackjackState, from: Shoe): BlackjackState {
  const dealer = [...state.dealer];
  if (!isNatural(dealer)) while (dealerDraws(handSum(dealer))) dealer.push(from.take());
  return { ...state, phase: 'done', hands: state.hands.map((hand) => ({ ...hand, done: true })), dealer, dealt: from.dealt() };
}

const canSplit = (state: BlackjackState, hand: BlackjackHand): boolean =>
  hand.cards.length === 2 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!) && state.hands.length < MAX_HANDS;

export function legalActions(state: BlackjackState): readonly BlackjackAction[] {
  if (state.phase === 'done') return [];
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (canSplit(state, hand)) actions.push('split');
  return actions;
}

/** The hands after the active one's move. */
function handsAfter(state: BlackjackState, action: BlackjackAction, from: Shoe): readonly BlackjackHand[] {
  const hand = state.hands[state.active]!;
  let changed: readonly BlackjackHand[];
  if (action === 'stand') changed = [{ ...hand, done: true }];
  else if (action === 'hit') changed = [newHand([...hand.cards, from.take()], hand.split)];
  else if (action === 'double') changed = [{ ...hand, cards: [...hand.cards, from.take()], doubled: true, done: true }];
  else {
    const [first, second] = hand.cards as readonly [Card, Card];
    const aces = first.rank === 1;
    changed = [first, second].map((card) => {
      const split = newHand([card, from.take()], true);
      return aces ? { ...split, done: true } : split;
    });
  }
  return [...state.hands.slice(0, state.active), ...changed, ...state.hands.slice(state.active + 1)];
}

/** Plays one of `legalActions(state)`; `draw` is the round's float stream from its first float. */
export function act(state: BlackjackState, action: BlackjackAction, draw: Draw): Result<BlackjackState> {
  if (!legalActions(state).includes(action)) return fail('play.invalid_action');
  return ok(move(state, action, resumedShoe(draw, state.dealt)));
}

function move(state: BlackjackState, action: BlackjackAction, from: Shoe): BlackjackState {
  if (state.phase === 'insurance') return peek({ ...state, phase: 'player', insurance: action === 'insurance' ? 'taken' : 'declined' }, from);
  const hands = handsAfter(state, action, from);
  const next = { ...state, hands, dealt: from.dealt() };
  const active = hands.findIndex((hand) => !hand.done);
  return active === -1 ? finish(next, from) : { ...next, active };
}

/**
 * The default for a round left unfinished: decline insurance, stand on every open hand; the dealer
 * then plays and the round is ready to settle.
 */
export function autoFinish(state: BlackjackState, draw: Draw): BlackjackState {
  const from = resumedShoe(draw, state.dealt);
  let current = state;
  while (current.phase !== 'done') current = move(current, current.phase === 'insurance' ? 'no-insurance' : 'stand', from);
  return current;
}
