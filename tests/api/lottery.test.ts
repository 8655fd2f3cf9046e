import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cryptoRandom, systemClock } from '../../adapters/crypto/system-clock';
import { lotteryDeps } from '../../composition/server/lottery';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import type { LotteryTicketDto } from '../../adapters/wps-contract/lottery';
import { VN_SHAPE } from '../../core/domain/lottery/result-shape';
import { settleLotteryDraw } from '../../core/platform/lottery/settle-lottery-draw';
import { ProtectionGuard } from '../../core/platform/protection/guard';
import { testBackends } from '../support/backends';
import { staffCli, type StaffCli } from '../support/cli-harness';
import {
  clearOfMinuteEdge,
  currentDrawOf,
  EVERY_MINUTE,
  expectedWin,
  mainBalance,
  nextDrawId,
  previousDrawId,
  untilDrawn,
  withQuery,
} from '../support/lottery-world';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, STAFF, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';
const WAIT = 150_000;

const officialResult = (special: string) =>
  Object.fromEntries(
    Object.entries(VN_SHAPE).map(([tier, { count, digits }]) => [
      tier,
      Array.from({ length: count }, (_, i) => (tier === 'special' ? special : String(i * 7 + digits).padStart(digits, '0'))),
    ]),
  );

describe.each(testBackends())('the house lottery on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let cli: StaffCli;
  let member: { id: number; token: string };
  let startBalance: bigint;
  const bet = (body: unknown, token = member.token) => call(server, 'POST', '/wps/lottery/bet', { token, body });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    cli = await staffCli(server.url);
    expect((await putSetting(server, staff, 'lottery', EVERY_MINUTE)).status).toBe(200);
    member = await registerMember(server, uniqueUsername('lot'), PASSWORD);
    await fundMember(server, staff, member.token, '1000');
    startBalance = await mainBalance(server, member.id);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('lists every game with its countdown: the next draw, its cut-off and its seed hash (none for the official game), in the lobby and the VN menus', async () => {
    clearOfMinuteEdge(server.clock);
    const lobby = await call(server, 'GET', '/wps/lgw/games/game_menus');
    expect(lobby.status).toBe(200);
    const games = lobby.body.value.games as {
      gameCode: string;
      route: string;
      official: boolean;
      next: { seedHash: string | null; closesAt: string; drawAt: string };
      betKinds: unknown[];
    }[];
    expect(games.map((g) => g.gameCode)).toEqual(['VN_FAST', 'VN_NORTH', 'SEA_4D', 'LOTT_1M', 'LOTT_3M', 'LOTT_5M', 'ELOTT_1M', 'ELOTT_3M', 'ELOTT_5M']);
    for (const game of games) {
      expect(game.next.seedHash === null).toBe(game.official);
      if (!game.official) expect(game.next.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(game.next.closesAt)).toBeLessThanOrEqual(Date.parse(game.next.drawAt));
      expect(game.betKinds.length).toBeGreaterThan(0);
    }
    expect(Object.fromEntries(games.map((g) => [g.gameCode, g.route]))).toMatchObject({
      VN_FAST: '/vnLottery',
      SEA_4D: '/seaLottery',
      LOTT_1M: '/lottery',
      ELOTT_1M: '/lottery',
    });
    const vn = await call(server, 'GET', withQuery('/wps/lgw/vn/games/game_menu', { prizeMode: 'ZY' }));
    expect(vn.body.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VN_FAST']);
    const games2 = await call(server, 'GET', '/wps/lgw/games/game_menus');
    expect(games2.body.value.games[0].next.seedHash).toBe(games[0]!.next.seedHash);
  });

  it('refuses bad lines with their codes, unknown games and draws, bets after the cut-off and on draws not open yet, and leaves no ticket', async () => {
    clearOfMinuteEdge(server.clock);
    const draw = await currentDrawOf(server, 'VN_FAST');
    const slip = (bets: unknown[], extra: Record<string, unknown> = {}) =>
      bet({ gameCode: 'VN_FAST', drawId: draw.drawId, requestId: `bad-${Math.random()}`, bets, ...extra });
    const line = (kind: string, picks: string[], stake = '1000', position?: number) => ({ kind, picks, stake, ...(position ? { position } : {}) });
    const cases: [unknown[], string][] = [
      [[line('lo2', ['7'])], 'lottery.invalid_pick'],
      [[line('xien2', ['01'])], 'lottery.pick_count'],
      [[line('xien2', ['01', '01'])], 'lottery.duplicate_pick'],
      [[line('lo2', ['07'], '50')], 'lottery.stake_out_of_range'],
      [[line('lo2', ['07'], '-5')], 'lottery.stake_out_of_range'],
      [[line('big', ['1234'])], 'lottery.invalid_kind'],
      [[line('lo2', ['07'], '1000', 2)], 'lottery.invalid_position'],
      [[line('lo2', ['07']), line('de', ['123'])], 'lottery.invalid_pick'],
    ];
    for (const [bets, code] of cases) {
      const answer = await slip(bets);
      expect(answer.status, JSON.stringify(bets)).toBe(400);
      expect(answer.body.code).toBe(code);
    }
    expect((await slip([line('lo2', ['07'])], { gameCode: 'NO_SUCH' })).body.code).toBe('lottery.unknown_game');
    const closed = await slip([line('lo2', ['07'])], { drawId: previousDrawId(draw.drawId) });
    expect([closed.status, closed.body.code]).toEqual([409, 'lottery.betting_closed']);
    const early = await slip([line('lo2', ['07'])], { drawId: nextDrawId(draw.drawId, 2) });
    expect([early.status, early.body.code]).toEqual([409, 'lottery.draw_not_open']);
    expect((await slip([line('lo2', ['07'])], { drawId: '20260101-9999' })).body.code).toBe('lottery.unknown_draw');
    const tickets = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lottery_tickets WHERE account_id = ${member.id}`.execute(server.database.db);
    expect(tickets.rows[0]!.n).toBe(0);
    expect(await mainBalance(server, member.id)).toBe(startBalance);
  });

  it('a member without the money gets wallet.insufficient_funds and no ticket, round or movement', async () => {
    const poor = await registerMember(server, uniqueUsername('lp'), PASSWORD);
    clearOfMinuteEdge(server.clock);
    const draw = await currentDrawOf(server, 'LOTT_1M');
    const answer = await bet(
      { gameCode: 'LOTT_1M', drawId: draw.drawId, requestId: 'poor-1', bets: [{ kind: 'digit', picks: ['5'], position: 1, stake: '1000' }] },
      poor.token,
    );
    expect([answer.status, answer.body.code]).toEqual([402, 'wallet.insufficient_funds']);
    const rows = await sql<{ tickets: number; rounds: number; transfers: number }>`
      SELECT (SELECT count(*)::int FROM lottery_tickets WHERE account_id = ${poor.id}) AS tickets, (SELECT count(*)::int FROM rounds WHERE account_id = ${poor.id}) AS rounds,
             (SELECT count(*)::int FROM ledger_transfers WHERE idempotency_key LIKE ${`lottery:slip:${poor.id}:%`}) AS transfers`.execute(server.database.db);
    expect(rows.rows[0]).toEqual({ tickets: 0, rounds: 0, transfers: 0 });
  });

  it(
    'places slips once per request, draws on time from the published seed, pays what the rules say once, re-settles to nothing, and shows the tickets in the betting record',
    async () => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/wps/ws`, { headers: { authorization: `Bearer ${member.token}` } });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const live: Record<string, unknown>[] = [];
      socket.on('message', (data) => live.push(JSON.parse(String(data)) as Record<string, unknown>));
      clearOfMinuteEdge(server.clock);
      const vn = await currentDrawOf(server, 'VN_FAST');
      const quick = await currentDrawOf(server, 'LOTT_1M');
      const official = await currentDrawOf(server, 'VN_NORTH');
      const vnSlip = {
        gameCode: 'VN_FAST',
        drawId: vn.drawId,
        requestId: 'slip-vn',
        bets: [
          { kind: 'lo2', picks: ['07'], stake: '2700' },
          ...Array.from({ length: 20 }, (_, i) => ({ kind: 'lo2', picks: [String(i * 5).padStart(2, '0')], stake: '1000' })),
          { kind: 'de', picks: ['12'], stake: '1000' },
          { kind: 'threeCang', picks: ['123'], stake: '1000' },
          { kind: 'xien2', picks: ['01', '02'], stake: '1000' },
        ],
      };
      const [first, again] = await Promise.all([bet(vnSlip), bet(vnSlip)]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.value.tickets.map((t: LotteryTicketDto) => t.ticketId)).toEqual(first.body.value.tickets.map((t: LotteryTicketDto) => t.ticketId));
      const quickBets = [
        { kind: 'digit', picks: ['5'], position: 1, stake: '1000' },
        { kind: 'bigSmall', picks: ['big'], position: 2, stake: '1000' },
        { kind: 'oddEven', picks: ['odd'], position: 3, stake: '1000' },
        { kind: 'sumBigSmall', picks: ['small'], stake: '1000' },
        { kind: 'sumOddEven', picks: ['even'], stake: '1000' },
      ];
      expect((await bet({ gameCode: 'LOTT_1M', drawId: quick.drawId, requestId: 'slip-quick', bets: quickBets })).status).toBe(200);
      expect(
        (await bet({ gameCode: 'VN_NORTH', drawId: official.drawId, requestId: 'slip-official', bets: [{ kind: 'de', picks: ['45'], stake: '1000' }] })).status,
      ).toBe(200);
      const staked = 2700n + 20n * 1000n + 3n * 1000n + 5n * 1000n + 1000n;
      expect(await mainBalance(server, member.id)).toBe(startBalance - staked);
      const early = await call(server, 'POST', '/wps/admin/lottery/result', {
        token: staff,
        console: true,
        body: { gameCode: 'VN_NORTH', drawId: official.drawId, result: officialResult('12345') },
      });
      expect([early.status, early.body.code]).toEqual([409, 'lottery.draw_not_closed']);

      const tickets = async (gameCode: string, drawId: string) =>
        (await call(server, 'GET', withQuery('/wps/lottery/tickets', { gameCode, drawId, pageSize: '100' }), { token: member.token })).body.value
          .list as LotteryTicketDto[];
      const settledTickets = async (gameCode: string, drawId: string) =>
        untilDrawn(server, `draw ${drawId} settled`, async () => {
          const list = await tickets(gameCode, drawId);
          return list.length > 0 && list.every((t) => t.status !== 'open') ? list : null;
        });
      for (const [gameCode, drawId, family, mode] of [
        ['VN_FAST', vn.drawId, 'vn', 'ZY'],
        ['LOTT_1M', quick.drawId, 'quick', 'LOTT'],
      ] as const) {
        const list = await settledTickets(gameCode, drawId);
        const opened = (await call(server, 'GET', withQuery('/wps/lotto/lgw/games/opened/numero', { gameCode, limit: '50' }), { token: member.token })).body
          .value as { drawId: string; result: Record<string, string[]>; seed: string }[];
        const draw = opened.find((o) => o.drawId === drawId)!;
        expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
        for (const ticket of list) expect(BigInt(ticket.win), `${ticket.kind} ${ticket.picks}`).toBe(expectedWin(family, mode, draw.result, ticket));
        const verify = await call(server, 'GET', `/wps/lottery/verify/${gameCode}/${drawId}`);
        expect(verify.body.value.matches).toBe(true);
        expect(verify.body.value.recomputed).toEqual(draw.result);
      }
      const publicOpened = await call(server, 'GET', withQuery('/wps/lgw/vn/numeros/opened/game', { gameCode: 'VN_FAST' }));
      // Draw numbers restart with a new cadence, so the newest draw is told by its time, not its number.
      expect(Date.parse(publicOpened.body.value[0].drawAt)).toBeGreaterThanOrEqual(Date.parse(vn.drawAt));
      expect((await tickets('VN_NORTH', official.drawId)).map((t) => t.status)).toEqual(['open']);

      const wrongShape = await call(server, 'POST', '/wps/admin/lottery/result', {
        token: staff,
        console: true,
        body: { gameCode: 'VN_NORTH', drawId: official.drawId, result: { special: ['123'] } },
      });
      expect([wrongShape.status, wrongShape.body.code]).toEqual([400, 'lottery.result_shape']);
      const notJson = await cli.at('lottery', 'result', 'VN_NORTH', official.drawId, '--result', '{special');
      expect(notJson.exitCode).not.toBe(0);
      const entered = await cli.at('lottery', 'result', 'VN_NORTH', official.drawId, '--result', JSON.stringify(officialResult('99945')), '--json');
      expect(entered.exitCode, entered.stderr).toBe(0);
      expect(JSON.parse(entered.stdout).settledAt).not.toBeNull();
      const audited = await sql<{
        kind: string;
        username: string;
      }>`SELECT l.kind, a.username FROM audit_log l JOIN accounts a ON a.id = l.actor_id WHERE l.subject = ${`draw:VN_NORTH:${official.drawId}`}`.execute(
        server.database.db,
      );
      expect(audited.rows).toEqual([{ kind: 'lottery.result_entered', username: STAFF.username }]);
      const twice = await cli.at('lottery', 'result', 'VN_NORTH', official.drawId, '--result', JSON.stringify(officialResult('00000')));
      expect(twice.exitCode).not.toBe(0);
      expect(twice.stderr).toContain('lottery.result_entered');
      const [officialTicket] = await tickets('VN_NORTH', official.drawId);
      expect([officialTicket!.status, officialTicket!.win]).toEqual(['won', String((1000n * 80n) / 1n)]);
      expect((await call(server, 'GET', `/wps/lottery/verify/VN_NORTH/${official.drawId}`)).body.code).toBe('lottery.official_result');

      const all = [...(await tickets('VN_FAST', vn.drawId)), ...(await tickets('LOTT_1M', quick.drawId)), ...(await tickets('VN_NORTH', official.drawId))];
      const won = all.reduce((sum, t) => sum + BigInt(t.win), 0n);
      for (const status of ['won', 'lost'] as const) {
        const filtered = (
          await call(server, 'GET', withQuery('/wps/lottery/tickets', { gameCode: 'VN_FAST', status, pageSize: '100' }), { token: member.token })
        ).body.value.list as LotteryTicketDto[];
        expect(filtered.map((t) => t.ticketId).sort()).toEqual(
          all
            .filter((t) => t.gameCode === 'VN_FAST' && t.status === status)
            .map((t) => t.ticketId)
            .sort(),
        );
      }
      expect(await mainBalance(server, member.id)).toBe(startBalance - staked + won);

      const db = server.database.db;
      const transfers = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transfers`.execute(db)).rows[0]!.n;
      const before = { transfers: await transfers(), balance: await mainBalance(server, member.id) };
      const deps = lotteryDeps({
        db,
        ledger: new SqlLedger(db),
        settings: server.settings,
        guard: new ProtectionGuard({ protection: new SqlProtection(db), settings: server.settings, clock: systemClock }),
        random: cryptoRandom,
        clock: systemClock,
        kick: () => undefined,
      });
      for (const [gameCode, drawId] of [
        ['VN_FAST', vn.drawId],
        ['LOTT_1M', quick.drawId],
        ['VN_NORTH', official.drawId],
      ] as const) {
        const stored = (await deps.draws.find(gameCode, drawId))!;
        expect(stored.status).toBe('settled');
        expect(await settleLotteryDraw(deps, (await deps.games.find(gameCode))!, stored)).toBeNull();
      }
      await server.platform.lottery.runDraws.execute();
      expect({ transfers: await transfers(), balance: await mainBalance(server, member.id) }).toEqual(before);

      const settledEvents = await sql<{
        payload: { drawId: string; tickets: number; won: string };
      }>`SELECT payload FROM outbox WHERE channel = ${`member:${member.id}`} AND event = 'lottery.settled'`.execute(db);
      expect(settledEvents.rows.map((r) => r.payload.drawId).sort()).toEqual([vn.drawId, quick.drawId, official.drawId].sort());
      const drawn = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM outbox WHERE channel = 'lottery' AND event = 'lottery.drawn' AND payload->>'drawId' = ${vn.drawId} AND payload->>'gameCode' = 'VN_FAST'`.execute(
        db,
      );
      expect(drawn.rows[0]!.n).toBe(1);

      await expect
        .poll(() => live, { timeout: 5000 })
        .toContainEqual(expect.objectContaining({ event: 'lottery.settled', gameCode: 'VN_FAST', drawId: vn.drawId, tickets: vnSlip.bets.length }));
      await expect.poll(() => live, { timeout: 5000 }).toContainEqual({ event: 'lottery.drawn', gameCode: 'LOTT_1M', drawId: quick.drawId });
      socket.close();

      const record = await call(server, 'GET', withQuery('/wps/member/bets', { pageSize: '100' }), { token: member.token });
      const roundIds = new Set(record.body.value.items.map((i: { roundId: number }) => i.roundId));
      for (const ticket of all) expect(roundIds.has(Number(ticket.roundId)), `ticket ${ticket.ticketId}`).toBe(true);
      // A member's tickets on a draw are one entry, one round in the record with their stakes and wins.
      for (const [gameCode, drawId] of [
        ['VN_FAST', vn.drawId],
        ['LOTT_1M', quick.drawId],
        ['VN_NORTH', official.drawId],
      ]) {
        const own = all.filter((t) => t.gameCode === gameCode && t.drawId === drawId);
        expect(new Set(own.map((t) => t.roundId)).size).toBe(1);
        const item = record.body.value.items.find((i: { roundId: number }) => i.roundId === Number(own[0]!.roundId));
        const sum = (pick: (t: LotteryTicketDto) => string) => String(own.reduce((total, t) => total + BigInt(pick(t)), 0n));
        expect([item.status, item.bet, item.win]).toEqual(['settled', sum((t) => t.stake), sum((t) => t.win)]);
      }
      const recent = await call(server, 'GET', '/wps/lgw/vn/games/game_menu/recent', { token: member.token });
      expect(recent.body.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VN_NORTH', 'VN_FAST']);
      const history = await call(server, 'GET', withQuery('/wps/lottery/results', { gameCode: 'VN_FAST', pageSize: '1' }));
      expect(history.body.value.total).toBeGreaterThanOrEqual(1);
      expect(history.body.value.list).toHaveLength(1);
    },
    WAIT,
  );
});
