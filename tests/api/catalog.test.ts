import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '../../adapters/sql/seed/demo-catalog';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, bearerLogin, staffToken } from '../support/wps-http';

const demo = demoCatalog();
const list = (server: TestServer, query: string) => call(server, 'GET', `/wps/relay/GCSGAME_gameList?${query}`);

describe.each(testBackends())('the game catalogue on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it("is seeded on a demo's first start with the 10,000 demo games beside the lottery's 9, and seeding again, demo or not, adds none", async () => {
    const count = await server.database.db
      .selectFrom('games')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('node_id').filterWhere('engine', '=', 'lottery').as('lottery')])
      .executeTakeFirstOrThrow();
    expect([Number(count.n), Number(count.lottery)]).toEqual([10_009, 9]);
    const { seedCatalog } = await import('../../adapters/sql/seed/seed-catalog');
    expect(await seedCatalog(server.database.db, { demo: true })).toBe(0);
    expect(await seedCatalog(server.database.db, { demo: false })).toBe(0);
  });

  it('game_menus lists only lanes with vendors, esports and cockfight right after sports, mixed-win before sports', async () => {
    const answer = await call(server, 'GET', '/lgw/games/game_menus');
    expect(answer.status).toBe(200);
    const menus = answer.body.value.menus as { gameType: string; path: string | null; layout: string; cards: { vassalage: string }[] }[];
    const types = menus.map((m) => m.gameType);
    expect(types).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'MIXED', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(menus.every((m) => m.cards.length > 0)).toBe(true);
    expect(menus.find((m) => m.gameType === 'RNG')).toMatchObject({ path: '/rng', layout: 'small' });
    expect(menus.find((m) => m.gameType === 'RNG')!.cards).toHaveLength(10);
    expect(menus.find((m) => m.gameType === 'MIXED')!.cards.map((c) => c.vassalage)).toEqual(['CQ9_ARC', 'JL_TBL', 'JDB_SC', 'PG_VP']);
    expect(menus.find((m) => m.gameType === 'ESPORTS')!.cards.map((c) => c.vassalage)).toEqual(['EG2_ES', 'BGS_ES']);
    expect(menus.find((m) => m.gameType === 'COCKFIGHT')).toMatchObject({ path: null, cards: [{ vassalage: 'JL_CF' }] });
  });

  it('newGameVendor answers value.data.lanes, the RNG sub-categories, the prize mode and the home banner', async () => {
    const answer = await call(server, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=demo');
    expect(answer.body.value.data.lanes[0]).toMatchObject({ title: 'RNG', gameType: 'RNG' });
    expect(answer.body.value.rngClassifies).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(answer.body.value.prizeMode).toBe('LOTT');
    expect(answer.body.value.banner).toMatchObject({ linkageType: 'ROUTE', target: '/rng' });
    const types = await call(server, 'GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=EG2_ES');
    expect(types.body.value.list).toEqual([{ vassalage: 'EG2_ES', gameType: 'ESPORTS', gameClassifies: [] }]);
  });

  it('pages a game type in sort order with the total, the right number of pages and the language asked for', async () => {
    const rng = demo.games.filter((g) => g.gameType === 'RNG');
    const first = await list(server, 'clientType=3&platform=html5-desktop&merchant=demo&gameType=RNG&pageNo=1&pageSize=24&language=UR');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pageNo: 1, total: rng.length, totalPages: Math.ceil(rng.length / 24) });
    const expected = [...rng].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId).slice(0, 24);
    expect(first.body.value.games.map((g: { nodeId: number }) => g.nodeId)).toEqual(expected.map((g) => g.nodeId));
    expect(first.body.value.games[0]).toMatchObject({
      nodeName: expected[0]!.names.UR,
      iconUrl: `/wps/games/${expected[0]!.nodeId}/art.svg`,
      isGame: 'GAME',
      maintenance: false,
    });
    const last = await list(server, `gameType=RNG&pageNo=${first.body.value.totalPages}&pageSize=24`);
    expect(last.body.value.games.length).toBe(rng.length - 24 * (first.body.value.totalPages - 1));
    const beyond = await list(server, 'gameType=RNG&pageNo=9999&pageSize=24');
    expect(beyond.body.value.games).toEqual([]);
  });

  it('filters by vendor and RNG sub-category, and splits esports out of sports', async () => {
    const pg = await list(server, 'gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.body.value.total).toBe(demo.games.filter((g) => g.vassalage === 'PG').length);
    expect(pg.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const jp = await list(server, 'gameType=RNG&gameClassify=JP&pageSize=50');
    expect(jp.body.value.total).toBe(demo.games.filter((g) => g.gameClassify === 'JP').length);
    const esports = await list(server, 'gameType=ESPORTS&pageSize=50');
    expect(new Set(esports.body.value.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['EG2_ES', 'BGS_ES']));
    const sports = await list(server, 'gameType=SPORTS&pageSize=50');
    expect(new Set(sports.body.value.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['BGS_SB', 'EG2_SB']));
    const cockfightAsSports = await list(server, 'gameType=ESPORTS&vassalage=JL_CF');
    expect(cockfightAsSports.body.value.total).toBe(0);
  });

  it('searches game names in either language, case-insensitively, with wildcards taken literally', async () => {
    const dragon = await list(server, 'gameName=DRAGON&pageSize=100');
    const expected = demo.games.filter((g) => `${g.names.EN} ${g.names.UR}`.toLowerCase().includes('dragon'));
    expect(dragon.body.value.total).toBe(expected.length);
    expect(dragon.body.value.total).toBeGreaterThan(0);
    const urdu = await list(server, `gameName=${encodeURIComponent('کنول')}&pageSize=10`);
    expect(urdu.body.value.total).toBe(demo.games.filter((g) => g.names.UR.includes('کنول')).length);
    expect((await list(server, 'gameName=%25')).body.value.total).toBe(0);
    expect((await list(server, 'gameName=_')).body.value.total).toBe(0);
  });

  it('refuses an unknown game type and an oversized page with codes naming them', async () => {
    const unknown = await list(server, 'gameType=CASINO');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'catalog.unknown_game_type', value: { field: 'gameType' } });
    const big = await list(server, 'pageSize=999&pageNo=1');
    expect(big.status).toBe(200);
    expect((await list(server, 'pageSize=1000')).status).toBe(400);
  });

  it('hot games are cached until flushed, and maintenance shows on the vendor and its games', async () => {
    const hot = await call(server, 'GET', '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=html5-desktop&language=EN');
    expect(hot.body.value.list.length).toBeGreaterThan(0);
    const first = hot.body.value.list[0] as { nodeId: number; vassalage: string };
    await server.database.db.updateTable('games').set({ hot_rank: null }).where('node_id', '=', first.nodeId).execute();
    const cached = await call(server, 'GET', '/wps/relay/GCSGAME_hotGamesV2');
    expect(cached.body.value.list[0].nodeId).toBe(first.nodeId);
    const flushed = await call(server, 'GET', '/wps/relay/GCSGAME_hotGamesV2?flush=true');
    expect(flushed.body.value.list.map((g: { nodeId: number }) => g.nodeId)).not.toContain(first.nodeId);

    const staff = await staffToken(server);
    const member = await bearerLogin(server, PLAYER.username, PLAYER.password);
    expect((await call(server, 'POST', '/wps/admin/games/maintenance', { token: member, body: { vassalage: 'PG', on: true } })).status).toBe(403);
    const on = await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'PG', on: true } });
    expect(on.body.value).toEqual({ vassalage: 'PG', maintenance: true });
    const pg = await list(server, 'vassalage=PG&pageSize=3');
    expect(pg.body.value.games.every((g: { maintenance: boolean }) => g.maintenance)).toBe(true);
    const menus = await call(server, 'GET', '/lgw/games/game_menus');
    expect(menus.body.value.menus[0].cards.find((c: { vassalage: string }) => c.vassalage === 'PG').maintenance).toBe(true);
    await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'PG', on: false } });
    const unknown = await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'NOPE', on: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('catalog.vendor_not_found');
  });

  it("serves each game's artwork as SVG with immutable caching and an ETag that answers 304", async () => {
    const art = await fetch(`${server.url}/wps/games/1/art.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await art.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 240"/);
    expect(svg).toContain('Lotus Fortune');
    const etag = art.headers.get('etag')!;
    const again = await fetch(`${server.url}/wps/games/1/art.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const other = await fetch(`${server.url}/wps/games/2/art.svg`);
    expect(other.headers.get('etag')).not.toBe(etag);
    const missing = await call(server, 'GET', '/wps/games/99999/art.svg');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('catalog.game_not_found');
  });
});
