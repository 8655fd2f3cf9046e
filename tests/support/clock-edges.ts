import { setTimeout as sleep } from 'node:timers/promises';
import { calendarDateIn, type CalendarDate } from '../../core/domain/kernel/calendar';

/**
 * Waits until at least `afterMs` have passed since the last edge of a `periodMs` cycle (its edges `offsetMs`
 * before UTC's) and at least `needMs` remain before the next one.
 */
export async function clearOfEdge(periodMs: number, offsetMs: number, needMs: number, afterMs = 250): Promise<void> {
  const since = (Date.now() + offsetMs) % periodMs;
  const left = periodMs - since;
  if (since < afterMs || left < needMs) await sleep((left + afterMs) % periodMs);
}

/** Keeps a test that reads "today" clear of the operator's midnight (Asia/Karachi, UTC+5: 19:00 UTC). */
export const clearOfDayEdge = (needMs = 20_000, afterMs?: number): Promise<void> => clearOfEdge(86_400_000, 5 * 3_600_000, needMs, afterMs);

/** The operator's calendar date now (Asia/Karachi, as the server's settings say). */
export const operatorToday = (): CalendarDate => calendarDateIn(new Date(), 'Asia/Karachi');
