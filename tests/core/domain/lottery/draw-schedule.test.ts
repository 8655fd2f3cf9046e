import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBettingOpen, checkSchedule, drawSlot, nextDraw, nextDrawWork, type DrawSchedule } from '../../../../core/domain/lottery/draw-schedule';

const ZONES = ['UTC', 'Asia/Ho_Chi_Minh', 'Asia/Karachi', 'Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const schedule: fc.Arbitrary<DrawSchedule> = fc
  .oneof(
    fc.constantFrom(1, 3, 5, 7, 60, 1440).map((everyMinutes) => ({ cadence: { everyMinutes }, gap: everyMinutes })),
    fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 1, maxLength: 4 }).map((ms) => {
      const sorted = ms.sort((a, b) => a - b);
      const gap = Math.min(sorted[0]! + 1440 - sorted.at(-1)!, ...sorted.slice(1).map((m, i) => m - sorted[i]!));
      return { cadence: { dailyAt: sorted.map(hhmm) }, gap };
    }),
  )
  .chain(({ cadence, gap }) => fc.integer({ min: 0, max: gap * 60 - 1 }).map((closeBeforeSeconds) => ({ cadence, closeBeforeSeconds })));
const instant = fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true });
const zone = fc.constantFrom(...ZONES);

describe('nextDraw', () => {
  it('property: an instant maps to one draw after it, the same for every instant up to that draw, and the draw after it is later with a greater id', () => {
    fc.assert(
      fc.property(schedule, instant, zone, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (s, at, timeZone, fraction) => {
        expect(checkSchedule(s).ok).toBe(true);
        const slot = nextDraw(s, at, timeZone);
        expect(slot.drawAt.getTime()).toBeGreaterThan(at.getTime());
        const between = new Date(at.getTime() + Math.floor((slot.drawAt.getTime() - at.getTime()) * fraction));
        expect(nextDraw(s, between, timeZone)).toEqual(slot);
        expect(nextDraw(s, new Date(slot.drawAt.getTime() - 1), timeZone)).toEqual(slot);
        const after = nextDraw(s, slot.drawAt, timeZone);
        expect(after.drawAt.getTime()).toBeGreaterThan(slot.drawAt.getTime());
        expect(after.drawId > slot.drawId).toBe(true);
        expect(drawSlot(s, slot.drawId, timeZone)).toEqual({ ok: true, value: slot });
      }),
      { numRuns: 150 },
    );
  });

  it('property: betting closes exactly the cut-off before the draw', () => {
    fc.assert(
      fc.property(schedule, instant, zone, (s, at, timeZone) => {
        const slot = nextDraw(s, at, timeZone);
        expect(slot.drawAt.getTime() - slot.closesAt.getTime()).toBe(s.closeBeforeSeconds * 1000);
        expect(checkBettingOpen(slot, new Date(slot.closesAt.getTime() - 1)).ok).toBe(true);
        expect(checkBettingOpen(slot, slot.closesAt)).toEqual({ ok: false, error: { code: 'lottery.betting_closed', params: { drawId: slot.drawId } } });
        expect(checkBettingOpen(slot, at).ok).toBe(at < slot.closesAt);
      }),
      { numRuns: 150 },
    );
  });

  it('property: ids increase with time', () => {
    fc.assert(
      fc.property(schedule, instant, instant, zone, (s, a, b, timeZone) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const [first, second] = [nextDraw(s, early, timeZone), nextDraw(s, late, timeZone)];
        expect(first.drawId <= second.drawId).toBe(true);
        expect(first.drawId === second.drawId).toBe(first.drawAt.getTime() === second.drawAt.getTime());
      }),
      { numRuns: 150 },
    );
  });

  it('draws at 18:15 operator time, and every 5 minutes from the operator midnight', () => {
    const daily: DrawSchedule = { cadence: { dailyAt: ['18:15'] }, closeBeforeSeconds: 900 };
    expect(nextDraw(daily, new Date('2024-03-15T10:00:00Z'), 'Asia/Ho_Chi_Minh')).toEqual({
      drawId: '20240315-0001',
      drawAt: new Date('2024-03-15T11:15:00Z'),
      closesAt: new Date('2024-03-15T11:00:00Z'),
    });
    expect(nextDraw(daily, new Date('2024-03-15T11:15:00Z'), 'Asia/Ho_Chi_Minh').drawId).toBe('20240316-0001');
    const fast: DrawSchedule = { cadence: { everyMinutes: 5 }, closeBeforeSeconds: 30 };
    expect(nextDraw(fast, new Date('2024-03-14T19:00:00Z'), 'Asia/Karachi')).toEqual({
      drawId: '20240315-0002',
      drawAt: new Date('2024-03-14T19:05:00Z'),
      closesAt: new Date('2024-03-14T19:04:30Z'),
    });
    expect(nextDraw(fast, new Date('2024-03-15T18:50:00Z'), 'Asia/Karachi').drawId).toBe('20240315-0288');
    expect(nextDraw(fast, new Date('2024-03-15T18:55:00Z'), 'Asia/Karachi').drawId).toBe('20240316-0001');
    expect(nextDraw(fast, new Date('2024-03-10T05:00:00Z'), 'America/New_York').drawAt).toEqual(new Date('2024-03-10T05:05:00Z'));
  });
});

