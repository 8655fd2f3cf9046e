import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, STAFF, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('betting record, personal loss and round logs on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };
  let username: string;
  const spins: { roundId: number; bet: bigint; win: bigint }[] = [];
  let playToken = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    username = uniqueUsername('bets');
    member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    for (const [gameCode, engine, body] of [
      [HOUSE_SLOT_CODE, 'slot', { amount: '500' }],
      [HOUSE_SLOT_CODE, 'slot', { amount: '700' }],
      ['HOUSE_DICE', 'dice', { amount: '300', params: { direction: 'over', target: 5000 } }],
    ] as const) {
      const url = (await call(server, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode } })).body.value.url as string;
      const play = (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } })).body.value
        .token as string;
      const round = (await call(server, 'POST', `/wps/house/${engine}/play`, { headers: { [PLAY_SESSION_HEADER]: play }, body })).body.value;
      spins.push({ roundId: round.roundId, bet: BigInt(round.bet), win: BigInt(round.win) + BigInt(round.jackpot) });
      playToken = play;
    }
  });
  afterAll(async () => server?.close());

  const bets = (query = '', token = member.token) => call(server, 'GET', `/wps/member/bets${query}`, { token });

  it("the account record names each round's game, not its ledger reference", async () => {
    const record = (await call(server, 'GET', '/wps/member/transactions?type=bet', { token: member.token })).body.value;
    expect(record.items.map((i: { subject: unknown }) => i.subject)).toEqual([
      { kind: 'game', names: { EN: 'Lotus Dice', UR: 'کنول پانسہ' } },
      { kind: 'game', names: { EN: 'Lotus Fortune', UR: 'کنول کی قسمت' } },
      { kind: 'game', names: { EN: 'Lotus Fortune', UR: 'کنول کی قسمت' } },
    ]);
  });

  it('lists every round newest first with game, vendor, bet, valid bet, win, profit and status, and totals that add up', async () => {
    const page = (await bets()).body.value;
    expect(page.items.map((i: { roundId: number }) => i.roundId)).toEqual(spins.map((s) => s.roundId).reverse());
    const [dice] = page.items;
    expect(dice).toMatchObject({
      gameCode: 'HOUSE_DICE',
      gameName: 'Lotus Dice',
      gameClassify: 'TG',
      status: 'settled',
      house: true,
      bet: '300',
      validBet: '300',
    });
    for (const item of page.items) {
      const spin = spins.find((s) => s.roundId === item.roundId)!;
      expect([BigInt(item.bet), BigInt(item.win), BigInt(item.profit)]).toEqual([spin.bet, spin.win, spin.win - spin.bet]);
    }
    const sum = (pick: (s: (typeof spins)[number]) => bigint) => spins.reduce((total, s) => total + pick(s), 0n).toString();
    expect(page.totals).toEqual({ count: 3, bet: sum((s) => s.bet), validBet: sum((s) => s.bet), win: sum((s) => s.win), profit: sum((s) => s.win - s.bet) });
    expect(page.scale).toBe(2);
  });

  it('filters by game type and dates, and pages', async () => {
    const types = new Set((await bets()).body.value.items.map((i: { gameType: string }) => i.gameType));
    for (const type of types) {
      const filtered = (await bets(`?gameType=${type}`)).body.value;
      expect(filtered.items.every((i: { gameType: string }) => i.gameType === type)).toBe(true);
    }
    expect((await bets('?gameType=LIVE')).body.value).toMatchObject({ items: [], totals: { count: 0, bet: '0' } });
    expect((await bets('?from=2020-01-01&to=2020-12-31')).body.value.items).toEqual([]);
    const paged = (await bets('?pageSize=2&pageNo=2')).body.value;
    expect(paged).toMatchObject({ pageNo: 2, totalPages: 2 });
    expect(paged.items.map((i: { roundId: number }) => i.roundId)).toEqual([spins[0]!.roundId]);
  });

  it('personal loss sums the same rounds by game type', async () => {
    const summary = (await call(server, 'GET', '/wps/member/bets/summary', { token: member.token })).body.value;
    const total = summary.items.reduce((t: bigint, i: { bet: string }) => t + BigInt(i.bet), 0n);
    expect(total).toBe(spins.reduce((t, s) => t + s.bet, 0n));
    expect(summary.items.reduce((n: number, i: { count: number }) => n + i.count, 0)).toBe(3);
  });

  it("a round's log has every step; another member's round is not found; support sees any round and any member's record", async () => {
    const round = (await call(server, 'GET', `/wps/member/bets/${spins[0]!.roundId}`, { token: member.token })).body.value;
    expect(round).toMatchObject({ roundId: spins[0]!.roundId, gameCode: HOUSE_SLOT_CODE, status: 'closed', stake: '500' });
    expect(round.steps[0]).toMatchObject({ kind: 'bet', amount: '500' });
    expect(BigInt(round.balanceBefore) - BigInt(round.balanceAfter)).toBe(spins[0]!.bet - spins[0]!.win);
    const other = await registerMember(server, uniqueUsername('peek'), 'Abc12345');
    expect((await call(server, 'GET', `/wps/member/bets/${spins[0]!.roundId}`, { token: other.token })).body.code).toBe('play.round_not_found');
    expect((await bets('', other.token)).body.value.items).toEqual([]);
    expect((await call(server, 'GET', `/wps/admin/rounds/${spins[0]!.roundId}`, { token: other.token })).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', `/wps/admin/rounds/${spins[0]!.roundId}`, { token: staff, console: true })).body.value.steps.length).toBeGreaterThan(0);
    const replays = await server.database.db
      .selectFrom('audit_log')
      .select(['actor', 'actor_id', 'detail'])
      .where('kind', '=', 'round.viewed')
      .where('subject', '=', `account:${member.id}`)
      .execute();
    const staffId = (await server.database.db.selectFrom('accounts').select('id').where('username', '=', STAFF.username).executeTakeFirstOrThrow()).id;
    expect(replays).toEqual([{ actor: 'account', actor_id: staffId, detail: { roundId: spins[0]!.roundId } }]);
    expect((await call(server, 'GET', `/wps/admin/member/${username}/bets`, { token: staff, console: true })).body.value.totals.count).toBe(3);
    expect((await call(server, 'GET', `/wps/admin/member/${username}/bets`, { token: member.token })).body.code).toBe('access.forbidden');
  });

  it('the member verifies a house round from the record once its seed is revealed', async () => {
    const verify = () => call(server, 'GET', `/wps/member/bets/${spins[0]!.roundId}/verify`, { token: member.token });
    expect((await verify()).body.code).toBe('play.seed_not_revealed');
    expect((await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: playToken }, body: {} })).status).toBe(200);
    expect((await verify()).body.value).toMatchObject({ roundId: spins[0]!.roundId, hashMatches: true, outcomeMatches: true });
    const other = await registerMember(server, uniqueUsername('nosy'), 'Abc12345');
    expect((await call(server, 'GET', `/wps/member/bets/${spins[0]!.roundId}/verify`, { token: other.token })).body.code).toBe('play.round_not_found');
  });
});
