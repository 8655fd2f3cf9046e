import type { LotterySettings } from '../../domain/lottery/lottery-settings';
import type { LotteryDeps } from './deps';
import type { LotteryGame } from './ports';

/**
 * An official game's draws still without a result `officialVoidAfterMinutes` past their draw time
 * are void: every open ticket's stake goes back once, counted as a return by the protection guard.
 * Answers the number of draws voided.
 */
export async function voidOverdueDraws(
  deps: Pick<LotteryDeps, 'voids' | 'guard' | 'clock'>,
  game: LotteryGame,
  settings: Pick<LotterySettings, 'officialVoidAfterMinutes'>,
): Promise<number> {
  const now = deps.clock.now();
  const overdue = await deps.voids.overdue(game.gameCode, new Date(now.getTime() - settings.officialVoidAfterMinutes * 60_000));
  let voided = 0;
  for (const draw of overdue) {
    const refunds = await deps.voids.voidDraw(draw, now);
    if (refunds.length > 0) voided++;
    const returned = new Map<number, bigint>();
    for (const refund of refunds) if (refund.posted) returned.set(refund.accountId, (returned.get(refund.accountId) ?? 0n) + refund.amount);
    await deps.guard.countReturns(returned);
  }
  return voided;
}
