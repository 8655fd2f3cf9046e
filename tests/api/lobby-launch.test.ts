import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_LINES } from '../../core/domain/catalog/games';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

/** Demo vendors' slots launch the house's generic slot, our own games their engine; an entry of another kind is not connected. */
describe('launching lobby cards', () => {
  let server: TestServer;
  let staff: string;
  let member: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    staff = await staffToken(server);
    member = (await registerMember(server, uniqueUsername('lobby'), 'Abc12345')).token;
  });
  afterAll(async () => server?.close());

  const launch = (gameCode: string) => call(server, 'POST', '/wps/game/launchGame', { token: member, body: { gameCode } });
  const gameOf = async (where: { vassalage?: string; engine?: string; gameType?: string; classify?: string }) => {
    let query = server.database.db.selectFrom('games').select(['game_code', 'name_en', 'vassalage', 'engine']).orderBy('node_id');
    if (where.vassalage) query = query.where('vassalage', '=', where.vassalage).where('game_classify', 'is', null);
    if (where.gameType) query = query.where('game_type', '=', where.gameType).where('vassalage', 'not in', HOUSE_LINES);
    if (where.classify) query = query.where('game_classify', '=', where.classify).where('vassalage', 'not in', HOUSE_LINES);
    if (where.engine) query = query.where('engine', '=', where.engine);
    return query.executeTakeFirstOrThrow();
  };

  it("a demo vendor's slot opens the house slot page, and the house's own games their engines", async () => {
    const demo = await gameOf({ vassalage: 'PG' });
    const url = (await launch(demo.game_code)).body.value.url as string;
    expect(url).toMatch(/^\/house\/slot\/\?launch=/);
    const opened = await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } });
    expect(opened.body.value).toMatchObject({ gameCode: demo.game_code, gameName: demo.name_en });
    for (const engine of ['dice', 'crash'] as const) {
      const own = await gameOf({ engine });
      expect((await launch(own.game_code)).body.value.url).toMatch(new RegExp(`^/house/${engine}/\\?launch=`));
    }
  });

  it('a live table, sports book, fishing or card room, scratch card or video poker of a demo vendor is not connected, never a slot under its name', async () => {
    const entries = [
      ...(await Promise.all(['LIVE', 'FISH', 'PVP', 'SPORTS'].map((gameType) => gameOf({ gameType })))),
      ...(await Promise.all(['SC', 'VP'].map((classify) => gameOf({ classify })))),
    ];
    for (const entry of entries) {
      const refused = await launch(entry.game_code);
      expect([refused.status, refused.body.code], entry.name_en).toEqual([409, 'play.provider_not_connected']);
      const trial = await call(server, 'GET', `/wps/relay/GCS_gameLaunchFB?gameCode=${entry.game_code}&trial=true`);
      expect(trial.body.code, entry.name_en).toBe('play.provider_not_connected');
    }
    const house = await server.database.db.selectFrom('games').select(['game_code', 'game_classify']).where('vassalage', 'in', HOUSE_LINES).execute();
    for (const game of house) expect((await launch(game.game_code)).status, game.game_code).toBe(200);
  });

  it('a vendor under maintenance does not launch, and comes back when it ends', async () => {
    const game = await gameOf({ vassalage: 'JDB' });
    expect((await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'JDB', on: true } })).status).toBe(
      200,
    );
    const refused = await launch(game.game_code);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('play.game_in_maintenance');
    await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'JDB', on: false } });
    expect((await launch(game.game_code)).status).toBe(200);
  });

  it("launchMode LOTT opens the game's lottery page for betting or the lottery lobby; a guest logs in, staff cannot, an unknown game is not found", async () => {
    const lotto = (body: Record<string, unknown>, token: string | null = member) =>
      call(server, 'POST', '/wps/game/launchGame', {
        token: token ?? undefined,
        body: { launchMode: 'LOTT', lottoArea: 'VN', prizeMode: 'ZY', device: 'WEB', backUrl: '/home', language: 'EN', ...body },
      });
    const pages = { VN_FAST: '/vnLottery', SEA_4D: '/seaLottery', LOTT_1M: '/lottery', ELOTT_3M: '/lottery' };
    for (const [gameCode, page] of Object.entries(pages)) {
      expect((await lotto({ gameCode, lottoView: 'betting' })).body.value).toEqual({ url: `${page}?gameCode=${gameCode}` });
    }
    expect((await lotto({ gameCode: 'VN_NORTH' })).body.value).toEqual({ url: '/vnLottery?gameCode=VN_NORTH' });
    expect((await lotto({ gameCode: 'SEA_4D', lottoView: 'lobby' })).body.value).toEqual({ url: '/lottery' });
    const unknown = await lotto({ gameCode: 'NO_SUCH_LOTTO' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'play.game_not_found']);
    expect((await lotto({ gameCode: 'VN_FAST' }, null)).status).toBe(401);
    expect((await lotto({ gameCode: 'VN_FAST', trial: true }, null)).status).toBe(401);
    expect((await lotto({ gameCode: 'VN_FAST' }, staff)).body.code).toBe('access.forbidden');
    for (const bad of [
      { lottoView: 'table' },
      { launchMode: 'SLOT' },
      { prizeMode: 'XX' },
      { backUrl: '//evil.example' },
      { backUrl: 'https://evil.example' },
      { language: 'english' },
    ]) {
      const refused = await lotto({ gameCode: 'VN_FAST', ...bad });
      expect([refused.status, refused.body.code]).toEqual([400, expect.stringMatching(/^validation\./)]);
    }
  });

  describe('GET GCS_gameLaunchFB', () => {
    const launchFb = (query: string, token?: string) => call(server, 'GET', `/wps/relay/GCS_gameLaunchFB?${query}`, token ? { token } : {});

    it('launches like the POST form, by game code or node id, and a trial without a session', async () => {
      const game = await server.database.db
        .selectFrom('games')
        .select(['node_id', 'game_code'])
        .where('vassalage', '=', 'PT')
        .where('game_classify', 'is', null)
        .orderBy('node_id')
        .executeTakeFirstOrThrow();
      for (const query of [`gameCode=${game.game_code}`, `nodeId=${game.node_id}`, `nodeId=${game.node_id}&trial=true&language=UR`]) {
        const launched = await launchFb(query, query.includes('trial') ? undefined : member);
        expect(launched.status, query).toBe(200);
        expect(launched.body.value.url).toMatch(/^\/house\/slot\/\?launch=[A-Za-z0-9_-]+$/);
      }
      expect((await launchFb('gameCode=HOUSE_DICE', member)).body.value.url).toMatch(/^\/house\/dice\/\?launch=/);
    });

    it('a guest needs to log in; an unknown game is not found; a game must be named', async () => {
      const guest = await launchFb('gameCode=HOUSE_DICE');
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe('access.not_logged_in');
      for (const query of ['gameCode=NO_SUCH_GAME', 'nodeId=999999']) {
        const unknown = await launchFb(query, member);
        expect(unknown.status, query).toBe(404);
        expect(unknown.body).toMatchObject({ code: 'play.game_not_found', message: { key: 'errors.play.game_not_found' } });
      }
      const unnamed = await launchFb('trial=true');
      expect(unnamed.status).toBe(400);
      expect(unnamed.body).toMatchObject({ code: 'validation.required', value: { field: 'gameCode' } });
    });
  });

  describe('recent games written at launch', () => {
    const recent = async (token: string) =>
      ((await call(server, 'GET', '/wps/relay/GCS_recentGame', { token })).body.value.list as { nodeId: number }[]).map((g) => g.nodeId);

    it('a real launch puts the game first, once; a trial, a refused launch or an unknown game adds nothing; the latest 50 are kept', async () => {
      const player = (await registerMember(server, uniqueUsername('recent'), 'Abc12345')).token;
      const games = await server.database.db
        .selectFrom('games')
        .select(['node_id', 'game_code'])
        .where('vassalage', '=', 'CQ9')
        .where('game_classify', 'is', null)
        .orderBy('node_id')
        .limit(53)
        .execute();
      const play = (i: number) => call(server, 'POST', '/wps/game/launchGame', { token: player, body: { gameCode: games[i]!.game_code } });
      await play(0);
      await play(1);
      await play(0);
      expect(await recent(player)).toEqual([games[0]!.node_id, games[1]!.node_id]);
      await call(server, 'POST', '/wps/game/launchGame', { body: { gameCode: games[2]!.game_code, trial: true } });
      await call(server, 'POST', '/wps/game/launchGame', { token: player, body: { gameCode: 'NO_SUCH_GAME' } });
      await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'CQ9', on: true } });
      expect((await play(3)).status).toBe(409);
      await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'CQ9', on: false } });
      expect(await recent(player)).toEqual([games[0]!.node_id, games[1]!.node_id]);
      for (let i = 2; i < 53; i++) expect((await play(i)).status).toBe(200);
      expect(await recent(player)).toEqual(
        games
          .slice(3)
          .map((g) => g.node_id)
          .reverse(),
      );
    });
  });
});
