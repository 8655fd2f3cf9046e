import fc from 'fast-check';
import { textAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, dayNumber } from '../../../../core/domain/kernel/calendar';
import { missionState, periodWindow, validateMission } from '../../../../core/domain/engagement/missions';

const HOUR = 3_600_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t));
const zone = fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe');

describe('periodWindow', () => {
  it('property: the window holds now, starts at the local midnight its key names, lasts a day or a week, and a week starts on Monday', () => {
    fc.assert(
      fc.property(instant, zone, fc.constantFrom('daily' as const, 'weekly' as const), (now, tz, period) => {
        const w = periodWindow(period, now, tz);
        expect(w.from <= now && now < w.to).toBe(true);
        expect(calendarDateIn(w.from, tz)).toBe(w.key);
        expect(calendarDateIn(new Date(w.from.getTime() - 1), tz) < w.key).toBe(true);
        const hours = (w.to.getTime() - w.from.getTime()) / HOUR;
        const days = period === 'daily' ? 1 : 7;
        expect(Math.abs(hours - days * 24)).toBeLessThanOrEqual(1);
        if (period === 'weekly') expect((dayNumber(w.key)! + 3) % 7).toBe(0);
      }),
    );
  });
});

describe('missionState', () => {
  it('property: claimable exactly when the target is reached and the period is not claimed yet', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 0n, max: 2000n }), fc.boolean(), (target, progress, claimed) => {
        const state = missionState({ target }, progress, claimed);
        expect(state === 'claimable').toBe(!claimed && progress >= target);
        if (claimed) expect(state).toBe('claimed');
      }),
    );
  });
});

describe('validateMission', () => {
  it('names every problem; deposits take no game type', () => {
    const bad = validateMission({ title: '', period: 'hourly', metric: 'deposit', gameType: 'RNG', target: 0n, reward: -1n, sort: 1, texts: {} });
    expect(bad.ok ? [] : (bad.error.value!['errors'] as { field: string }[]).map((e) => e.field)).toEqual(['title', 'period', 'gameType', 'target', 'reward']);
    expect(validateMission({ title: 'Spin', period: 'daily', metric: 'rounds', gameType: 'RNG', target: 10n, reward: 100n, sort: 0, texts: {} }).ok).toBe(true);
  });

  it('property: a title is taken up to 100 characters and a game type up to 16 letters; one more is refused, naming the field', () => {
    const good = { title: 'Spin', period: 'daily', metric: 'rounds', gameType: 'RNG', target: 10n, reward: 100n, sort: 0, texts: {} };
    const codesOf = (r: ReturnType<typeof validateMission>) => (r.ok ? [] : (r.error.value!['errors'] as { code: string }[]).map((e) => e.code));
    fc.assert(
      fc.property(textAround(100), textAround(16, fc.constantFrom(...'AZ')), (title, gameType) => {
        expect(codesOf(validateMission({ ...good, title }))).toEqual(title.length <= 100 ? [] : ['mission.invalid_title']);
        expect(codesOf(validateMission({ ...good, gameType }))).toEqual(gameType.length <= 16 ? [] : ['mission.invalid_game_type']);
      }),
    );
  });
});
