import { roundTotals, type StepMove } from './round-steps';

/** What happens to a round still open past the operator's timeout. */
export type TimeoutAction = { readonly action: 'complete' } | { readonly action: 'refund'; readonly amount: bigint } | { readonly action: 'close' };

export interface OpenRoundState {
  /** One of our own games: its outcome was decided when the bet was taken. */
  readonly house: boolean;
  readonly steps: readonly StepMove[];
}

/** The operator's timeout: from five minutes (a round needs time to finish) to a week. */
export const OPEN_ROUND_TIMEOUT_RANGE = { min: 5, max: 7 * 24 * 60 } as const;

/** Rounds that started before this instant are past the timeout. */
export const timeoutCutoff = (now: Date, timeoutMinutes: number): Date => new Date(now.getTime() - timeoutMinutes * 60_000);

/**
 * The published rule. Our own games: a round whose bet was taken is completed by its recorded
 * outcome (the win it owes is paid); one whose bet never moved closes with nothing to pay. An
 * outside provider's round with stake still standing and no win is void: the stake is refunded;
 * any other (a win paid, or every bet rolled back) is closed as it stands.
 */
export function timeoutAction(round: OpenRoundState): TimeoutAction {
  if (round.house) return round.steps.some((s) => s.kind === 'bet') ? { action: 'complete' } : { action: 'close' };
  const { stake, win } = roundTotals(round.steps);
  return stake > 0n && win === 0n && !round.steps.some((s) => s.kind === 'win') ? { action: 'refund', amount: stake } : { action: 'close' };
}
