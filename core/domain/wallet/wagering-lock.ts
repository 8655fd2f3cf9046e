import { outstandingTurnover, turnoverProgress } from '../engagement/promotions';
import { fail, ok, type Result } from '../kernel/result';

/** A paid bonus as the lock sees it: the valid bet it asks for, and the valid bet made since it was paid. */
export interface WageredBonus {
  readonly turnoverRequired: bigint;
  readonly validBetSince: bigint;
}

/**
 * The wagering lock: money leaves a member's reach (a withdrawal, a transfer to another account)
 * only once every paid bonus's turnover is bet; until then `wallet.turnover_not_met` with the
 * valid bet still missing.
 */
export function checkMoneyExit(bonuses: readonly WageredBonus[]): Result<null> {
  const remaining = missingTurnover(bonuses);
  return remaining > 0n ? fail('wallet.turnover_not_met', { params: { remaining: remaining.toString() } }) : ok(null);
}

/** The valid bet still missing over every paid bonus: 0 when money may leave. */
export function missingTurnover(bonuses: readonly WageredBonus[]): bigint {
  return outstandingTurnover(bonuses.map((b) => ({ required: b.turnoverRequired, progress: turnoverProgress(b.turnoverRequired, b.validBetSince) })));
}
