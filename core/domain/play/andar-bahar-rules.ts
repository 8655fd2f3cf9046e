import { CARDS_PER_DECK, SUIT_NAMES, cardAt, shoe, type Card } from './cards';
import type { Draw } from './fairness';
import { MULTIPLIER_SCALE } from './engine';

/**
 * Andar Bahar from one 52-card deck: the joker (game card) is dealt face up, then cards go
 * alternately to Andar and Bahar, Andar first, until one matches the joker's rank; that side wins.
 * Andar, dealt first, holds the odd positions and so wins slightly more often (429/833): it pays
 * 0.9 to 1, Bahar 1 to 1.
 */
export interface AndarBaharDeal {
  readonly joker: Card;
  readonly andar: readonly Card[];
  readonly bahar: readonly Card[];
  readonly winner: 'andar' | 'bahar';
  /** Cards dealt to Andar and Bahar together, the matching card included: 1–49. */
  readonly dealt: number;
}

export function dealAndarBahar(draw: Draw): AndarBaharDeal {
  const next = shoe(draw, 1);
  const joker = next();
  const andar: Card[] = [];
  const bahar: Card[] = [];
  for (;;) {
    const card = next();
    const side = andar.length === bahar.length ? andar : bahar;
    side.push(card);
    if (card.rank === joker.rank) return { joker, andar, bahar, winner: side === andar ? 'andar' : 'bahar', dealt: andar.length + bahar.length };
  }
}

/** The dealt-count side bets: the first and last count of each range. */
export const DEALT_RANGES: readonly (readonly [number, number])[] = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 25],
  [26, 30],
  [31, 35],
  [36, 40],
  [41, 49],
];
export const dealtSpot = ([first, last]: readonly [number, number]): string => `dealt:${first}-${last}`;
const DEALT_SPOTS: ReadonlyMap<string, readonly [number, number]> = new Map(DEALT_RANGES.map((range) => [dealtSpot(range), range]));

const isRed = (card: Card): boolean => card.suit === 1 || card.suit === 2;

/** The bets settled by the joker's card alone. */
const JOKER_BETS: Readonly<Record<string, (joker: Card) => boolean>> = {
  joker_low: (joker) => joker.rank <= 6,
  joker_seven: (joker) => joker.rank === 7,
  joker_high: (joker) => joker.rank >= 8,
  ...Object.fromEntries(SUIT_NAMES.map((name, suit) => [`suit:${name}`, (joker: Card) => joker.suit === suit])),
  red: isRed,
  black: (joker) => !isRed(joker),
};

/** Each spot's win in hundredths of the stake (90 for 0.9 to 1). */
export const ANDAR_BAHAR_PAYS: Readonly<Record<string, number>> = {
  andar: 90,
  bahar: 100,
  joker_low: 100,
  joker_seven: 1100,
  joker_high: 100,
  ...Object.fromEntries(SUIT_NAMES.map((name) => [`suit:${name}`, 290])),
  red: 95,
  black: 95,
  ...Object.fromEntries(DEALT_RANGES.map((range, i) => [dealtSpot(range), [260, 350, 470, 340, 1500, 2500, 5000, 12000][i]!])),
};
export const ANDAR_BAHAR_SPOTS: readonly string[] = Object.keys(ANDAR_BAHAR_PAYS);

const inRange = (dealt: number, [first, last]: readonly [number, number]): boolean => dealt >= first && dealt <= last;

/** Whether a spot wins on a deal. */
export function spotWins(spot: string, deal: AndarBaharDeal): boolean {
  if (spot === 'andar' || spot === 'bahar') return deal.winner === spot;
  const jokerBet = JOKER_BETS[spot];
  return jokerBet ? jokerBet(deal.joker) : inRange(deal.dealt, DEALT_SPOTS.get(spot)!);
}

/** What a winning spot returns, stake included, in millionths. */
export const winReturn = (spot: string): number => (100 + ANDAR_BAHAR_PAYS[spot]!) * (MULTIPLIER_SCALE / 100);

/** What a spot returns on a deal, stake included, in millionths (0 when it loses). */
export const spotReturn = (spot: string, deal: AndarBaharDeal): number => (spotWins(spot, deal) ? winReturn(spot) : 0);

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * How many of the C(51, 3) equally likely places of the joker's three mates among the 51 other
 * cards put the first of them at position `dealt`: the other two lie in the 51 − dealt after it.
 */
export const firstMatchWays = (dealt: number): number => choose(CARDS_PER_DECK - 1 - dealt, 2);
export const MATE_PLACES = choose(CARDS_PER_DECK - 1, 3);
export const MAX_DEALT = CARDS_PER_DECK - 3;

/**
 * The probability that a spot wins, exactly: over the first match's position for the sides (Andar
 * holds the odd ones) and the counts, over the 52 equally likely jokers for the joker bets.
 */
export function spotChance(spot: string): number {
  const jokerBet = JOKER_BETS[spot];
  if (jokerBet) return Array.from({ length: CARDS_PER_DECK }, (_, index) => cardAt(index)).filter(jokerBet).length / CARDS_PER_DECK;
  const range = DEALT_SPOTS.get(spot);
  let ways = 0;
  for (let dealt = 1; dealt <= MAX_DEALT; dealt++) {
    const wins = range ? inRange(dealt, range) : (dealt % 2 === 1) === (spot === 'andar');
    if (wins) ways += firstMatchWays(dealt);
  }
  return ways / MATE_PLACES;
}

/** Each spot's theoretical return to player per unit staked (0.9785… for 97.85 %). */
export const ANDAR_BAHAR_RTP: Readonly<Record<string, number>> = Object.fromEntries(
  ANDAR_BAHAR_SPOTS.map((spot) => [spot, (spotChance(spot) * (100 + ANDAR_BAHAR_PAYS[spot]!)) / 100]),
);
