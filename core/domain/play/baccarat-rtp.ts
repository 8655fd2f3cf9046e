import {
  BACCARAT_DECKS,
  BACCARAT_WIN_RETURN,
  PUSH_RETURN,
  bankerDraws,
  handTotal,
  isNatural,
  playerDraws,
  winnerOf,
  type BaccaratSpot,
  type BaccaratWinner,
} from './baccarat-rules';
import { CARDS_PER_DECK, RANKS, SUITS } from './cards';
import { MULTIPLIER_SCALE } from './engine';
import type { Ratio } from './slot-rtp';

const SHOE = BACCARAT_DECKS * CARDS_PER_DECK;
const MOST_CARDS = 6;
const PER_RANK = BACCARAT_DECKS * SUITS;
/** How many cards of the shoe are worth each point value 0–9: the four ten-valued ranks count as 0. */
const POINT_COUNTS: readonly number[] = [4 * PER_RANK, ...Array.from({ length: 9 }, () => PER_RANK)];

/** Ordered ways to deal `k` more cards from `left`: left × (left − 1) × … (k factors). */
const falling = (left: number, k: number): bigint => (k === 0 ? 1n : BigInt(left) * falling(left - 1, k - 1));

/**
 * The exact chances of a coup's winner from a full shoe: every sequence of point values the deal
 * can take is enumerated with its weight (the product of how many cards of each value were left
 * when it was drawn), and a coup that ends after k cards is scaled by the ways to deal the other
 * 6 − k, so every count is over all ordered six-card deals.
 */
export function winnerCounts(): { readonly counts: Readonly<Record<BaccaratWinner, bigint>>; readonly deals: bigint } {
  const counts: Record<BaccaratWinner, bigint> = { player: 0n, banker: 0n, tie: 0n };
  const left = [...POINT_COUNTS];
  const drawn: number[] = [];
  const settle = (playerCards: readonly number[], bankerCards: readonly number[], weight: bigint) => {
    counts[winnerOf(handTotal(playerCards), handTotal(bankerCards))] += weight * falling(SHOE - drawn.length, MOST_CARDS - drawn.length);
  };
  const draw = (weight: bigint, then: (weight: bigint) => void) => {
    for (let value = 0; value < 10; value++) {
      if (left[value] === 0) continue;
      const w = weight * BigInt(left[value]!);
      left[value]!--;
      drawn.push(value);
      then(w);
      drawn.pop();
      left[value]!++;
    }
  };
  const afterFour = (weight: bigint) => {
    const [p1, b1, p2, b2] = drawn as [number, number, number, number];
    const player = handTotal([p1, p2]);
    const banker = handTotal([b1, b2]);
    if (isNatural(player) || isNatural(banker)) return settle([p1, p2], [b1, b2], weight);
    const bankerTurn = (w: bigint, third: number | null) => {
      const playerCards = third === null ? [p1, p2] : [p1, p2, third];
      if (!bankerDraws(banker, third)) return settle(playerCards, [b1, b2], w);
      draw(w, (w2) => settle(playerCards, [b1, b2, drawn[drawn.length - 1]!], w2));
    };
    if (playerDraws(player)) draw(weight, (w) => bankerTurn(w, drawn[4]!));
    else bankerTurn(weight, null);
  };
  const firstFour = (weight: bigint) => (drawn.length === 4 ? afterFour(weight) : draw(weight, firstFour));
  firstFour(1n);
  return { counts, deals: falling(SHOE, MOST_CARDS) };
}

/** The chance that a hand's first two cards share a rank: 13 × 32 × 31 over 416 × 415. */
const PAIR_CHANCE: Ratio = { num: BigInt(RANKS * PER_RANK * (PER_RANK - 1)), den: falling(SHOE, 2) };

/** Each bet's exact return to player per unit staked, stake included; a player or banker chip gets its stake back on a tie. */
export function baccaratRtp(): Readonly<Record<BaccaratSpot, Ratio>> {
  const { counts, deals } = winnerCounts();
  const den = deals * BigInt(MULTIPLIER_SCALE);
  const paid = (spot: BaccaratSpot) => BigInt(BACCARAT_WIN_RETURN[spot]);
  const pair: Ratio = { num: PAIR_CHANCE.num * paid('player_pair'), den: PAIR_CHANCE.den * BigInt(MULTIPLIER_SCALE) };
  return {
    player: { num: paid('player') * counts.player + BigInt(PUSH_RETURN) * counts.tie, den },
    banker: { num: paid('banker') * counts.banker + BigInt(PUSH_RETURN) * counts.tie, den },
    tie: { num: paid('tie') * counts.tie, den },
    player_pair: pair,
    banker_pair: pair,
  };
}
