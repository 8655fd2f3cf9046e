import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameClassify, GameType, Vendor } from '../../../core/domain/catalog/games';
import type { CatalogRepository, FavouriteRepository, GameQuery, RecentGameRepository } from '../../../core/platform/catalog/ports';
import type { SeedGame } from '../../../adapters/sql/seed/demo-catalog';

export interface CatalogFixture {
  /** Fresh repositories over exactly these vendors and games. */
  withCatalog(
    vendors: readonly Vendor[],
    games: readonly SeedGame[],
  ): Promise<{
    catalog: CatalogRepository;
    favourites: FavouriteRepository;
    recent: RecentGameRepository;
    newAccountId(): Promise<number>;
  }>;
}

const vendor = (vassalage: string, gameType: GameType, sort: number, displayName = `${vassalage} name`): Vendor => ({
  vassalage,
  displayName,
  gameType,
  lagerIcon: '',
  maintenance: false,
  sort,
});
const VENDORS = [vendor('PG', 'RNG', 1), vendor('JDB', 'RNG', 0), vendor('LIVE1', 'LIVE', 2), vendor('SB', 'SPORTS', 3), vendor('ES', 'SPORTS', 4)];

const gameArb = (nodeId: number): fc.Arbitrary<SeedGame> =>
  fc
    .record({
      v: fc.constantFrom(...VENDORS),
      en: fc.constantFrom('Golden Dragon', 'Lucky 100%', 'lucky_tiger', 'Royal Baccarat', 'Mega Fortune', 'Wild Wolf'),
      ur: fc.constantFrom('سنہری ڈریگن', 'خوش قسمت', 'شاہی بیکارٹ'),
      classify: fc.constantFrom<GameClassify | null>(null, 'SC', 'JP', 'AC'),
      sort: fc.integer({ min: 0, max: 5 }),
      hot: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    })
    .map(({ v, en, ur, classify, sort, hot }) => ({
      nodeId,
      gameCode: `code-${nodeId}`,
      names: { EN: en, UR: ur },
      vassalage: v.vassalage,
      gameType: v.gameType,
      gameClassify: v.gameType === 'RNG' ? classify : null,
      isGame: 'GAME',
      engine: 'slot',
      sort,
      hotRank: hot,
    }));

const catalogArb = fc.integer({ min: 0, max: 30 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => gameArb(i + 1))));

const queryArb: fc.Arbitrary<GameQuery> = fc.record(
  {
    gameType: fc.constantFrom<GameType>('RNG', 'LIVE', 'SPORTS'),
    vendors: fc.subarray(VENDORS.map((v) => v.vassalage)),
    excludeVendors: fc.subarray(['SB', 'ES']),
    gameClassify: fc.constantFrom<GameClassify>('SC', 'JP'),
    name: fc.constantFrom('lucky', 'DRAGON', 'AGO', 'ck', '100%', '_', 'خوش', 'none'),
    offset: fc.integer({ min: 0, max: 12 }),
    limit: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: ['offset', 'limit'] },
);

/** The reference model of a game query, written out directly. */
function expected(games: readonly SeedGame[], q: GameQuery) {
  const name = q.name?.toLowerCase();
  const all = [...games]
    .sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId)
    .filter(
      (g) => (!q.gameType || g.gameType === q.gameType) && (!q.vendors || q.vendors.includes(g.vassalage)) && !(q.excludeVendors ?? []).includes(g.vassalage),
    )
    .filter((g) => (!q.gameClassify || g.gameClassify === q.gameClassify) && (!name || `${g.names.EN} ${g.names.UR}`.toLowerCase().includes(name)));
  return { ids: all.slice(q.offset, q.offset + q.limit).map((g) => g.nodeId), total: all.length };
}

