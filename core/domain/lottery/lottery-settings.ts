import { DEFAULT_STAKE_LIMITS } from './payout-tables';
import type { LotteryFamily } from './bets';
import type { StakeLimits } from './bet-check';
import { checkSchedule, type DrawCadence, type DrawSchedule } from './draw-schedule';

/** A game's schedule replacing its own: every N minutes when N > 0, else at the given times of day. */
export interface ScheduleOverride {
  readonly gameCode: string;
  readonly everyMinutes: number;
  readonly dailyAt: readonly string[];
}

/**
 * The operator's lottery settings: schedules replacing games' own, the cut-off before every draw,
 * one stake range (minor units) for every kind, and how long past its draw time an official draw
 * waits for its result before it is void and its tickets refunded.
 */
export interface LotterySettings {
  readonly closeBeforeSeconds: number;
  readonly officialVoidAfterMinutes: number;
  readonly schedules: readonly ScheduleOverride[];
  readonly stake: { readonly min: number; readonly max: number };
}

const cadenceOf = (o: ScheduleOverride): DrawCadence => (o.everyMinutes > 0 ? { everyMinutes: o.everyMinutes } : { dailyAt: o.dailyAt });

export function scheduleOf(gameCode: string, cadence: DrawCadence, settings: LotterySettings): DrawSchedule {
  const override = settings.schedules.find((o) => o.gameCode === gameCode);
  return { cadence: override ? cadenceOf(override) : cadence, closeBeforeSeconds: settings.closeBeforeSeconds };
}

export function stakeLimitsOf<F extends LotteryFamily>(family: F, settings: LotterySettings): StakeLimits<F> {
  const range = { min: BigInt(settings.stake.min), max: BigInt(settings.stake.max) };
  return Object.fromEntries(Object.keys(DEFAULT_STAKE_LIMITS[family]).map((kind) => [kind, range])) as unknown as StakeLimits<F>;
}

/** The catalogue's fastest games draw every minute, so the cut-off must suit them too. */
const FASTEST: DrawCadence = { everyMinutes: 1 };

/** Up to 30 days. */
export const OFFICIAL_VOID_AFTER_RANGE = { min: 1, max: 43_200 } as const;

/** Every schedule valid with the cut-off, a stake range of positive safe integers, and the official results' wait in its range. */
export function lotterySettingsAreValid(next: LotterySettings): boolean {
  const wait = next.officialVoidAfterMinutes;
  if (!Number.isInteger(wait) || wait < OFFICIAL_VOID_AFTER_RANGE.min || wait > OFFICIAL_VOID_AFTER_RANGE.max) return false;
  const { min, max } = next.stake ?? {};
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min! < 1 || min! > max!) return false;
  if (
    !Array.isArray(next.schedules) ||
    next.schedules.some((o) => typeof o?.gameCode !== 'string' || !Number.isInteger(o.everyMinutes) || !Array.isArray(o.dailyAt))
  )
    return false;
  return [...next.schedules.map(cadenceOf), FASTEST].every(
    (cadence) => typeof cadence === 'object' && cadence !== null && checkSchedule({ cadence, closeBeforeSeconds: next.closeBeforeSeconds }).ok,
  );
}
