/**
 * Reality checks of a login session: check k falls due at start + k × interval (k = 1, 2, …).
 * Answering one answers every check due so far, so checks missed while away (a closed tab, a
 * sleeping laptop) fold into one. Times are epoch milliseconds.
 */
export interface RealityCheckSchedule {
  readonly startMs: number;
  readonly intervalMs: number;
  /** The last check the player answered; 0 before the first. */
  readonly answered: number;
}

/** The operator's bounds on the interval: short enough to try out, at most a day. */
export const REALITY_CHECK_SECONDS = { min: 10, max: 86_400 } as const;

export const realityCheckIntervalIsValid = (seconds: unknown): boolean =>
  Number.isInteger(seconds) && (seconds as number) >= REALITY_CHECK_SECONDS.min && (seconds as number) <= REALITY_CHECK_SECONDS.max;

/** The number of the latest check due at `nowMs` (0 before the first). */
export function checksDue(schedule: RealityCheckSchedule, nowMs: number): number {
  return nowMs < schedule.startMs ? 0 : Math.floor((nowMs - schedule.startMs) / schedule.intervalMs);
}

/** When the first unanswered check falls; it is pending once this is not in the future. */
export function nextCheckAt(schedule: RealityCheckSchedule): number {
  return schedule.startMs + (schedule.answered + 1) * schedule.intervalMs;
}

export function checkPending(schedule: RealityCheckSchedule, nowMs: number): boolean {
  return nextCheckAt(schedule) <= nowMs;
}

/** Answering at `nowMs` answers every check due by then, never one still to come. */
export function answerCheck(schedule: RealityCheckSchedule, nowMs: number): RealityCheckSchedule {
  return { ...schedule, answered: Math.max(schedule.answered, checksDue(schedule, nowMs)) };
}
