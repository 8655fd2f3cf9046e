import { calendarDateIn, type CalendarDate } from '../../core/domain/kernel/calendar';
import type { MovableClock } from './movable-clock';

/**
 * How far to move a clock that reads `now` so that at least `afterMs` have passed since the last edge
 * of a `periodMs` cycle (its edges `offsetMs` before UTC's) and at least `needMs` remain before the next one.
 */
export function clearanceOf(now: Date, periodMs: number, offsetMs: number, needMs: number, afterMs = 250): number {
  const since = (now.getTime() + offsetMs) % periodMs;
  const left = periodMs - since;
  return since < afterMs || left < needMs ? (left + afterMs) % periodMs : 0;
}

/** How far to move a clock that reads `now` to `afterMs` past the next edge of a `periodMs` cycle (edges `offsetMs` before UTC's). */
export const pastNextEdge = (now: Date, periodMs: number, offsetMs = 0, afterMs = 250): number => periodMs - ((now.getTime() + offsetMs) % periodMs) + afterMs;

/** Moves `clock` forward by its `clearanceOf` a cycle's edges. */
export function clearOfEdge(clock: MovableClock, periodMs: number, offsetMs: number, needMs: number, afterMs = 250): void {
  clock.advance(clearanceOf(clock.now(), periodMs, offsetMs, needMs, afterMs));
}

/** Keeps a test that reads "today" clear of the operator's midnight (Asia/Karachi, UTC+5: 19:00 UTC) on the server's clock. */
export const clearOfDayEdge = (clock: MovableClock, needMs = 20_000, afterMs?: number): void => clearOfEdge(clock, 86_400_000, 5 * 3_600_000, needMs, afterMs);

/** The operator's calendar date on `clock` (Asia/Karachi, as the server's settings say). */
export const operatorToday = (clock: { now(): Date }): CalendarDate => calendarDateIn(clock.now(), 'Asia/Karachi');
