import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VN_SHAPE } from '../../core/domain/lottery/result-shape';
import { testBackends } from '../support/backends';
import { clearOfMinuteEdge, currentDrawOf, EVERY_MINUTE, mainBalance, untilDrawn } from '../support/lottery-world';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const anyResult = () =>
  Object.fromEntries(Object.entries(VN_SHAPE).map(([tier, { count, digits }]) => [tier, Array.from({ length: count }, () => '7'.repeat(digits))]));

/** An official draw whose result never comes is void a minute after its draw time here (48 hours by default). */
describe.each(testBackends())('a void official draw on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    expect((await putSetting(server, staff, 'lottery', { ...EVERY_MINUTE, officialVoidAfterMinutes: 1 })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('refunds every open ticket once (ticket refunded, round closed with the stake back), and refuses a late result with its code', async () => {
    const username = uniqueUsername('void');
    const member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '100');
    const before = await mainBalance(server, member.id);
    clearOfMinuteEdge(server.clock);
    const draw = await currentDrawOf(server, 'VN_NORTH');
    const bets = [
      { kind: 'de', picks: ['45'], stake: '1000' },
      { kind: 'lo2', picks: ['07'], stake: '2700' },
    ];
    const placed = await call(server, 'POST', '/wps/lottery/bet', {
      token: member.token,
      body: { gameCode: 'VN_NORTH', drawId: draw.drawId, requestId: 'void-slip', bets },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await mainBalance(server, member.id)).toBe(before - 3700n);
    const ids = placed.body.value.tickets.map((t: { ticketId: string }) => Number(t.ticketId)) as number[];
    const { db } = server.database;
    // An entry's round waits for its draw however long that takes: two days on, the open-round timeout leaves it alone.
    const roundId = Number(placed.body.value.tickets[0].roundId);
    server.clock.advance(2 * 86_400_000);
    await server.runJob('stale_rounds');
    expect((await db.selectFrom('rounds').select('status').where('id', '=', roundId).executeTakeFirstOrThrow()).status).toBe('open');
    expect(await mainBalance(server, member.id)).toBe(before - 3700n);

    const drawRow = await untilDrawn(server, 'the draw to be void', async () => {
      const row = await db
        .selectFrom('lottery_draws')
        .select(['id', 'status', 'result', 'tickets', 'staked'])
        .where('game_code', '=', 'VN_NORTH')
        .where('draw_id', '=', draw.drawId)
        .executeTakeFirst();
      return row?.status === 'void' && row;
    });
    expect(drawRow).toMatchObject({ result: null, tickets: 2 });
    expect(BigInt(drawRow.staked)).toBe(3700n);
    expect(await mainBalance(server, member.id)).toBe(before);
    const entry = await db
      .selectFrom('lottery_entries as e')
      .innerJoin('rounds as r', 'r.id', 'e.round_id')
      .select(['e.status', 'e.tickets', 'e.won', 'r.status as round', 'r.stake'])
      .where('e.draw', '=', drawRow.id)
      .where('e.account_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect([entry.status, entry.tickets, BigInt(entry.won), entry.round, BigInt(entry.stake)]).toEqual(['refunded', 2, 0n, 'closed', 0n]);
    const refunds = await sql<{
      key: string;
      amount: string;
    }>`SELECT idempotency_key AS key, amount::text FROM ledger_transfers WHERE idempotency_key LIKE 'lottery:refund:%' AND credit_account_id = (SELECT id FROM ledger_accounts WHERE code = ${`member:${member.id}:main`}) ORDER BY idempotency_key`.execute(
      db,
    );
    expect(refunds.rows.map((r) => [r.key, r.amount])).toEqual([[`lottery:refund:${drawRow.id}:${member.id}`, '3700']]);

    staff = await staffToken(server);
    member.token = await bearerLogin(server, username, 'Abc12345');
    const late = await call(server, 'POST', '/wps/admin/lottery/result', {
      token: staff,
      console: true,
      body: { gameCode: 'VN_NORTH', drawId: draw.drawId, result: anyResult() },
    });
    expect([late.status, late.body.code]).toEqual([409, 'lottery.draw_void']);
    expect(late.body.message).toMatchObject({ key: 'errors.lottery.draw_void' });
    const record = await call(server, 'GET', '/wps/lottery/tickets?status=refunded', { token: member.token });
    expect(record.status).toBe(200);
    expect(record.body.value.list.map((t: { ticketId: string }) => Number(t.ticketId)).sort()).toEqual([...ids].sort());
    for (let run = 0; run < 3; run++) {
      server.clock.advance(60_000);
      await server.runJob('lottery_draws');
    }
    expect(await mainBalance(server, member.id)).toBe(before);
  });
});
