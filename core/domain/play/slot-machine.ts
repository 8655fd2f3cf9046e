/**
 * The 5-reel, 3-row, 10-line slot: symbols, paylines, reel strips per volatility and the
 * paytable in line-bet multiples; volatility sets the top prize. The lotus is wild: it stands in for every symbol and pays on
 * its own. A line pays its best of the leftmost run (3, 4 or 5 reels) of the first non-wild
 * symbol with wilds, and the leftmost run of wilds alone.
 */
export const SLOT_SYMBOLS = ['lotus', 'crown', 'gem', 'bell', 'seven', 'ace', 'king', 'queen'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD = 0;
export const REELS = 5;
export const ROWS = 3;

export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINES = PAYLINES.length;

export type Volatility = 'low' | 'medium' | 'high';
export const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];

/** Five lotus wilds pay this many line bets; the rest of the paytable is shared. */
export const TOP_PRIZE: Readonly<Record<Volatility, number>> = { low: 500, medium: 2000, high: 10_000 };

/** Line-bet multiples for 3, 4 and 5 of a kind, by symbol index. */
export function paytable(volatility: Volatility): readonly (readonly [number, number, number])[] {
  return [
    [50, 250, TOP_PRIZE[volatility]],
    [25, 100, 500],
    [15, 60, 250],
    [10, 40, 150],
    [8, 25, 100],
    [5, 15, 60],
    [4, 10, 40],
    [3, 8, 30],
  ];
}

/** How many stops of each symbol (by index) each reel carries. */
export const REEL_COUNTS: readonly (readonly number[])[] = [
  [3, 1, 2, 3, 4, 5, 6, 6],
  [2, 1, 3, 4, 5, 4, 6, 5],
  [3, 1, 2, 4, 4, 5, 6, 5],
  [2, 1, 2, 4, 4, 5, 7, 6],
  [2, 1, 2, 5, 4, 5, 6, 5],
];

/** Lays a reel's symbol counts out as a strip, spreading each symbol evenly around the reel. */
export function reelStrip(counts: readonly number[]): number[] {
  const placed: { symbol: number; at: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let k = 0; k < count; k++) placed.push({ symbol, at: (k + 0.5 + symbol / counts.length) / count });
  });
  return placed.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((p) => p.symbol);
}

export interface LineResult {
  readonly symbol: number;
  readonly count: number;
  /** Line-bet multiple from the paytable (0 when the line does not pay). */
  readonly pays: number;
}

type Paytable = ReturnType<typeof paytable>;
const paysFor = (table: Paytable, symbol: number, count: number): number => (count >= 3 ? table[symbol]![count - 3]! : 0);

export function evaluateLine(table: Paytable, symbols: readonly number[]): LineResult {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const target = wilds < symbols.length ? symbols[wilds]! : WILD;
  let run = wilds;
  while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run++;
  const withTarget = paysFor(table, target, run);
  const wildOnly = paysFor(table, WILD, wilds);
  return wildOnly > withTarget ? { symbol: WILD, count: wilds, pays: wildOnly } : { symbol: target, count: run, pays: withTarget };
}
