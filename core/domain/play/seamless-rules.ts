import { fail, ok, type Result } from '../kernel/result';
import { MAX_AMOUNT } from '../wallet/amount';
import type { StepKind } from './round-steps';

/** The largest bet and win an outside provider may move in one call (minor units, operator setting `seamless`). */
export interface SeamlessLimits {
  readonly maxBet: number;
  readonly maxWin: number;
}

/** Each bound is a whole number of minor units from 1 up to what the wire carries. */
export const seamlessLimitsAreValid = (limits: SeamlessLimits): boolean =>
  [limits.maxBet, limits.maxWin].every((max) => Number.isSafeInteger(max) && max >= 1 && BigInt(max) <= MAX_AMOUNT);

/** A bet stakes at least one minor unit, a win pays zero (a lost round) or more; neither past its bound. */
export function checkSeamlessAmount(kind: 'bet' | 'win', amount: bigint, limits: SeamlessLimits): Result<bigint> {
  if (amount < (kind === 'bet' ? 1n : 0n)) return fail('seamless.invalid_amount', { field: 'amount' });
  const max = BigInt(kind === 'bet' ? limits.maxBet : limits.maxWin);
  if (amount > max) return fail('seamless.amount_too_large', { field: 'amount', params: { max: max.toString() } });
  return ok(amount);
}

export interface ProviderRound {
  readonly provider: string;
  readonly accountId: number;
  readonly status: 'open' | 'closed';
  readonly steps: readonly { readonly kind: StepKind }[];
}

/**
 * A win belongs to a round the same player opened with a bet of the same provider, still open.
 * A bet cancelled since still opened the round; a round nobody bet on pays nothing.
 */
export function checkWinRound<R extends ProviderRound>(round: R | null, provider: string, playerId: number): Result<R> {
  if (!round || round.provider !== provider) return fail('seamless.win_without_bet');
  if (round.accountId !== playerId) return fail('seamless.round_of_other_player');
  if (round.status === 'closed') return fail('seamless.round_closed');
  if (!round.steps.some((step) => step.kind === 'bet')) return fail('seamless.win_without_bet');
  return ok(round);
}