describe('drawSlot and checkSchedule', () => {
  it('refuses ids the schedule does not have', () => {
    const fast: DrawSchedule = { cadence: { everyMinutes: 5 }, closeBeforeSeconds: 30 };
    for (const id of ['20240315-0289', '20240315-0000', '20240230-0001', '2024031-0001', '20240315-1', 'x']) {
      expect(drawSlot(fast, id, 'UTC')).toEqual({ ok: false, error: { code: 'lottery.unknown_draw', field: 'drawId' } });
    }
    expect(drawSlot({ cadence: { dailyAt: ['18:15'] }, closeBeforeSeconds: 0 }, '20240315-0002', 'UTC').ok).toBe(false);
  });

  it('refuses a cadence out of range, times not increasing or malformed, and a cut-off not shorter than the shortest gap', () => {
    const field = (s: DrawSchedule) => {
      const checked = checkSchedule(s);
      return checked.ok ? 'ok' : checked.error.field;
    };
    expect(field({ cadence: { everyMinutes: 0 }, closeBeforeSeconds: 0 })).toBe('everyMinutes');
    expect(field({ cadence: { everyMinutes: 1.5 }, closeBeforeSeconds: 0 })).toBe('everyMinutes');
    expect(field({ cadence: { everyMinutes: 1441 }, closeBeforeSeconds: 0 })).toBe('everyMinutes');
    expect(field({ cadence: { everyMinutes: 1 }, closeBeforeSeconds: 59 })).toBe('ok');
    expect(field({ cadence: { everyMinutes: 1 }, closeBeforeSeconds: 60 })).toBe('closeBeforeSeconds');
    expect(field({ cadence: { everyMinutes: 5 }, closeBeforeSeconds: -1 })).toBe('closeBeforeSeconds');
    expect(field({ cadence: { dailyAt: [] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['18:15', '12:00'] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['18:15', '18:15'] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['24:00'] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['8:15'] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['23:50', '00:10'] }, closeBeforeSeconds: 0 })).toBe('dailyAt');
    expect(field({ cadence: { dailyAt: ['00:10', '23:50'] }, closeBeforeSeconds: 1199 })).toBe('ok');
    expect(field({ cadence: { dailyAt: ['00:10', '23:50'] }, closeBeforeSeconds: 1200 })).toBe('closeBeforeSeconds');
  });
});

describe('nextDrawWork', () => {
  const game = fc.record({ schedule, voidAfterMs: fc.option(fc.integer({ min: 0, max: 3 * 86_400_000 }), { nil: null }) });

  it('property: the draw job wakes after now and no later than the next draw of any game or the next official draw turning void, and one of those is due then', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 4 }), instant, zone, (games, at, timeZone) => {
        const wake = nextDrawWork(games, at, timeZone);
        if (games.length === 0) {
          expect(wake).toBeNull();
          return;
        }
        expect(wake!.getTime()).toBeGreaterThan(at.getTime());
        const dueTimes = games.flatMap(({ schedule: s, voidAfterMs }) => {
          const draw = nextDraw(s, at, timeZone).drawAt.getTime();
          return voidAfterMs === null ? [draw] : [draw, nextDraw(s, new Date(at.getTime() - voidAfterMs), timeZone).drawAt.getTime() + voidAfterMs];
        });
        for (const due of dueTimes) expect(wake!.getTime()).toBeLessThanOrEqual(due);
        expect(dueTimes).toContain(wake!.getTime());
      }),
      { numRuns: 50 },
    );
  });

  it('an official draw that waits for its result wakes the job when it turns void, before the next draw', () => {
    const daily: DrawSchedule = { cadence: { dailyAt: ['18:15'] }, closeBeforeSeconds: 0 };
    const at = new Date('2026-03-02T18:30:00Z');
    expect(nextDrawWork([{ schedule: daily, voidAfterMs: 60 * 60_000 }], at, 'UTC')).toEqual(new Date('2026-03-02T19:15:00Z'));
    expect(nextDrawWork([{ schedule: daily, voidAfterMs: null }], at, 'UTC')).toEqual(new Date('2026-03-03T18:15:00Z'));
  });
});
