import { beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../../core/platform/access/ports';
import type { FakeClock } from '../../support/fakes/clock';

export interface RateLimiterFixture {
  readonly limiter: RateLimiter;
  /** The clock the limiter reads. */
  readonly clock: FakeClock;
}

const WINDOW = 60_000;
/** A time at the very start of a window (windows are aligned to multiples of their length). */
const WINDOW_START = Date.UTC(2026, 0, 15, 12, 0, 0);

export function rateLimiterContract(fresh: () => Promise<RateLimiterFixture>): void {
  describe('RateLimiter contract', () => {
    let f: RateLimiterFixture;
    beforeEach(async () => {
      f = await fresh();
      f.clock.set(WINDOW_START + 1_000);
    });

    const hits = async (key: string, n: number, limit: number) => {
      const answers: boolean[] = [];
      for (let i = 0; i < n; i++) answers.push(await f.limiter.hit(key, limit, WINDOW));
      return answers;
    };

    it('the first `limit` hits of a window pass and every later one is refused', async () => {
      expect(await hits('k', 6, 3)).toEqual([true, true, true, false, false, false]);
    });

    it('a limit of one lets exactly one hit through', async () => {
      expect(await hits('captcha:ip:1', 3, 1)).toEqual([true, false, false]);
    });

    it('keys count separately', async () => {
      expect(await hits('a', 2, 2)).toEqual([true, true]);
      expect(await hits('b', 3, 2)).toEqual([true, true, false]);
      expect(await hits('a', 1, 2)).toEqual([false]);
    });

    it('the next window starts from zero', async () => {
      await hits('k', 3, 2);
      f.clock.advance(WINDOW);
      expect(await hits('k', 3, 2)).toEqual([true, true, false]);
    });

    it('windows are fixed and aligned: the last millisecond of one and the first of the next count apart', async () => {
      f.clock.set(WINDOW_START + WINDOW - 1);
      expect(await hits('k', 2, 1)).toEqual([true, false]);
      f.clock.set(WINDOW_START + WINDOW);
      expect(await hits('k', 2, 1)).toEqual([true, false]);
    });

    it('count tells the hits of this window and the one before without adding one, per key', async () => {
      expect(await f.limiter.count('k', WINDOW)).toBe(0);
      await hits('k', 4, 2);
      await hits('other', 1, 2);
      expect(await f.limiter.count('k', WINDOW)).toBe(4);
      expect(await f.limiter.count('k', WINDOW)).toBe(4);
      f.clock.advance(WINDOW);
      expect(await f.limiter.count('k', WINDOW)).toBe(4);
      await hits('k', 1, 2);
      expect(await f.limiter.count('k', WINDOW)).toBe(5);
      f.clock.advance(WINDOW);
      expect(await f.limiter.count('k', WINDOW)).toBe(1);
      f.clock.advance(WINDOW);
      expect(await f.limiter.count('k', WINDOW)).toBe(0);
    });

    it('hits on both sides of a window edge count together', async () => {
      f.clock.set(WINDOW_START + WINDOW - 1);
      await hits('edge', 3, 9);
      f.clock.set(WINDOW_START + WINDOW + 1);
      await hits('edge', 2, 9);
      expect(await f.limiter.count('edge', WINDOW)).toBe(5);
    });

    it('concurrent hits are counted exactly: with limit 5, five of twenty pass', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => f.limiter.hit('burst', 5, WINDOW)));
      expect(answers.filter(Boolean)).toHaveLength(5);
    });
  });
}
