import type { FailureCode } from '../kernel/failure-code';
import type { PlayBreak } from './breaks';
import { effectiveLimit, NO_LIMIT, settled, type LimitState } from './cooling-off';
import { MONEY_LIMIT_KEYS, windowsOf, type LimitKey, type LimitMetric, type MoneyLimitKey, type UsageWindow } from './limits';

/** A member's limits and break, as stored. */
export interface Protection {
  readonly limits: Readonly<Partial<Record<LimitKey, LimitState>>>;
  readonly pause: PlayBreak | null;
}

export const NO_PROTECTION: Protection = { limits: {}, pause: null };

export const limitOf = (p: Protection, key: LimitKey): LimitState => p.limits[key] ?? NO_LIMIT;

const isSet = (s: LimitState): boolean => s.member !== null || s.operator !== null || s.pending !== null;

/** Usage is counted only while some money limit is set or waiting: nobody else pays for it. */
export const tracksUsage = (p: Protection, now: Date): boolean => MONEY_LIMIT_KEYS.some((key) => isSet(settled(limitOf(p, key), now)));

/** A usage window with the cap that applies to it now (null: counted, not capped). */
export interface CappedWindow extends UsageWindow {
  readonly cap: bigint | null;
}

export function cappedWindows(p: Protection, metric: LimitMetric, at: Date, timeZone: string): CappedWindow[] {
  return windowsOf(metric, at, timeZone).map((w) => ({ ...w, cap: effectiveLimit(limitOf(p, `${metric}:${w.period}`), at) }));
}

export interface LimitBreach {
  readonly key: MoneyLimitKey;
  /** What could still be added in that window (never negative). */
  readonly remaining: bigint;
}

/** The first capped window that `amount` on top of what it holds would take past its cap. */
export function firstBreach(windows: readonly CappedWindow[], used: readonly bigint[], amount: bigint): LimitBreach | null {
  for (const [i, w] of windows.entries()) {
    const sum = used[i] ?? 0n;
    if (w.cap !== null && sum + amount > w.cap) return { key: `${w.metric}:${w.period}`, remaining: w.cap > sum ? w.cap - sum : 0n };
  }
  return null;
}

/** The refusal code of a breach: its own per metric, so clients can say which limit it was. */
export const breachCode = (b: LimitBreach): FailureCode => `protection.${b.key.split(':')[0] as LimitMetric}_limit`;

/** How long a session may last under the session-time limit, or null when there is none. */
export function sessionLimitMs(p: Protection, now: Date): number | null {
  const minutes = effectiveLimit(limitOf(p, 'session'), now);
  return minutes === null ? null : Number(minutes) * 60_000;
}
