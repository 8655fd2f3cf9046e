import type { ChildProcess } from 'node:child_process';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, disconnected, testBackends } from '../support/backends';
import { templateDatabase } from '../support/templates';
import { currentDrawOf, EVERY_MINUTE, until } from '../support/lottery-world';
import { exited, freePort, startProcess } from '../support/server-process';
import type { TestServer } from '../support/test-server';
import { call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';
const MEMBERS = 6;
const LINES = 50;

/** The processes draw on the wall clock: bet with 20 s to spare before the minute closes the draw. */
async function wallClockClearOfMinuteEdge(): Promise<void> {
  while ((Date.now() % 60_000) < 250 || 60_000 - (Date.now() % 60_000) < 20_000) await new Promise((resolve) => setTimeout(resolve, 250));
}

describe.runIf(testBackends().includes('postgres'))('two server processes on one PostgreSQL database drawing the lottery at once', () => {
  const children: ChildProcess[] = [];
  let drop: (() => Promise<void>) | null = null;
  let url: string | null = null;
  let db: Kysely<any> | null = null;
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await db?.destroy();
    if (url) await disconnected(url);
    await drop?.();
  });

  it('draws each draw once and pays each winning ticket once, whichever process settles it', async () => {
    const scratch = await createScratchDatabase(templateDatabase('seeded'));
    drop = scratch.drop;
    url = scratch.url;
    const servers: TestServer[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      children.push(await startProcess('', port, scratch.url));
      servers.push({ url: `http://127.0.0.1:${port}` } as TestServer);
    }
    const [one, two] = servers as [TestServer, TestServer];
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url, max: 2 }) }) });
    const staff = await staffToken(one);
    expect((await putSetting(one, staff, 'lottery', EVERY_MINUTE)).status).toBe(200);

    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await registerMember(i % 2 ? one : two, uniqueUsername('lpm'), PASSWORD);
      await fundMember(one, staff, member.token, '1000');
      members.push(member);
    }
    await wallClockClearOfMinuteEdge();
    const { drawId } = await currentDrawOf(one, 'LOTT_1M');
    const bets = Array.from({ length: LINES }, (_, i) => ({ kind: 'digit', picks: [String(i % 10)], position: (i % 5) + 1, stake: '100' }));
    const placed = await Promise.all(
      members.flatMap((m, i) => [0, 1].map((slip) => call(slip ? one : two, 'POST', '/wps/lottery/bet', { token: m.token, body: { gameCode: 'LOTT_1M', drawId, requestId: `p${i}-${slip}`, bets } }))),
    );
    for (const answer of placed) expect(answer.status, answer.text).toBe(200);

    await until('the draw settled', async () => (await sql<{ status: string }>`SELECT status FROM lottery_draws WHERE game_code = 'LOTT_1M' AND draw_id = ${drawId}`.execute(db!)).rows[0]?.status === 'settled', 150_000);
    const draw = (await sql<{ id: number; tickets: number; paid: string }>`SELECT id, tickets, paid::text FROM lottery_draws WHERE game_code = 'LOTT_1M' AND draw_id = ${drawId}`.execute(db)).rows[0]!;
    expect(draw.tickets).toBe(MEMBERS * 2 * LINES);
    const entries = await sql<{ entries: number; tickets: number; won: string; open: number; winners: number }>`
      SELECT count(*)::int AS entries, sum(tickets)::int AS tickets, coalesce(sum(won), 0)::text AS won, (count(*) FILTER (WHERE status <> 'settled'))::int AS open, (count(*) FILTER (WHERE won > 0))::int AS winners
      FROM lottery_entries WHERE draw = ${draw.id}`.execute(db);
    expect(entries.rows[0]).toMatchObject({ entries: MEMBERS, tickets: MEMBERS * 2 * LINES, open: 0, won: draw.paid });
    const steps = await sql<{ steps: number; rounds: number; paid: string }>`
      SELECT count(*)::int AS steps, count(DISTINCT s.round_id)::int AS rounds, coalesce(sum(s.amount), 0)::text AS paid
      FROM round_steps s JOIN lottery_entries e ON e.round_id = s.round_id WHERE e.draw = ${draw.id} AND s.kind = 'win'`.execute(db);
    expect(steps.rows[0]).toEqual({ steps: entries.rows[0]!.winners, rounds: entries.rows[0]!.winners, paid: draw.paid });
    const moved = await sql<{ paid: string }>`SELECT coalesce(sum(amount), 0)::text AS paid FROM ledger_transfers WHERE kind = 'win' AND reference = ${`lottery:LOTT_1M:${drawId}`}`.execute(db);
    expect(moved.rows[0]!.paid).toBe(draw.paid);
    const drawn = await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox WHERE event = 'lottery.drawn' AND payload->>'drawId' = ${drawId} AND payload->>'gameCode' = 'LOTT_1M'`.execute(db);
    expect(drawn.rows[0]!.n).toBe(1);
    const closed = await sql<{ open: number; bets: number }>`
      SELECT (count(*) FILTER (WHERE r.status = 'open'))::int AS open, (SELECT count(*)::int FROM round_steps s JOIN lottery_entries e ON e.round_id = s.round_id WHERE e.draw = ${draw.id} AND s.kind = 'bet') AS bets
      FROM rounds r JOIN lottery_entries e ON e.round_id = r.id WHERE e.draw = ${draw.id}`.execute(db);
    expect(closed.rows[0]).toEqual({ open: 0, bets: MEMBERS * 2 });
    expect((await call(two, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  }, 240_000);
});
