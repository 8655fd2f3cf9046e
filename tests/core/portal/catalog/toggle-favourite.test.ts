import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToggleFavourite } from '../../../../core/portal/catalog/toggle-favourite';
import type { FavouriteIds } from '../../../../core/portal/catalog/ports';
import { FakeClock } from '../../../support/fakes/clock';
import { gameCard, InMemoryCatalogGateway } from '../../../support/fakes/portal-catalog-gateway';

class ListedIds implements FavouriteIds {
  seen: (readonly number[])[] = [];
  constructor(private ids: readonly number[] = []) {}
  get = () => this.ids;
  set = (ids: readonly number[]) => {
    this.ids = ids;
    this.seen.push(ids);
  };
}

/** The catalogue the clicks pick from (the server refuses a favourite it does not list). */
const games = Array.from({ length: 9 }, (_, i) => gameCard(i + 1));
const clicks = fc.array(fc.record({ nodeId: fc.integer({ min: 1, max: 8 }), gap: fc.integer({ min: 0, max: 2000 }), fails: fc.boolean() }), { maxLength: 30 });

describe('ToggleFavourite', () => {
  it('after any clicks, failures and throttling, the local list matches the server exactly', async () => {
    await fc.assert(
      fc.asyncProperty(clicks, async (steps) => {
        const gateway = new InMemoryCatalogGateway(games);
        const clock = new FakeClock();
        const toggle = new ToggleFavourite(gateway, clock);
        const local = new ListedIds();
        let calls = 0;
        let lastCallAt = -Infinity;
        for (const { nodeId, gap, fails } of steps) {
          clock.advance(gap);
          gateway.failNext = fails ? 'network.error' : null;
          const before = gateway.calls.length;
          const result = await toggle.execute(local, gameCard(nodeId));
          if (gateway.calls.length > before) {
            calls++;
            expect(clock.now().getTime() - lastCallAt).toBeGreaterThanOrEqual(1000);
            lastCallAt = clock.now().getTime();
          } else {
            expect(result).toEqual({ ok: false, error: { code: 'catalog.favourite_throttled' } });
          }
          gateway.failNext = null;
          expect(new Set(local.get())).toEqual(gateway.favourites);
        }
        expect(calls).toBeLessThanOrEqual(steps.length);
      }),
    );
  });

  it('changes the list before the call answers: a removal first, an add at the front', async () => {
    const gateway = new InMemoryCatalogGateway(games);
    gateway.favourites.add(3);
    const local = new ListedIds([3, 5]);
    const clock = new FakeClock();
    const toggle = new ToggleFavourite(gateway, clock);
    expect(await toggle.execute(local, gameCard(3))).toEqual({ ok: true, value: 'remove' });
    expect(local.seen[0]).toEqual([5]);
    clock.advance(1000);
    gateway.failNext = 'network.error';
    expect((await toggle.execute(local, gameCard(9))).ok).toBe(false);
    expect(local.seen.slice(1)).toEqual([[9, 5], [5]]);
  });
});
