import { MULTIPLIER_SCALE } from './engine';
import { LINES, REEL_COUNTS, REELS, SLOT_SYMBOLS } from './slot-machine';

export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * The exact return of a slot whose winning line adds `lineMicro(symbols)` millionths of the
 * total bet: every combination of symbols on a line is enumerated with its weight, the product
 * of the symbol counts on each reel. Every line reads one stop per reel, whose symbol follows
 * that reel's strip frequencies, so the expected total is LINES times one line's expectation.
 */
export function exactSlotRtp(lineMicro: (symbols: readonly number[]) => number, counts: readonly (readonly number[])[] = REEL_COUNTS): Ratio {
  const line = new Array<number>(REELS).fill(0);
  let weighted = 0n;
  const visit = (reel: number, weight: bigint): void => {
    if (reel === REELS) {
      weighted += weight * BigInt(lineMicro(line));
      return;
    }
    for (let s = 0; s < SLOT_SYMBOLS.length; s++) {
      const count = counts[reel]![s]!;
      if (count === 0) continue;
      line[reel] = s;
      visit(reel + 1, weight * BigInt(count));
    }
  };
  visit(0, 1n);
  const stops = counts.reduce((d, reel) => d * BigInt(reel.reduce((a, b) => a + b, 0)), 1n);
  return { num: weighted * BigInt(LINES), den: stops * BigInt(MULTIPLIER_SCALE) };
}

export const ratioToNumber = (r: Ratio): number => Number((r.num * 1_000_000_000n) / r.den) / 1e9;
