/**
 * Odds as a ratio of integers: a win pays back `pays` for every `per` staked, the stake included
 * (lô at 80 per 27: a 27,000 stake wins 80,000 each time its number comes out). Ratios keep market
 * odds such as 80/27 or 1.98 exact; amounts are minor units and a payout is rounded down once.
 */
export interface Odds {
  readonly pays: bigint;
  readonly per: bigint;
}

/** What a stake wins at `odds` when it wins `times` times (0 for a loss). */
export const payout = (stake: bigint, odds: Odds, times: number): bigint => (times === 0 ? 0n : (stake * odds.pays * BigInt(times)) / odds.per);
