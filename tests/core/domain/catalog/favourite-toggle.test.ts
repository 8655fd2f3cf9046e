import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAVOURITE_THROTTLE_MS, rollbackFavourite, toggleFavourite } from '../../../../core/domain/catalog/favourite-toggle';
import { initialThrottle } from '../../../../core/domain/kernel/throttle';

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 15 });
const clicks = fc.array(fc.record({ nodeId: fc.integer({ min: 1, max: 40 }), gap: fc.integer({ min: 0, max: 2500 }) }), { maxLength: 40 });

describe('favourite toggle', () => {
  it('accepts at most one click per second, and every accepted click flips exactly that game', () => {
    fc.assert(
      fc.property(ids, clicks, (start, steps) => {
        let list: readonly number[] = start;
        let throttle = initialThrottle;
        let now = 1_000_000;
        let lastAccepted = -Infinity;
        for (const { nodeId, gap } of steps) {
          now += gap;
          const step = toggleFavourite(list, nodeId, throttle, now);
          throttle = step.throttle;
          if (!step.accepted) {
            expect(now - lastAccepted).toBeLessThan(FAVOURITE_THROTTLE_MS);
            continue;
          }
          expect(now - lastAccepted).toBeGreaterThanOrEqual(FAVOURITE_THROTTLE_MS);
          lastAccepted = now;
          expect(step.action).toBe(list.includes(nodeId) ? 'remove' : 'add');
          expect(step.ids.includes(nodeId)).toBe(step.action === 'add');
          expect(new Set(step.ids).size).toBe(step.ids.length);
          expect(step.ids.filter((id) => id !== nodeId)).toEqual(list.filter((id) => id !== nodeId));
          list = step.ids;
        }
      }),
    );
  });

  it('a rollback right after the optimistic change restores the list as it was (as a set)', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 40 }), (start, nodeId) => {
        const step = toggleFavourite(start, nodeId, initialThrottle, 0);
        if (!step.accepted) throw new Error('first click is always accepted');
        expect([...rollbackFavourite(step.ids, nodeId, step.action)].sort()).toEqual([...start].sort());
      }),
    );
  });
});
