import { calendarDateIn, type CalendarDate } from '../../core/domain/kernel/calendar';
import type { MovableClock } from './movable-clock';

/**
 * Moves `clock` forward, when needed, so that at least `afterMs` have passed since the last edge of
 * a `periodMs` cycle (its edges `offsetMs` before UTC's) and at least `needMs` remain before the next one.
 */
export function clearOfEdge(clock: MovableClock, periodMs: number, offsetMs: number, needMs: number, afterMs = 250): void {
  const since = (clock.now().getTime() + offsetMs) % periodMs;
  const left = periodMs - since;
  if (since < afterMs || left < needMs) clock.advance((left + afterMs) % periodMs);
}

/** Keeps a test that reads "today" clear of the operator's midnight (Asia/Karachi, UTC+5: 19:00 UTC) on the server's clock. */
export const clearOfDayEdge = (clock: MovableClock, needMs = 20_000, afterMs?: number): void => clearOfEdge(clock, 86_400_000, 5 * 3_600_000, needMs, afterMs);

/** The operator's calendar date on `clock` (Asia/Karachi, as the server's settings say). */
export const operatorToday = (clock: { now(): Date }): CalendarDate => calendarDateIn(clock.now(), 'Asia/Karachi');
