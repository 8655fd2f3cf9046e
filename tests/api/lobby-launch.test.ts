import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

/** Every card in the lobby plays: demo vendors' games launch the house's generic slot, our own their engine. */
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
  const gameOf = async (where: { vassalage?: string; engine?: string }) => {
    let query = server.database.db.selectFrom('games').select(['game_code', 'vassalage', 'engine']).orderBy('node_id');
    if (where.vassalage) query = query.where('vassalage', '=', where.vassalage);
    if (where.engine) query = query.where('engine', '=', where.engine);
    return query.executeTakeFirstOrThrow();
  };

  it("a demo vendor's slot opens the house slot page, and the house's own games their engines", async () => {
    const demo = await gameOf({ vassalage: 'PG' });
    expect((await launch(demo.game_code)).body.value.url).toMatch(/^\/house\/slot\/\?launch=/);
    for (const engine of ['dice', 'crash'] as const) {
      const own = await gameOf({ engine });
      expect((await launch(own.game_code)).body.value.url).toMatch(new RegExp(`^/house/${engine}/\\?launch=`));
    }
  });

  it('a vendor under maintenance does not launch, and comes back when it ends', async () => {
    const game = await gameOf({ vassalage: 'JDB' });
    expect((await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'JDB', on: true } })).status).toBe(200);
    const refused = await launch(game.game_code);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('play.game_in_maintenance');
    await call(server, 'POST', '/wps/admin/games/maintenance', { token: staff, console: true, body: { vassalage: 'JDB', on: false } });
    expect((await launch(game.game_code)).status).toBe(200);
  });
});
