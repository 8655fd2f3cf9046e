import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPlayerName } from '../../core/domain/catalog/winner-board';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

interface Entry {
  rank: number;
  customerName: string;
  winAmount: string;
  winTime: string;
  game: { nodeId: number; gameCode: string; nodeName: string; gameType: string };
}

/** Roll under 9800: a win 98 times in 100, paying a little more than the stake. */
const SAFE_DICE = { direction: 'under', target: 9_800 };

describe.each(testBackends())('the winner board on %s', (backend) => {
  let server: TestServer;
  const players: { username: string; token: string }[] = [];
  let staff: string;

  const board = async (query: string) => call<{ list: Entry[]; scale: number }>(server, 'GET', `/wps/relay/GCSGAME_getRankList?${query}`);
  /** Real rounds through the house API: a launch, a play session, then each stake rolled once. */
  const rollDice = async (token: string, stakes: readonly number[]) => {
    const url = (await call(server, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'HOUSE_DICE' } })).body.value.url as string;
    const session = await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } });
    for (const stake of stakes) {
      const rolled = await call(server, 'POST', '/wps/house/dice/play', {
        headers: { [PLAY_SESSION_HEADER]: session.body.value.token },
        body: { amount: String(stake), params: SAFE_DICE },
      });
      expect(rolled.status).toBe(200);
    }
  };
  /** The paid-out rounds as the database has them, largest first. */
  const paidOut = async () =>
    server.database.db
      .selectFrom('rounds as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['a.username', 'r.win'])
      .where('r.status', '=', 'closed')
      .where('r.win', '>', 0n)
      .where('r.ended_at', '>=', new Date(server.clock.now().getTime() - 7 * 86_400_000))
      .orderBy('r.win', 'desc')
      .orderBy('r.ended_at')
      .orderBy('r.id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    for (const prefix of ['wba', 'wbb']) {
      const username = uniqueUsername(prefix);
      const { token } = await registerMember(server, username, 'Abc12345');
      await fundMember(server, staff, token, '5000');
      players.push({ username, token });
    }
    await rollDice(players[0]!.token, [1_000, 20_000, 3_000, 7_000]);
    await rollDice(players[1]!.token, [15_000, 2_000, 9_000]);
  });
  afterAll(async () => server?.close());

  it('is built from real wins: largest first, limited, players masked, each with the game to launch', async () => {
    const expected = await paidOut();
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const answer = await board('limitNum=4&language=UR&flush=1');
    expect(answer.status).toBe(200);
    const list = answer.body.value.list;
    expect(list.map((e) => [e.rank, e.customerName, e.winAmount])).toEqual(
      expected.slice(0, 4).map((r, i) => [i + 1, maskPlayerName(r.username), r.win.toString()]),
    );
    // At most two characters at each end show (one for a name under eight characters, like some of the demo's winners).
    for (const entry of list) expect(entry.customerName).toMatch(/^.{1,2}\*\*\*.{1,2}$/);
    // The demo's past winners stand on the board too; this test's players rolled dice just now.
    const ours = (await board('limitNum=50&language=UR&flush=1')).body.value.list.filter((e) => e.customerName.startsWith('wb***'));
    expect(ours.length).toBe((await paidOut()).filter((r) => r.username.startsWith('wb')).length);
    for (const entry of ours) {
      expect(players.map((p) => p.username)).not.toContain(entry.customerName);
      expect(entry.game).toMatchObject({ gameCode: 'HOUSE_DICE', nodeName: 'کنول پانسہ', gameType: 'RNG' });
      expect(Date.parse(entry.winTime)).toBeGreaterThan(server.clock.now().getTime() - 60_000);
    }
    expect(answer.body.value.scale).toBe(2);
  });

  it('shows 20 by default and at most 50; a category keeps to its game type', async () => {
    const all = (await board('flush=1')).body.value.list;
    expect(all.length).toBe(Math.min(20, (await paidOut()).length));
    expect((await board('gameCategory=RNG&flush=1')).body.value.list).toEqual(all);
    expect((await board('gameCategory=LIVE&flush=1')).body.value.list).toEqual([]);
    const tooMany = await board('limitNum=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'catalog.invalid_limit', value: { field: 'limitNum' } });
    expect((await board('gameCategory=NOPE')).body.code).toBe('catalog.unknown_game_type');
  });

  it('is cached a while: a new win shows after a flush; wins older than seven days drop off', async () => {
    const before = (await board('limitNum=3')).body.value.list;
    // The safe roll still loses 2 times in 100: stake again until the big win is in.
    const bigWin = async () => (await paidOut()).find((r) => r.username === players[1]!.username && r.win >= 400_000n);
    for (let tries = 0; !(await bigWin()); tries++) {
      expect(tries).toBeLessThan(5);
      await fundMember(server, staff, players[1]!.token, '5000');
      await rollDice(players[1]!.token, [400_000]);
    }
    expect((await board('limitNum=3')).body.value.list).toEqual(before);
    const flushed = (await board('limitNum=50&flush=1')).body.value.list;
    const biggest = await bigWin();
    expect(flushed.map((e) => [e.customerName, e.winAmount])).toContainEqual([maskPlayerName(players[1]!.username), biggest!.win.toString()]);
    // Eight days on, a player wins again: the board holds that win and none of the week-old ones.
    server.clock.advance(8 * 86_400_000);
    staff = await staffToken(server);
    const token = await bearerLogin(server, players[0]!.username, 'Abc12345');
    await fundMember(server, staff, token, '5000');
    for (let tries = 0; (await paidOut()).length === 0; tries++) {
      expect(tries).toBeLessThan(5);
      await rollDice(token, [2_000]);
    }
    const later = (await board('limitNum=3&flush=1')).body.value.list;
    expect(later.map((e) => [e.customerName, e.winAmount])).toEqual((await paidOut()).map((r) => [maskPlayerName(r.username), r.win.toString()]));
    expect(later.map((e) => e.winAmount)).not.toContain(biggest!.win.toString());
  });
});
