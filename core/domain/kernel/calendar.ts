import { fail, ok, type Result } from './result';

/** A calendar date as 'YYYY-MM-DD' text: what date inputs hold and what the wire carries. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a calendar date, or null when it is no real date. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(back.getTime() / DAY_MS);
}

export const isCalendarDate = (text: string): boolean => dayNumber(text) !== null;

export function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** Whole days after `date` (negative: before). The date must be real. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`not a calendar date: ${date}`);
  return fromDayNumber(start + days);
}

/** Formatters by canonical zone name, made once (making one costs a thousand times more than using it): a few hundred at most, whatever names callers pass. */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat | null {
  let format = DATE_FORMATS.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
  } catch {
    return null;
  }
  if (format.resolvedOptions().timeZone === timeZone) DATE_FORMATS.set(timeZone, format);
  return format;
}

/**
 * The calendar date an instant falls on in an IANA time zone ('Asia/Karachi'); an unknown zone
 * counts as UTC. The instant comes from a Clock port, never from here.
 */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const format = dateFormatIn(timeZone);
  if (!format) return fromDayNumber(Math.floor(instant.getTime() / DAY_MS));
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** An inclusive range of calendar dates; either end may be open. */
export interface DateRange {
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
}

/** Date-range quick picks: the previous and the next 7 and 30 days, today included. */
export const QUICK_PICKS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

export function quickPickRange(today: CalendarDate, pick: QuickPick): Required<DateRange> {
  const days = pick.endsWith('30') ? 30 : 7;
  return pick.startsWith('previous') ? { from: addDays(today, -(days - 1)), to: today } : { from: today, to: addDays(today, days - 1) };
}

/** Both ends real dates when given, and from <= to; the failing end is named as the field. */
export function checkDateRange(range: DateRange): Result<DateRange> {
  const from = range.from?.trim() || undefined;
  const to = range.to?.trim() || undefined;
  if (from !== undefined && !isCalendarDate(from)) return fail('validation.invalid_date', { field: 'from' });
  if (to !== undefined && !isCalendarDate(to)) return fail('validation.invalid_date', { field: 'to' });
  if (from !== undefined && to !== undefined && from > to) return fail('validation.date_range', { field: 'to' });
  return ok({ ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
}

/** The instants a range of calendar dates covers in a time zone: from the first instant of `from` to the last of `to`. */
export function dayBounds(range: DateRange, timeZone: string): Result<{ from?: Date; to?: Date }> {
  const checked = checkDateRange(range);
  if (!checked.ok) return checked;
  const { from, to } = checked.value;
  return ok({
    ...(from !== undefined ? { from: startOfDayIn(from, timeZone) } : {}),
    ...(to !== undefined ? { to: new Date(startOfDayIn(addDays(to, 1), timeZone).getTime() - 1) } : {}),
  });
}

/**
 * The first instant of a calendar date in an IANA time zone: the earliest instant whose local
 * date is that date, found by bisection over the 40 hours around UTC midnight (every zone's
 * offset lies within them), so a daylight-saving change at or near midnight is handled too.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00.000Z`).getTime();
  let before = utcMidnight - 20 * 3_600_000;
  let onOrAfter = utcMidnight + 20 * 3_600_000;
  while (onOrAfter - before > 1) {
    const middle = Math.floor((before + onOrAfter) / 2);
    if (calendarDateIn(new Date(middle), timeZone) >= date) onOrAfter = middle;
    else before = middle;
  }
  return new Date(onOrAfter);
}
