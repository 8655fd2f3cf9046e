import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('favourites and recent games on %s', (backend) => {
  let server: TestServer;
  let member: string;
  let other: string;
  const ids = async (token: string) => (await call(server, 'GET', '/wps/relay/MCSFE_getFavoriteIds', { token })).body.value.ids as number[];
  const add = (token: string, nodeId: number) =>
    call(server, 'POST', '/wps/relay/MCSFE_addFavoriteV2', { token, body: { nodeId, vendor: 'PG', gameType: 'RNG' } });
  const remove = (token: string, nodeId: number) => call(server, 'DELETE', `/wps/relay/MCSFE_removeFavoriteV2?nodeId=${nodeId}`, { token });

  beforeAll(async () => {
    server = await startTestServer(backend);
    member = (await registerMember(server, uniqueUsername('fav'), 'Abc12345')).token;
    other = (await registerMember(server, uniqueUsername('fav'), 'Abc12345')).token;
  });
  afterAll(async () => server?.close());

  it('needs a session for every favourite and recent route', async () => {
    for (const [method, path] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteIds'],
      ['GET', '/wps/relay/MCSFE_getFavoriteList'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteV2?nodeId=1'],
      ['GET', '/wps/relay/GCS_recentGame'],
    ] as const) {
      const answer = await call(server, method, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.code).toBe('access.not_logged_in');
    }
    expect((await call(server, 'POST', '/wps/relay/MCSFE_addFavoriteV2', { body: { nodeId: 1 } })).status).toBe(401);
  });

  it('adds idempotently, newest first, removes idempotently, and keeps members apart', async () => {
    const answers = await Promise.all([add(member, 5), add(member, 5), add(member, 5)]);
    for (const a of answers) expect(a.body).toMatchObject({ success: true, value: null });
    await add(member, 9);
    await add(other, 7);
    expect(await ids(member)).toEqual([9, 5]);
    expect((await remove(member, 9)).status).toBe(200);
    expect((await remove(member, 9)).status).toBe(200);
    expect((await remove(member, 1234)).status).toBe(200);
    expect(await ids(member)).toEqual([5]);
    expect(await ids(other)).toEqual([7]);
  });

  it('lists favourite games as cards (pageSize 999), filtered by game type', async () => {
    await add(member, 9_500);
    const page = await call(server, 'GET', '/wps/relay/MCSFE_getFavoriteList?clientType=3&platform=html5-desktop&language=UR&pageNo=1&pageSize=999', {
      token: member,
    });
    expect(page.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.body.value.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([9_500, 5]);
    expect(page.body.value.content[1]).toMatchObject({ nodeId: 5, iconUrl: '/wps/games/5/art.svg', gameType: 'RNG' });
    const live = await call(server, 'GET', '/wps/relay/MCSFE_getFavoriteList?gameType=RNG&pageSize=999', { token: member });
    expect(live.body.value.content.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
  });

  it('an unknown game is refused with 404 and nothing is stored', async () => {
    const answer = await add(member, 99_999);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'catalog.game_not_found', value: { field: 'nodeId' } });
    expect(await ids(member)).not.toContain(99_999);
  });

  it('recent games are empty until a game is played, then most recent first', async () => {
    expect((await call(server, 'GET', '/wps/relay/GCS_recentGame', { token: member })).body.value.list).toEqual([]);
    const account = await server.database.db.selectFrom('accounts').select('id').orderBy('id', 'desc').limit(2).execute();
    const id = account[1]!.id;
    await server.database.db
      .insertInto('recent_games')
      .values([
        { account_id: id, node_id: 3, played_at: new Date('2026-01-01') },
        { account_id: id, node_id: 4, played_at: new Date('2026-01-02') },
      ])
      .execute();
    const recent = await call(server, 'GET', '/wps/relay/GCS_recentGame?language=EN', { token: member });
    expect(recent.body.value.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([4, 3]);
  });

  it('support staff have no favourites of their own', async () => {
    const staff = await staffToken(server);
    expect((await call(server, 'GET', '/wps/relay/MCSFE_getFavoriteIds', { token: staff, console: true })).status).toBe(403);
  });
});
