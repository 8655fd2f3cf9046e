/**
 * The progressive jackpot of our own slot: a share of every bet feeds the pool, and a spin hits
 * the jackpot when its own extra fair float falls below 1 / JACKPOT_ODDS; the hit takes the pool.
 */
export const JACKPOT_SHARE_PPM = 10_000;
export const JACKPOT_ODDS = 50_000;

export const jackpotShare = (bet: bigint): bigint => (bet * BigInt(JACKPOT_SHARE_PPM)) / 1_000_000n;

export const hitsJackpot = (float: number): boolean => float * JACKPOT_ODDS < 1;
