import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedPeriods, nextSettlementAt, periodContaining, type Cadence } from '../../../../core/domain/agency/settlement-periods';
import { calendarDateIn } from '../../../../core/domain/kernel/calendar';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t));
const zone = fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York', 'Europe/London', 'Asia/Kolkata');
const cadence = fc.constantFrom<Cadence>('fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly');

describe('settlement periods', () => {
  it('property: the period holds the instant, its key names its start, and the next period starts where it ends', () => {
    fc.assert(
      fc.property(instant, zone, cadence, (at, tz, c) => {
        const p = periodContaining(c, at, tz);
        expect(p.from <= at && at < p.to).toBe(true);
        expect(periodContaining(c, p.to, tz).from).toEqual(p.to);
        expect(periodContaining(c, new Date(p.to.getTime() - 1), tz).key).toBe(p.key);
        if (c === 'fiveMinutes' || c === 'hourly') expect(p.key).toBe(p.from.toISOString().slice(0, 16));
        else expect(p.key).toBe(calendarDateIn(p.from, tz));
      }),
    );
  });

  it('property: months split at the 16th; every period lasts its length', () => {
    fc.assert(
      fc.property(instant, zone, fc.constantFrom<Cadence>('semimonthly', 'monthly'), (at, tz, c) => {
        const p = periodContaining(c, at, tz);
        const day = Number(p.key.slice(8));
        expect(c === 'monthly' ? [1] : [1, 16]).toContain(day);
        const days = (p.to.getTime() - p.from.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(c === 'monthly' ? 27.9 : 12.9);
        expect(days).toBeLessThanOrEqual(c === 'monthly' ? 31.1 : 16.1);
      }),
    );
  });

  it('property: closed periods have all ended, come newest first and touch each other', () => {
    fc.assert(
      fc.property(instant, zone, cadence, fc.integer({ min: 1, max: 5 }), (now, tz, c, count) => {
        const periods = closedPeriods(c, now, tz, count);
        expect(periods).toHaveLength(count);
        expect(periods[0]!.to).toEqual(periodContaining(c, now, tz).from);
        periods.forEach((p, i) => {
          expect(p.to <= now).toBe(true);
          if (i > 0) expect(periods[i - 1]!.from).toEqual(p.to);
        });
      }),
    );
  });
});

describe('nextSettlementAt', () => {
  it('property: the settlement job wakes after now, when a period of one of the cadences has been closed for the grace, and no period closes in between', () => {
    fc.assert(
      fc.property(instant, zone, fc.uniqueArray(cadence, { minLength: 1 }), fc.integer({ min: 0, max: 3_600_000 }), (now, tz, cadences, graceMs) => {
        const wake = nextSettlementAt(cadences, now, tz, graceMs);
        expect(wake.getTime()).toBeGreaterThan(now.getTime());
        const closedBy = (t: number, c: Cadence) => periodContaining(c, new Date(t - graceMs), tz).key;
        for (const c of cadences) expect(closedBy(wake.getTime() - 1, c)).toBe(closedBy(now.getTime(), c));
        expect(cadences.some((c) => periodContaining(c, new Date(wake.getTime() - graceMs), tz).from.getTime() === wake.getTime() - graceMs)).toBe(true);
      }),
    );
  });
});