export function catalogRepositoryContract(fixture: () => Promise<CatalogFixture>): void {
  describe('CatalogRepository contract', () => {
    it('lists vendors by sort, then code', async () => {
      const { catalog } = await (await fixture()).withCatalog(VENDORS, []);
      expect((await catalog.vendors()).map((v) => v.vassalage)).toEqual(['JDB', 'PG', 'LIVE1', 'SB', 'ES']);
    });

    it('a game query filters, orders (sort, node id), pages and counts like the model, names matched literally', async () => {
      const f = await fixture();
      await fc.assert(
        fc.asyncProperty(catalogArb, fc.array(queryArb, { minLength: 1, maxLength: 6 }), async (games, queries) => {
          const { catalog } = await f.withCatalog(VENDORS, games);
          for (const q of queries) {
            const page = await catalog.games(q);
            expect({ ids: page.games.map((g) => g.nodeId), total: page.total }).toEqual(expected(games, q));
          }
        }),
        { numRuns: 12 },
      );
    });

    it('a listed game carries its names, codes and vendor display name; an unknown node id is null', async () => {
      const game: SeedGame = {
        nodeId: 7,
        gameCode: 'pg-7',
        names: { EN: 'Golden Dragon', UR: 'سنہری ڈریگن' },
        vassalage: 'PG',
        gameType: 'RNG',
        gameClassify: 'JP',
        isGame: 'GAME',
        engine: 'dice',
        sort: 0,
        hotRank: null,
      };
      const { catalog } = await (await fixture()).withCatalog(VENDORS, [game]);
      expect(await catalog.game(7)).toEqual({
        nodeId: 7,
        gameCode: 'pg-7',
        names: { EN: 'Golden Dragon', UR: 'سنہری ڈریگن' },
        vassalage: 'PG',
        gameType: 'RNG',
        gameClassify: 'JP',
        isGame: 'GAME',
        engine: 'dice',
        displayName: 'PG name',
        maintenance: false,
      });
      expect(await catalog.game(8)).toBeNull();
    });

    it('hot games are the ranked ones, best rank first, of one vendor or all, up to the limit', async () => {
      const f = await fixture();
      await fc.assert(
        fc.asyncProperty(catalogArb, fc.constantFrom(null, 'PG', 'LIVE1'), fc.integer({ min: 1, max: 8 }), async (games, v, limit) => {
          const { catalog } = await f.withCatalog(VENDORS, games);
          const model = games.filter((g) => g.hotRank !== null && (!v || g.vassalage === v)).sort((a, b) => a.hotRank! - b.hotRank! || a.nodeId - b.nodeId);
          expect((await catalog.hotGames(v, limit)).map((g) => g.nodeId)).toEqual(model.slice(0, limit).map((g) => g.nodeId));
        }),
        { numRuns: 8 },
      );
    });

    it('maintenance switches on a vendor and shows on its games; an unknown vendor is null', async () => {
      const games = fc.sample(
        catalogArb.filter((g) => g.some((x) => x.vassalage === 'PG')),
        { numRuns: 1, seed: 4 },
      )[0]!;
      const { catalog } = await (await fixture()).withCatalog(VENDORS, games);
      expect(await catalog.setMaintenance('PG', true, 'operator')).toEqual({ ...VENDORS[0], maintenance: true });
      const listed = await catalog.games({ vendors: ['PG'], offset: 0, limit: 50 });
      expect(listed.games.every((g) => g.maintenance)).toBe(true);
      expect((await catalog.vendors()).find((v) => v.vassalage === 'PG')?.maintenance).toBe(true);
      expect((await catalog.setMaintenance('PG', false, 'operator'))?.maintenance).toBe(false);
      expect(await catalog.setMaintenance('NOPE', true, 'operator')).toBeNull();
    });
  });

  describe('FavouriteRepository and RecentGameRepository contract', () => {
    const games = Array.from({ length: 5 }, (_, i): SeedGame => ({
      nodeId: i + 1,
      gameCode: `c${i + 1}`,
      names: { EN: `G${i + 1}`, UR: `گ${i + 1}` },
      vassalage: 'PG',
      gameType: 'RNG',
      gameClassify: null,
      isGame: 'GAME',
      engine: 'slot',
      sort: 0,
      hotRank: null,
    }));

    it('adding is idempotent, newest first; removing is idempotent; an unknown game is refused; accounts are separate', async () => {
      const { favourites, newAccountId } = await (await fixture()).withCatalog(VENDORS, games);
      const [a, b] = [await newAccountId(), await newAccountId()];
      expect(await favourites.add(a, 2)).toBe(true);
      expect(await favourites.add(a, 4)).toBe(true);
      expect(await favourites.add(a, 2)).toBe(true);
      expect(await favourites.add(a, 99)).toBe(false);
      expect(await favourites.add(b, 5)).toBe(true);
      expect(await favourites.ids(a)).toEqual([4, 2]);
      expect((await favourites.games(a)).map((g) => [g.nodeId, g.displayName])).toEqual([
        [4, 'PG name'],
        [2, 'PG name'],
      ]);
      await favourites.remove(a, 4);
      await favourites.remove(a, 4);
      await favourites.remove(a, 3);
      expect(await favourites.ids(a)).toEqual([2]);
      expect(await favourites.ids(b)).toEqual([5]);
    });

    it("recent games are the account's own, most recent first, up to the limit; none before any play", async () => {
      const f = await (await fixture()).withCatalog(VENDORS, games);
      const [a, b] = [await f.newAccountId(), await f.newAccountId()];
      expect(await f.recent.games(a, 10)).toEqual([]);
      await f.recent.record(a, 'c1', new Date('2026-01-01T10:00:00Z'), 50);
      await f.recent.record(a, 'c3', new Date('2026-01-01T12:00:00Z'), 50);
      await f.recent.record(a, 'c2', new Date('2026-01-01T11:00:00Z'), 50);
      await f.recent.record(b, 'c5', new Date('2026-01-01T13:00:00Z'), 50);
      expect((await f.recent.games(a, 10)).map((g) => g.nodeId)).toEqual([3, 2, 1]);
      expect((await f.recent.games(a, 2)).map((g) => g.nodeId)).toEqual([3, 2]);
      expect((await f.recent.games(b, 10)).map((g) => g.nodeId)).toEqual([5]);
    });

    it('playing a game again moves it to the front once; only the latest `keep` are kept; an unknown code is not noted', async () => {
      const f = await (await fixture()).withCatalog(VENDORS, games);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'nope'), { maxLength: 12 }),
          fc.integer({ min: 1, max: 4 }),
          async (codes, keep) => {
            const account = await f.newAccountId();
            let minute = 0;
            for (const code of codes) await f.recent.record(account, code, new Date(Date.UTC(2026, 0, 1, 0, ++minute)), keep);
            const latestFirst = [...new Set(codes.filter((c) => c !== 'nope').reverse())].map((c) => Number(c.slice(1)));
            expect((await f.recent.games(account, 10)).map((g) => g.nodeId)).toEqual(latestFirst.slice(0, keep));
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
