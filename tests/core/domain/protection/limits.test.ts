import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_PERIODS, limitWindow, parseLimitValue, windowKeys, windowsOf } from '../../../../core/domain/protection/limits';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t));
const zone = fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe');

describe('limit windows', () => {
  it('property: an amount counts in exactly the windows that contain its instant', () => {
    fc.assert(
      fc.property(instant, instant, zone, (a, b, tz) => {
        for (const period of LIMIT_PERIODS) {
          const w = limitWindow(period, a, tz);
          expect(w.from <= a && a < w.to).toBe(true);
          const sameWindow = windowsOf('wager', b, tz).find((x) => x.period === period)!.key === w.key;
          expect(sameWindow).toBe(w.from <= b && b < w.to);
        }
      }),
    );
  });

  it("property: the keys found from one calendar date are the windows' keys", () => {
    fc.assert(
      fc.property(instant, zone, (at, tz) => {
        expect(windowKeys(at, tz)).toEqual(Object.fromEntries(LIMIT_PERIODS.map((p) => [p, limitWindow(p, at, tz).key])));
      }),
    );
  });

  it('property: days start at local midnight, weeks on Monday, months on the 1st', () => {
    fc.assert(
      fc.property(instant, zone, (at, tz) => {
        const [day, week, month] = LIMIT_PERIODS.map((p) => limitWindow(p, at, tz));
        expect(new Date(`${week!.key}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(month!.key.endsWith('-01')).toBe(true);
        expect(day!.key >= week!.key || day!.key >= month!.key).toBe(true);
      }),
    );
  });
});

describe('limit values', () => {
  it('money is major units, sessions whole minutes in range; blank removes', () => {
    expect(parseLimitValue('deposit:day', '500.25', 2)).toEqual({ ok: true, value: 50025n });
    expect(parseLimitValue('loss:week', ' ', 2)).toEqual({ ok: true, value: null });
    expect(parseLimitValue('wager:month', null, 2)).toEqual({ ok: true, value: null });
    expect(parseLimitValue('wager:month', '-5', 2)).toMatchObject({ ok: false, error: { code: 'wallet.invalid_amount', field: 'value' } });
    expect(parseLimitValue('session', '60', 2)).toEqual({ ok: true, value: 60n });
    expect(parseLimitValue('session', '4', 2)).toMatchObject({ ok: false, error: { code: 'protection.session_minutes' } });
    expect(parseLimitValue('session', '1.5', 2)).toMatchObject({ ok: false, error: { code: 'validation.invalid_value' } });
  });
});
