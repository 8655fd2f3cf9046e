import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { clearanceOf, pastNextEdge } from '../support/clock-edges';
import { currentDrawOf, EVERY_MINUTE, until } from '../support/lottery-world';
import { ProcessCluster } from '../support/process-cluster';
import type { TestServer } from '../support/test-server';
import { call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';
const MEMBERS = 6;
const LINES = 50;
const MINUTE = 60_000;

describe.runIf(testBackends().includes('postgres'))('two server processes on one PostgreSQL database drawing the lottery at once', () => {
  const cluster = new ProcessCluster();
  let db: Kysely<any> | null = null;
  afterAll(() => cluster.stop(async () => db?.destroy()));

  it('draws each draw once and pays each winning ticket once, whichever process settles it', async () => {
    const url = await cluster.start(2);
    const [one, two] = cluster.servers as [TestServer, TestServer];
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
    const staff = await staffToken(one);
    expect((await putSetting(one, staff, 'lottery', EVERY_MINUTE)).status).toBe(200);

    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await registerMember(i % 2 ? one : two, uniqueUsername('lpm'), PASSWORD);
      await fundMember(one, staff, member.token, '1000');
      members.push(member);
    }
    // Bet with 20 s of the processes' time to spare before the minute closes the draw.
    await cluster.advance(clearanceOf(cluster.clock.now(), MINUTE, 0, 20_000));
    const { drawId } = await currentDrawOf(one, 'LOTT_1M');
    const bets = Array.from({ length: LINES }, (_, i) => ({ kind: 'digit', picks: [String(i % 10)], position: (i % 5) + 1, stake: '100' }));
    const placed = await Promise.all(
      members.flatMap((m, i) =>
        [0, 1].map((slip) =>
          call(slip ? one : two, 'POST', '/wps/lottery/bet', { token: m.token, body: { gameCode: 'LOTT_1M', drawId, requestId: `p${i}-${slip}`, bets } }),
        ),
      ),
    );
    for (const answer of placed) expect(answer.status, answer.text).toBe(200);

    // The minute passes on both processes at once; both draw schedulers (every 2 s) race for the draw.
    await cluster.advance(pastNextEdge(cluster.clock.now(), MINUTE));
    await until(
      'the draw settled',
      async () =>
        (await sql<{ status: string }>`SELECT status FROM lottery_draws WHERE game_code = 'LOTT_1M' AND draw_id = ${drawId}`.execute(db!)).rows[0]?.status ===
        'settled',
      30_000,
    );
    const draw = (
      await sql<{
        id: number;
        tickets: number;
        paid: string;
      }>`SELECT id, tickets, paid::text FROM lottery_draws WHERE game_code = 'LOTT_1M' AND draw_id = ${drawId}`.execute(db)
    ).rows[0]!;
    expect(draw.tickets).toBe(MEMBERS * 2 * LINES);
    const entries = await sql<{ entries: number; tickets: number; won: string; open: number; winners: number }>`
      SELECT count(*)::int AS entries, sum(tickets)::int AS tickets, coalesce(sum(won), 0)::text AS won, (count(*) FILTER (WHERE status <> 'settled'))::int AS open, (count(*) FILTER (WHERE won > 0))::int AS winners
      FROM lottery_entries WHERE draw = ${draw.id}`.execute(db);
    expect(entries.rows[0]).toMatchObject({ entries: MEMBERS, tickets: MEMBERS * 2 * LINES, open: 0, won: draw.paid });
    const steps = await sql<{ steps: number; rounds: number; paid: string }>`
      SELECT count(*)::int AS steps, count(DISTINCT s.round_id)::int AS rounds, coalesce(sum(s.amount), 0)::text AS paid
      FROM round_steps s JOIN lottery_entries e ON e.round_id = s.round_id WHERE e.draw = ${draw.id} AND s.kind = 'win'`.execute(db);
    expect(steps.rows[0]).toEqual({ steps: entries.rows[0]!.winners, rounds: entries.rows[0]!.winners, paid: draw.paid });
    const moved = await sql<{
      paid: string;
    }>`SELECT coalesce(sum(amount), 0)::text AS paid FROM ledger_transfers WHERE kind = 'win' AND reference = ${`lottery:LOTT_1M:${drawId}`}`.execute(db);
    expect(moved.rows[0]!.paid).toBe(draw.paid);
    const drawn = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM outbox WHERE event = 'lottery.drawn' AND payload->>'drawId' = ${drawId} AND payload->>'gameCode' = 'LOTT_1M'`.execute(db);
    expect(drawn.rows[0]!.n).toBe(1);
    const closed = await sql<{ open: number; bets: number }>`
      SELECT (count(*) FILTER (WHERE r.status = 'open'))::int AS open, (SELECT count(*)::int FROM round_steps s JOIN lottery_entries e ON e.round_id = s.round_id WHERE e.draw = ${draw.id} AND s.kind = 'bet') AS bets
      FROM rounds r JOIN lottery_entries e ON e.round_id = r.id WHERE e.draw = ${draw.id}`.execute(db);
    expect(closed.rows[0]).toEqual({ open: 0, bets: MEMBERS * 2 });
    expect((await call(two, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  }, 120_000);
});
