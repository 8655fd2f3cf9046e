import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMEMBER_MS, RememberUsername } from '../../../../core/portal/system/remember-username';
import { unicodeString } from '../../../support/arbitraries';
import { FakeClock } from '../../../support/fakes/clock';
import { MemoryPreferences } from '../../../support/fakes/preferences';

const KEY = 'rememberedUsername';
const DAY = 86_400_000;

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const username = unicodeString(64);
/** Time after remembering: anywhere in three days, often right at the edge of the day. */
const elapsedTime = fc.oneof(fc.integer({ min: 0, max: 3 * DAY }), fc.integer({ min: DAY - 2, max: DAY + 2 }));

function setup(start: number = Date.UTC(2026, 0, 15, 12)) {
  const clock = new FakeClock(start);
  const preferences = new MemoryPreferences();
  return { clock, preferences, remember: new RememberUsername(preferences, clock) };
}

describe('RememberUsername', () => {
  it('keeps a username for exactly one day', () => {
    expect(REMEMBER_MS).toBe(DAY);
  });

  it('property: a remembered username is recalled until one day has passed since it was remembered, and from then on it is forgotten for good', () => {
    fc.assert(
      fc.property(instant, username, elapsedTime, (start, name, elapsed) => {
        const { clock, preferences, remember } = setup(start);
        remember.execute(true, name);
        clock.advance(elapsed);
        const stillRemembered = elapsed < DAY;
        expect(remember.recall()).toBe(stillRemembered ? name : '');
        // Recalling again changes nothing; an expired entry is gone from the device, even if the clock steps back.
        expect(remember.recall()).toBe(stillRemembered ? name : '');
        expect(preferences.values.has(KEY)).toBe(stillRemembered);
        clock.set(start);
        expect(remember.recall()).toBe(stillRemembered ? name : '');
      }),
    );
  });

  it('the boundary: recalled one millisecond before the day is up, forgotten at the day and after it', () => {
    const start = Date.UTC(2026, 0, 15, 12);
    const at = (elapsed: number) => {
      const { clock, remember } = setup(start);
      remember.execute(true, 'alice');
      clock.advance(elapsed);
      return remember.recall();
    };
    expect(at(0)).toBe('alice');
    expect(at(DAY - 1)).toBe('alice');
    expect(at(DAY)).toBe('');
    expect(at(DAY + 1)).toBe('');
  });

  it('property: remembering again starts a new day from that moment; the newest username wins', () => {
    fc.assert(
      fc.property(instant, username, username, fc.integer({ min: 0, max: DAY - 1 }), elapsedTime, (start, first, second, gap, elapsed) => {
        const { clock, remember } = setup(start);
        remember.execute(true, first);
        clock.advance(gap);
        remember.execute(true, second);
        clock.advance(elapsed);
        expect(remember.recall()).toBe(elapsed < DAY ? second : '');
      }),
    );
  });

  it('property: choosing not to be remembered forgets at once whatever was remembered, and stores nothing', () => {
    fc.assert(
      fc.property(instant, fc.option(username), username, fc.integer({ min: 0, max: DAY - 1 }), (start, earlier, name, elapsed) => {
        const { clock, preferences, remember } = setup(start);
        if (earlier !== null) remember.execute(true, earlier);
        clock.advance(elapsed);
        remember.execute(false, name);
        expect(preferences.values.size).toBe(0);
        expect(remember.recall()).toBe('');
      }),
    );
  });

  it('property: only the username and its expiry are stored, never anything else (no password)', () => {
    fc.assert(
      fc.property(instant, username, (start, name) => {
        const { preferences, remember } = setup(start);
        remember.execute(true, name);
        expect([...preferences.values.keys()]).toEqual([KEY]);
        expect(JSON.parse(preferences.values.get(KEY)!)).toEqual({ username: name, until: start + DAY });
      }),
    );
  });

  it('nothing remembered recalls as empty and stores nothing', () => {
    const { preferences, remember } = setup();
    expect(remember.recall()).toBe('');
    expect(preferences.values.size).toBe(0);
  });

  it('property: a damaged or foreign entry is recalled as nothing and removed', () => {
    const future = Date.UTC(2030, 0, 1);
    const damaged = fc.oneof(
      fc.constantFrom('{not json', 'null', '5', '"alice"', '[]', '{}', JSON.stringify({ username: 'alice' }), JSON.stringify({ until: future })),
      fc.record({ username: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())), until: fc.constant(future) }).map((v) => JSON.stringify(v)),
      fc.string({ minLength: 1 }).filter((s) => {
        try {
          const v = JSON.parse(s) as unknown;
          return typeof v !== 'object' || v === null || !('username' in v);
        } catch {
          return true;
        }
      }),
    );
    fc.assert(
      fc.property(damaged, (raw) => {
        const { preferences, remember } = setup();
        preferences.set(KEY, raw);
        expect(remember.recall()).toBe('');
        expect(preferences.values.has(KEY)).toBe(false);
      }),
    );
  });

  it('other preferences are left alone when the username is remembered, recalled, expired or cleared', () => {
    const { clock, preferences, remember } = setup();
    preferences.set('language', 'UR');
    remember.execute(true, 'alice');
    clock.advance(DAY);
    expect(remember.recall()).toBe('');
    remember.execute(false, 'alice');
    expect([...preferences.values]).toEqual([['language', 'UR']]);
  });
});
