import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../adapters/sql/seed/demo-catalog';
import { MemoryListCache } from '../../../../adapters/memory/memory-list-cache';
import { GetHotGames } from '../../../../core/platform/catalog/get-hot-games';
import { GetLobbyMenu } from '../../../../core/platform/catalog/get-lobby-menu';
import { ListGames } from '../../../../core/platform/catalog/list-games';
import { SetVendorMaintenance } from '../../../../core/platform/catalog/set-vendor-maintenance';
import type { ListedGame } from '../../../../core/platform/catalog/ports';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryCatalog } from '../../../support/fakes/catalog';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const demo = demoCatalog();
const catalog = () => new InMemoryCatalog(demo.vendors, demo.games);
const settings = new InMemorySettings(defaultSettings());

describe('ListGames', () => {
  const list = new ListGames({ catalog: catalog(), settings });

  it('ESPORTS and COCKFIGHT are the listed SPORTS vendors; SPORTS is the rest; together they are all SPORTS games', async () => {
    const page = async (gameType: string) => {
      const r = await list.execute({ gameType, pageNo: 1, pageSize: 999 });
      if (!r.ok) throw new Error(r.error.code);
      return r.value.games.map((g) => g.nodeId);
    };
    const [sports, esports, cockfight] = [await page('SPORTS'), await page('ESPORTS'), await page('COCKFIGHT')];
    const all = demo.games.filter((g) => g.gameType === 'SPORTS').map((g) => g.nodeId);
    expect([...sports, ...esports, ...cockfight].sort((a, b) => a - b)).toEqual(all);
    expect(esports.every((id) => ['EG2_ES', 'BGS_ES'].includes(demo.games[id - 1]!.vassalage))).toBe(true);
    expect(cockfight.every((id) => demo.games[id - 1]!.vassalage === 'JL_CF')).toBe(true);
  });

  it('pages cover the list exactly once, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('LIVE', 'FISH', 'PVP', 'ELOTT'), fc.integer({ min: 1, max: 60 }), async (gameType, pageSize) => {
        const first = await list.execute({ gameType, pageNo: 1, pageSize });
        if (!first.ok) throw new Error(first.error.code);
        const ids: number[] = [];
        for (let p = 1; p <= first.value.totalPages; p++) {
          const page = await list.execute({ gameType, pageNo: p, pageSize });
          if (page.ok) ids.push(...page.value.games.map((g) => g.nodeId));
        }
        expect(ids).toHaveLength(first.value.total);
        expect(new Set(ids).size).toBe(ids.length);
        expect(first.value.totalPages).toBe(Math.max(1, Math.ceil(first.value.total / pageSize)));
      }),
      { numRuns: 20 },
    );
  });

  it('refuses unknown types and page sizes outside 1..999 with codes naming the field', async () => {
    expect(await list.execute({ gameType: 'CASINO', pageNo: 1, pageSize: 24 })).toEqual({
      ok: false,
      error: { code: 'catalog.unknown_game_type', field: 'gameType' },
    });
    expect(await list.execute({ pageNo: 1, pageSize: 1000 })).toMatchObject({ ok: false, error: { code: 'catalog.invalid_page_size', field: 'pageSize' } });
  });
});

describe('GetLobbyMenu', () => {
  it('splits esports and cockfight from the settings, puts mixed-win before sports and reports the prize mode', async () => {
    const menu = await new GetLobbyMenu({ catalog: catalog(), settings }).execute();
    if (!menu.ok) throw new Error(menu.error.code);
    expect(menu.value.lanes.map((l) => l.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'MIXED', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(menu.value.prizeMode).toBe('LOTT');
    const withBingo = await new GetLobbyMenu({
      catalog: catalog(),
      settings: new InMemorySettings(defaultSettings({ supportLanguages: ['EN', 'TY'] })),
    }).execute();
    expect(withBingo.ok && withBingo.value.rngClassifies).toContain('BG');
  });
});

describe('GetHotGames and SetVendorMaintenance', () => {
  it('hot lists come from the cache until flushed; a maintenance switch (staff only) clears the cache', async () => {
    const inner = catalog();
    let now = 0;
    const cache = new MemoryListCache<ListedGame>(60_000, () => now);
    const hot = new GetHotGames({ catalog: inner, cache });
    const first = await hot.execute({ vassalage: 'PG' });
    await inner.setMaintenance('PG', true, 'operator');
    expect(await hot.execute({ vassalage: 'PG' })).toEqual(first);
    const flushed = await hot.execute({ vassalage: 'PG', flush: true });
    expect(flushed.ok && flushed.value.every((g) => g.maintenance)).toBe(true);

    const world = accessWorld();
    const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
    const member = await principalOf(world, await addAccount(world, 'alice', 'alice123'));
    const switcher = new SetVendorMaintenance({ catalog: inner, cache });
    expect(await switcher.execute(member, 'PG', false)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect((await switcher.execute(staff, 'PG', false)).ok).toBe(true);
    const after = await hot.execute({ vassalage: 'PG' });
    expect(after.ok && after.value.every((g) => !g.maintenance)).toBe(true);
    expect(await switcher.execute(staff, 'NOPE', true)).toMatchObject({ ok: false, error: { code: 'catalog.vendor_not_found' } });
    now += 60_001;
    expect(cache.get('PG')).toBeUndefined();
  });
});
