import type { Card } from './cards';

/** A card's blackjack value: ace 1 (the hand counts it 11 when that does not bust), faces 10. */
export const cardValue = (card: Card): number => Math.min(card.rank, 10);

/** A hand's hard sum (aces as 1) and whether it holds an ace. */
export interface HandSum {
  readonly hard: number;
  readonly ace: boolean;
}

export const handSum = (cards: readonly Card[]): HandSum => ({
  hard: cards.reduce((sum, card) => sum + cardValue(card), 0),
  ace: cards.some((card) => card.rank === 1),
});

/** The best total: one ace counts 11 when that keeps the hand at 21 or under (a soft total). */
export const totalOf = ({ hard, ace }: HandSum): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

export const handTotal = (cards: readonly Card[]): number => totalOf(handSum(cards));

/** Two cards making 21: a blackjack, unless the hand came from a split (which callers check). */
export const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && handTotal(cards) === 21;

/** The dealer draws below 17 and stands on every 17, soft ones included (S17). */
export const dealerDraws = (sum: HandSum): boolean => totalOf(sum) < 17;
