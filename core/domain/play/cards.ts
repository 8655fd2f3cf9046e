import type { Draw } from './fairness';

/** Ace is 1, jack 11, queen 12, king 13; suits are spades, hearts, diamonds, clubs. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Suit = 0 | 1 | 2 | 3;

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

export const RANKS = 13;
export const SUITS = 4;
export const CARDS_PER_DECK = RANKS * SUITS;

/** The deck-order index of a card: suit major, rank minor. */
export const cardIndex = (card: Card): number => card.suit * RANKS + card.rank - 1;
export const cardAt = (index: number): Card => ({ rank: ((index % RANKS) + 1) as Rank, suit: Math.floor(index / RANKS) as Suit });

export const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUIT_GLYPHS = ['♠', '♥', '♦', '♣'] as const;
/** A card as a table writes it: rank then suit, "10♥", "K♠". */
export const cardLabel = (card: Card): string => `${RANK_LABELS[card.rank]}${SUIT_GLYPHS[card.suit]}`;

/**
 * Cards dealt without replacement from a freshly shuffled shoe of `decks` decks: the n-th card is
 * the one at position floor(float × remaining) of what is left, which is a Fisher–Yates shuffle
 * drawn lazily, so a round uses one float per card it deals and a verifier repeats it exactly.
 */
export function shoe(draw: Draw, decks: number): () => Card {
  const remaining: number[] = [];
  for (let d = 0; d < decks; d++) for (let i = 0; i < CARDS_PER_DECK; i++) remaining.push(i);
  return () => {
    if (remaining.length === 0) throw new RangeError('the shoe is empty');
    const at = Math.floor(draw() * remaining.length);
    const index = remaining[at]!;
    remaining[at] = remaining[remaining.length - 1]!;
    remaining.pop();
    return cardAt(index);
  };
}
