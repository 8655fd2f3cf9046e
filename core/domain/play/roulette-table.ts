import { MULTIPLIER_SCALE } from './engine';

/**
 * The European roulette table: one zero and 36 numbers in twelve rows (streets) of three, the
 * first column holding 1, 4, …, 34. A bet covering n numbers returns 36/n times its stake, so
 * every bet's exact return to player is n/37 · 36/n = 36/37 (a house edge of 1/37 ≈ 2.70 %).
 */
export const POCKETS = 37;
export const TABLE_RETURN = { returned: 36, of: POCKETS } as const;

/** The pockets in their order around a European wheel, clockwise from the zero. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type Colour = 'red' | 'black' | 'green';
export const colourOf = (pocket: number): Colour => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black');

/** A number's place on the layout: its street (row 0–11) and column (0–2). */
export const streetOf = (n: number): number => Math.floor((n - 1) / 3);
export const columnOf = (n: number): number => (n - 1) % 3;

export const BET_KINDS = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
] as const;
export type BetKind = (typeof BET_KINDS)[number];

export interface Spot {
  readonly name: string;
  readonly kind: BetKind;
  readonly numbers: readonly number[];
}

const range = (from: number, count: number, step = 1): number[] => Array.from({ length: count }, (_, i) => from + i * step);
const numbers = range(1, 36);
const firsts = range(1, 12, 3);
const spot = (kind: BetKind, name: string, covered: readonly number[]): Spot => ({ name, kind, numbers: covered });

/**
 * Every bet the table takes, named by the numbers it covers: `straight:17`, `split:17-20` (two
 * numbers side by side, or the zero beside 1, 2 or 3), `street:13` and `line:13` (the street, or
 * the two streets, from 13), `corner:17-21` (the square from 17 to 21), `trio:0-1-2`, `trio:0-2-3`,
 * `basket:0-1-2-3` (the zero's first four), `dozen:1`–`3`, `column:1`–`3`, and the even-money bets.
 */
export const SPOTS: readonly Spot[] = [
  ...range(0, 37).map((n) => spot('straight', `straight:${n}`, [n])),
  ...[1, 2, 3].map((n) => spot('split', `split:0-${n}`, [0, n])),
  ...numbers.filter((n) => columnOf(n) < 2).map((n) => spot('split', `split:${n}-${n + 1}`, [n, n + 1])),
  ...numbers.filter((n) => n <= 33).map((n) => spot('split', `split:${n}-${n + 3}`, [n, n + 3])),
  ...firsts.map((n) => spot('street', `street:${n}`, range(n, 3))),
  spot('trio', 'trio:0-1-2', [0, 1, 2]),
  spot('trio', 'trio:0-2-3', [0, 2, 3]),
  ...numbers.filter((n) => columnOf(n) < 2 && n <= 32).map((n) => spot('corner', `corner:${n}-${n + 4}`, [n, n + 1, n + 3, n + 4])),
  spot('basket', 'basket:0-1-2-3', [0, 1, 2, 3]),
  ...firsts.filter((n) => n <= 31).map((n) => spot('line', `line:${n}`, range(n, 6))),
  ...[1, 2, 3].map((d) => spot('dozen', `dozen:${d}`, range(12 * d - 11, 12))),
  ...[1, 2, 3].map((c) => spot('column', `column:${c}`, range(c, 12, 3))),
  spot(
    'red',
    'red',
    numbers.filter((n) => colourOf(n) === 'red'),
  ),
  spot(
    'black',
    'black',
    numbers.filter((n) => colourOf(n) === 'black'),
  ),
  spot(
    'even',
    'even',
    numbers.filter((n) => n % 2 === 0),
  ),
  spot(
    'odd',
    'odd',
    numbers.filter((n) => n % 2 === 1),
  ),
  spot('low', 'low', range(1, 18)),
  spot('high', 'high', range(19, 18)),
];

const BY_NAME = new Map(SPOTS.map((s) => [s.name, s]));
export const spotNamed = (name: string): Spot | undefined => BY_NAME.get(name);
export const isRouletteSpot = (name: string): boolean => BY_NAME.has(name);

/** What a bet covering `count` numbers pays, to one (35 for a straight), and returns in millionths, stake included. */
export const paysToOne = (count: number): number => 36 / count - 1;
export const spotReturn = (s: Spot): number => (36 / s.numbers.length) * MULTIPLIER_SCALE;
export const returnOn = (s: Spot, pocket: number): number => (s.numbers.includes(pocket) ? spotReturn(s) : 0);

/**
 * Each bet kind's exact return to player, by enumeration: every spot of the kind staked once on
 * each of the 37 equally likely pockets, the returns summed in whole millionths, over the stakes.
 */
export const ROULETTE_RTP: Readonly<Record<BetKind, number>> = Object.fromEntries(
  BET_KINDS.map((kind) => {
    const spots = SPOTS.filter((s) => s.kind === kind);
    const returned = spots.reduce((sum, s) => sum + range(0, POCKETS).reduce((acc, pocket) => acc + returnOn(s, pocket), 0), 0);
    return [kind, returned / (spots.length * POCKETS * MULTIPLIER_SCALE)];
  }),
) as Record<BetKind, number>;
