/** Rebate rates of one game type, in basis points, by VIP level (past the list, its last rate). */
export interface RebateRate {
  readonly gameType: string;
  readonly basisPoints: readonly number[];
}

export interface RebateLine {
  readonly gameType: string;
  readonly validBet: bigint;
  readonly basisPoints: number;
  readonly amount: bigint;
}

export interface RebateQuote {
  readonly lines: readonly RebateLine[];
  readonly total: bigint;
}

export function rateFor(rates: readonly RebateRate[], gameType: string, level: number): number {
  const points = rates.find((r) => r.gameType === gameType)?.basisPoints ?? [];
  return points.length === 0 ? 0 : points[Math.min(level, points.length - 1)]!;
}

/** What valid bets earn back at a level's rates: each game type rounded down to the minor unit. */
export function quoteRebate(
  bets: readonly { readonly gameType: string; readonly validBet: bigint }[],
  rates: readonly RebateRate[],
  level: number,
): RebateQuote {
  const lines = bets.map((b) => {
    const basisPoints = rateFor(rates, b.gameType, level);
    return { gameType: b.gameType, validBet: b.validBet, basisPoints, amount: (b.validBet * BigInt(basisPoints)) / 10_000n };
  });
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0n) };
}

export const ratesAreValid = (rates: readonly RebateRate[]): boolean =>
  new Set(rates.map((r) => r.gameType)).size === rates.length &&
  rates.every((r) => r.gameType.trim() !== '' && r.basisPoints.every((p) => Number.isInteger(p) && p >= 0 && p <= 10_000));
