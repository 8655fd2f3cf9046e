import { fail, ok, type Result } from '../kernel/result';
import { parseAmount } from '../wallet/amount';
import { periodContaining, type SettlementPeriod } from '../agency/settlement-periods';
import { addDays, calendarDateIn, dayNumber } from '../kernel/calendar';

/** What a money limit caps: deposits made, stakes placed, or stakes minus what came back. */
export const LIMIT_METRICS = ['deposit', 'loss', 'wager'] as const;
export type LimitMetric = (typeof LIMIT_METRICS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export type MoneyLimitKey = `${LimitMetric}:${LimitPeriod}`;
/** Money limits are in minor units; `session` is in minutes per session. */
export type LimitKey = MoneyLimitKey | 'session';

export const MONEY_LIMIT_KEYS: readonly MoneyLimitKey[] = LIMIT_METRICS.flatMap((m) => LIMIT_PERIODS.map((p) => `${m}:${p}` as const));
export const LIMIT_KEYS: readonly LimitKey[] = [...MONEY_LIMIT_KEYS, 'session'];

export const isLimitKey = (text: string): text is LimitKey => (LIMIT_KEYS as readonly string[]).includes(text);

/** A session-time limit is at least a few minutes and at most a day. */
export const SESSION_MINUTES = { min: 5n, max: 1_440n } as const;

const CADENCE = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The calendar day, ISO week (from Monday) or calendar month that `at` falls in, in the operator's zone. */
export const limitWindow = (period: LimitPeriod, at: Date, timeZone: string): SettlementPeriod => periodContaining(CADENCE[period], at, timeZone);

/** One window of one metric: where an amount counted at some instant goes. */
export interface UsageWindow {
  readonly metric: LimitMetric;
  readonly period: LimitPeriod;
  /** The window's first calendar date in the operator's zone. */
  readonly key: string;
}

/**
 * The keys of the day, week and month holding `at`, from one calendar date (the same keys as
 * `limitWindow` without finding each window's edges): what the money path needs per bet.
 */
export function windowKeys(at: Date, timeZone: string): Record<LimitPeriod, string> {
  const today = calendarDateIn(at, timeZone);
  // 1970-01-01 was a Thursday: day numbers + 3 make Monday 0.
  return { day: today, week: addDays(today, -((dayNumber(today)! + 3) % 7)), month: `${today.slice(0, 8)}01` };
}

/** The windows of `metric` that hold `at`: one per period. */
export function windowsOf(metric: LimitMetric, at: Date, timeZone: string): UsageWindow[] {
  const keys = windowKeys(at, timeZone);
  return LIMIT_PERIODS.map((period) => ({ metric, period, key: keys[period] }));
}

/** A limit as typed: money in major units ("500.00"), a session in whole minutes; null or blank removes it. */
export function parseLimitValue(key: LimitKey, text: string | null, scale: number): Result<bigint | null> {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return ok(null);
  if (key !== 'session') {
    const amount = parseAmount(trimmed, scale);
    return amount.ok ? amount : fail(amount.error.code, { ...amount.error, field: 'value' });
  }
  if (!/^\d{1,5}$/.test(trimmed)) return fail('validation.invalid_value', { field: 'value' });
  const minutes = BigInt(trimmed);
  if (minutes < SESSION_MINUTES.min || minutes > SESSION_MINUTES.max)
    return fail('protection.session_minutes', { field: 'value', params: { min: Number(SESSION_MINUTES.min), max: Number(SESSION_MINUTES.max) } });
  return ok(minutes);
}
