import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  checkDateRange,
  dayBounds,
  dayNumber,
  fromDayNumber,
  isCalendarDate,
  quickPickRange,
  startOfDayIn,
} from '../../../../core/domain/kernel/calendar';
import { instant, quickPick, timeZone } from '../../../support/cashier-arbitraries';

const day = fc.integer({ min: -700_000, max: 2_900_000 }).filter((d) => fromDayNumber(d).length === 10 && !fromDayNumber(d).startsWith('-'));
const date = day.map(fromDayNumber);

describe('calendar dates', () => {
  it('day numbers and dates round-trip; adding days is reversible and counts whole days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const text = fromDayNumber(d);
        expect(isCalendarDate(text)).toBe(true);
        expect(dayNumber(text)).toBe(d);
        const later = addDays(text, n);
        if (isCalendarDate(later)) {
          expect(dayNumber(later)! - d).toBe(n);
          expect(addDays(later, -n)).toBe(text);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses what is not a real yyyy-mm-dd date', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', '2026/01/01', '', 'today', '2026-01-01T00:00'])
      expect(isCalendarDate(bad), bad).toBe(false);
    for (const good of ['2024-02-29', '2026-12-31', '0001-01-01', '0099-06-15', '9999-12-31']) expect(isCalendarDate(good), good).toBe(true);
  });

  it("an instant's date in a zone is its UTC date or a neighbour, and follows the zone's offset", () => {
    fc.assert(
      fc.property(instant, timeZone, (at, zone) => {
        const local = calendarDateIn(at, zone);
        const utc = at.toISOString().slice(0, 10);
        expect(Math.abs(dayNumber(local)! - dayNumber(utc)!)).toBeLessThanOrEqual(1);
        if (zone === 'UTC' || zone === 'Not/A_Zone') expect(local).toBe(utc);
      }),
      { numRuns: 300 },
    );
    expect(calendarDateIn(new Date(Date.UTC(2026, 0, 15, 19, 30)), 'Asia/Karachi')).toBe('2026-01-16');
    expect(calendarDateIn(new Date(Date.UTC(2026, 0, 15, 18, 59)), 'Asia/Karachi')).toBe('2026-01-15');
    expect(calendarDateIn(new Date(Date.UTC(2026, 0, 15, 10, 0)), 'Pacific/Pago_Pago')).toBe('2026-01-14');
  });
});

describe('quick picks', () => {
  it('every pick has from <= to and spans exactly 7 or 30 days, ending or starting today', () => {
    fc.assert(
      fc.property(date, quickPick, (today, pick) => {
        const { from, to } = quickPickRange(today, pick);
        expect(from <= to).toBe(true);
        expect(dayNumber(to)! - dayNumber(from)! + 1).toBe(pick.endsWith('30') ? 30 : 7);
        if (pick.startsWith('previous')) expect(to).toBe(today);
        else expect(from).toBe(today);
        expect(checkDateRange({ from, to })).toEqual({ ok: true, value: { from, to } });
      }),
      { numRuns: 500 },
    );
  });

  it('checkDateRange: open ends are fine; from after to and unreal dates are refused on the right field', () => {
    fc.assert(
      fc.property(date, date, (a, b) => {
        const result = checkDateRange({ from: a, to: b });
        expect(result.ok).toBe(a <= b);
        if (!result.ok) expect(result.error).toEqual({ code: 'validation.date_range', field: 'to' });
      }),
    );
    expect(checkDateRange({})).toEqual({ ok: true, value: {} });
    expect(checkDateRange({ from: ' ', to: '' })).toEqual({ ok: true, value: {} });
    expect(checkDateRange({ from: '2026-02-30' })).toEqual({ ok: false, error: { code: 'validation.invalid_date', field: 'from' } });
    expect(checkDateRange({ to: 'soon' })).toEqual({ ok: false, error: { code: 'validation.invalid_date', field: 'to' } });
  });
});

describe('startOfDayIn', () => {
  const zones = fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London');
  const dates = fc.integer({ min: dayNumber('1971-01-01')!, max: dayNumber('2099-12-31')! }).map(fromDayNumber);

  it('is an instant that falls on that date in the zone, while one millisecond earlier falls on the day before', () => {
    fc.assert(
      fc.property(dates, zones, (date, zone) => {
        const start = startOfDayIn(date, zone);
        expect(calendarDateIn(start, zone)).toBe(date);
        expect(calendarDateIn(new Date(start.getTime() - 1), zone)).toBe(addDays(date, -1));
      }),
      { numRuns: 1000 },
    );
  });

  it('a zone that changed its clocks around midnight (Chatham, 1978-10-29) starts the day at the first local instant of it', () => {
    const start = startOfDayIn('1978-10-29', 'Pacific/Chatham');
    expect(calendarDateIn(start, 'Pacific/Chatham')).toBe('1978-10-29');
    expect(calendarDateIn(new Date(start.getTime() - 1), 'Pacific/Chatham')).toBe('1978-10-28');
  });

  it('an unknown zone counts as UTC', () => {
    expect(startOfDayIn('2026-11-23', 'Not/AZone').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('Karachi (UTC+5, no daylight saving) starts its day at 19:00 UTC the evening before', () => {
    expect(startOfDayIn('2026-11-23', 'Asia/Karachi').toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('dayBounds: real dates cover from the first instant of from to the last of to in the zone; an impossible date is refused on its field', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 60 }), zones, (from, length, zone) => {
        const to = addDays(from, length);
        const bounds = dayBounds({ from, to }, zone);
        expect(bounds).toEqual({ ok: true, value: { from: startOfDayIn(from, zone), to: new Date(startOfDayIn(addDays(to, 1), zone).getTime() - 1) } });
        if (bounds.ok) expect([calendarDateIn(bounds.value.from!, zone), calendarDateIn(bounds.value.to!, zone)]).toEqual([from, to]);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('from', 'to'),
        (y, m, d, field) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          fc.pre(!isCalendarDate(text));
          expect(dayBounds({ [field]: text }, 'Asia/Karachi')).toEqual({ ok: false, error: { code: 'validation.invalid_date', field } });
        },
      ),
    );
  });
});
