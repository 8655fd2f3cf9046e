import fc from 'fast-check';
import { act, deal, legalActions, BLACKJACK_DECKS, type BlackjackAction, type BlackjackState } from '../../core/domain/play/blackjack';
import { settle } from '../../core/domain/play/blackjack-settle';
import { basicStrategy } from '../../core/domain/play/blackjack-strategy';
import { CARDS_PER_DECK, cardIndex, type Card } from '../../core/domain/play/cards';
import type { Draw } from '../../core/domain/play/fairness';
import { seededDraw } from './play-simulation';

/** A round's float stream, to be read again from its start as a stored round's seeds are. */
export type RoundStream = () => Draw;

/** The floats of `source`, each read from its start: each call is a fresh reader over the same floats. */
export function replayable(source: Draw): RoundStream {
  const floats: number[] = [];
  return () => {
    let at = 0;
    return () => {
      if (at === floats.length) floats.push(source());
      return floats[at++]!;
    };
  };
}

/** A stream whose shoe deals `cards` first (in deal order), then whatever floats of 0 give. */
export function stacked(cards: readonly Card[]): RoundStream {
  const remaining: number[] = [];
  for (let d = 0; d < BLACKJACK_DECKS; d++) for (let i = 0; i < CARDS_PER_DECK; i++) remaining.push(i);
  const floats = cards.map((card) => {
    const at = remaining.indexOf(cardIndex(card));
    const float = (at + 0.5) / remaining.length;
    remaining[at] = remaining[remaining.length - 1]!;
    remaining.pop();
    return float;
  });
  return () => {
    let n = 0;
    return () => floats[n++] ?? 0;
  };
}

const played = (state: BlackjackState, action: BlackjackAction, round: RoundStream): BlackjackState => {
  const next = act(state, action, round());
  if (!next.ok) throw new Error(`${action} refused`);
  return next.value;
};

/** A round played to its end, each move chosen by `choose`; every state on the way, the first dealt. */
export function playRound(round: RoundStream, bet: bigint, choose: (state: BlackjackState, turn: number) => BlackjackAction): BlackjackState[] {
  const states = [deal(round(), bet)];
  while (states.at(-1)!.phase !== 'done') states.push(played(states.at(-1)!, choose(states.at(-1)!, states.length), round));
  return states;
}

/** A settled round's net result per unit of its first bet, plus one: what the bench calls its return. */
export function roundReturn(state: BlackjackState): number {
  const settled = settle(state);
  if (!settled.ok) throw new Error('the round is not done');
  const bet = BigInt(state.bet);
  return Number(settled.value.payout - settled.value.stake + bet) / Number(bet);
}

/** One round by basic strategy from `source`'s floats, and its return. */
export const basicStrategyRound = (source: Draw): number => roundReturn(playRound(replayable(source), 1000n, basicStrategy).at(-1)!);

/** A player who picks among the legal moves by the numbers in `choices`, in turn. */
export const byChoices =
  (choices: readonly number[]) =>
  (state: BlackjackState, turn: number): BlackjackAction => {
    const legal = legalActions(state);
    return legal[(choices[turn % Math.max(choices.length, 1)] ?? 0) % legal.length]!;
  };

/** A seeded round stream and a random player's choices. */
export const roundArbitrary = fc.record({
  seed: fc.integer(),
  bet: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  choices: fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 20 }),
});
export const seededRound =
  (seed: number): RoundStream =>
  () =>
    seededDraw(seed);
