import { fail, ok, type Result } from '../kernel/result';

/** House game stakes, in minor units. */
export const BET_LIMITS = { min: 10n, max: 1_000_000n } as const;

export function checkBet(amount: bigint): Result<bigint> {
  if (amount < BET_LIMITS.min || amount > BET_LIMITS.max) {
    return fail('play.bet_out_of_range', { field: 'amount', params: { min: BET_LIMITS.min.toString(), max: BET_LIMITS.max.toString() } });
  }
  return ok(amount);
}
