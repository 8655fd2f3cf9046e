import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePlatform } from '../../composition/server';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshDatabase, TEST_COMPOSITION } from '../support/templates';
import { call, registerMember, uniqueUsername } from '../support/wps-http';

const SEEDED_TABLES = ['accounts', 'rounds', 'ledger_transfers', 'mall_goods', 'banners', 'announcements', 'live_hosts'] as const;

/** A demo start shows a living site: goods in the mall, real past wins on the board, banners, a marquee and live hosts; a second start adds none of it again. */
describe('the demo seed', () => {
  let server: TestServer;
  let firstStart: number[];
  const counts = async (db: TestServer['database']['db']) =>
    Promise.all(
      SEEDED_TABLES.map(async (t) =>
        Number(
          (
            await db
              .selectFrom(t)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
  beforeAll(async () => {
    server = await startTestServer('pglite');
    firstStart = await counts(server.database.db);
  });
  afterAll(async () => server?.close());

  it('stocks the mall, puts two banners on home, a notice in the marquee for visitors and players, and two live hosts on', async () => {
    const { token } = await registerMember(server, uniqueUsername('demo'), 'Abc12345');
    expect((await call(server, 'GET', '/wps/mall', { token })).body.value.goods.length).toBeGreaterThanOrEqual(2);
    expect((await call(server, 'GET', '/wps/system/banners?group=w_home')).body.value.length).toBeGreaterThanOrEqual(2);
    const notices = async (t?: string) =>
      (await call(server, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W', t ? { token: t } : {})).body.value.player;
    expect((await notices()).length).toBeGreaterThanOrEqual(1);
    expect((await notices(token)).length).toBeGreaterThanOrEqual(1);
    expect((await call(server, 'GET', '/wps/relay/CBS_modelList')).body.value.list.length).toBeGreaterThanOrEqual(2);
  });

  it('shows big winners from real rounds: each win is a closed round whose stake and win moved through the ledger', async () => {
    const board = (await call(server, 'GET', '/wps/relay/GCSGAME_getRankList?flush=1')).body.value.list as { customerName: string; winAmount: string }[];
    expect(board.length).toBeGreaterThanOrEqual(1);
    const db = server.database.db;
    const wins = await db
      .selectFrom('rounds')
      .select(['id', 'win'])
      .where('status', '=', 'closed')
      .where('win', '>', 0n)
      .orderBy('win', 'desc')
      .orderBy('id')
      .execute();
    expect(board.map((e) => e.winAmount)).toEqual(wins.slice(0, board.length).map((r) => r.win.toString()));
    for (const round of wins) {
      const moved = await db.selectFrom('ledger_transfers').select('kind').where('reference', '=', `round:${round.id}`).execute();
      expect(moved.map((m) => m.kind)).toEqual(expect.arrayContaining(['bet', 'win']));
    }
  });

  it('adds nothing on a second start', async () => {
    const again = await composePlatform({ ...(await freshDatabase('pglite', 'seeded')).storage, demo: true }, TEST_COMPOSITION);
    try {
      expect(await counts(again.database.db)).toEqual(firstStart);
    } finally {
      await again.database.close();
    }
  });
});
