import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import { signedCall, playToken, type ProviderCredentials } from '../support/seamless-provider';
import type { TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, putSetting, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';
const MINUTE = 60_000;

/** The processes settle on the wall clock: start with `needMs` before the operator's midnight (19:00 UTC). */
async function wallClockClearOfDayEdge(needMs: number): Promise<void> {
  const since = () => (Date.now() + 5 * 3_600_000) % 86_400_000;
  while (since() < 250 || 86_400_000 - since() < needMs) await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Finished runs of a process's settlement scheduler, from its metrics. */
async function settlementRuns(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^portal_job_runs_total\{job="agency_settlement"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

describe.runIf(testBackends().includes('postgres'))('two server processes on one PostgreSQL database settling at once', () => {
  const cluster = new ProcessCluster();
  let db: Kysely<any> | null = null;
  afterAll(() => cluster.stop(async () => db?.destroy()));

  it('pays every contract and period once, whichever process and whichever path (scheduler or support) settles it', async () => {
    const url = await cluster.start(2);
    const [one, two] = cluster.servers as [TestServer, TestServer];
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });

    const staff = await staffToken(one);
    const admin = (server: TestServer, method: string, path: string, body: unknown) => call(server, method, path, { token: staff, console: true, body });
    const provider: ProviderCredentials = (await admin(one, 'POST', '/wps/admin/providers', { code: 'TWO' })).body.value;
    const [a, b, m] = [uniqueUsername('pa'), uniqueUsername('pb'), uniqueUsername('pm')];
    expect((await admin(one, 'POST', '/wps/admin/agents', { username: a, password: PASSWORD })).status).toBe(200);
    const aToken = await bearerLogin(one, a, PASSWORD);
    expect((await call(two, 'POST', '/wps/agent/downlines', { token: aToken, body: { username: b, password: PASSWORD, kind: 'agent' } })).status).toBe(200);
    const bToken = await bearerLogin(two, b, PASSWORD);
    const member = (await call(one, 'POST', '/wps/agent/downlines', { token: bToken, body: { username: m, password: PASSWORD, kind: 'member' } })).body.value;
    const mToken = await bearerLogin(one, m, PASSWORD);
    await fundMember(one, staff, mToken, '1000');
    const tiers = (rate: string) => [{ validBet: '0', active: '0', rate }];
    expect((await admin(one, 'POST', '/wps/admin/contracts', { agent: a, kind: 'dailySalary', tiers: tiers('2') })).status).toBe(200);
    expect((await admin(two, 'POST', '/wps/admin/contracts', { agent: a, kind: 'realtimeSalary', profitRate: '1', lossRate: '1', minBet: '0' })).status).toBe(200);
    const offered = await call(one, 'POST', '/wps/agent/contracts', { token: aToken, body: { downline: b, kind: 'dailySalary', tiers: tiers('1') } });
    expect((await call(two, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, { token: bToken, body: {} })).status).toBe(200);

    for (let i = 0; i < 10; i++) {
      const base = { playerId: String(member.id), roundId: `r${i}`, gameCode: 'PROV_GAME', currency: 'PKR' };
      expect((await signedCall(i % 2 ? one : two, provider, 'bet', { ...base, token: await playToken(one, mToken), txId: `b${i}`, amount: '1000' })).status).toBe(200);
      await signedCall(one, provider, 'endRound', { playerId: String(member.id), roundId: `r${i}` });
    }
    // The fixture's clock: half the rounds ended in a closed five-minute window, half yesterday; the contracts are older.
    // The window must fall today (the schedulers settle the last closed days) and no midnight may pass before the checks.
    await wallClockClearOfDayEdge(3 * MINUTE);
    const now = Date.now();
    const recent = new Date(Math.floor((now - 7 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE + MINUTE);
    const yesterday = new Date(now - 86_400_000);
    await sql`UPDATE rounds SET ended_at = CASE WHEN round_ref IN ('r0','r1','r2','r3','r4') THEN ${recent}::timestamptz ELSE ${yesterday}::timestamptz END WHERE account_id = ${member.id}`.execute(db);
    await sql`UPDATE contracts SET accepted_at = ${new Date(now - 3 * 86_400_000)} WHERE state = 'active'`.execute(db);
    await sql`DELETE FROM stats_rollup`.execute(db);
    expect((await putSetting(one, staff, 'agency', { activeMemberBet: 0, settleGraceSeconds: 0 })).status).toBe(200);

    // Support runs both periods over and over on both processes while both schedulers (every 30 s) settle too.
    const scheduled = await Promise.all([one, two].map(settlementRuns));
    const runs = Array.from({ length: 12 }, (_, i) =>
      admin(i % 2 ? one : two, 'POST', '/wps/admin/settlements/run', { cadence: i % 3 ? 'daily' : 'fiveMinutes', at: (i % 3 ? yesterday : recent).toISOString() }),
    );
    for (const r of await Promise.all(runs)) expect(r.status).toBe(200);
    // Two more finished runs on each process: at least one of them started after the settings changed.
    await expect.poll(async () => (await Promise.all([one, two].map(settlementRuns))).every((n, i) => n >= scheduled[i]! + 2), { timeout: 2 * MINUTE, interval: 1000 }).toBe(true);

    const rows = await sql<{ kind: string; holder_id: number; period_key: string; amount: string; status: string }>`
      SELECT kind, holder_id, period_key, amount::text, status FROM settlements WHERE amount > 0 ORDER BY kind, holder_id`.execute(db);
    // Realtime: 1 % of 5 × 10.00; daily: A 2 % and B 1 % of the 5 × 10.00 of yesterday.
    expect(rows.rows.map((r) => [r.kind, r.amount, r.status])).toEqual([
      ['dailySalary', '100', 'paid'],
      ['dailySalary', '50', 'paid'],
      ['realtimeSalary', '50', 'paid'],
    ]);
    const moved = await sql<{ n: number; total: string }>`SELECT count(*)::int AS n, sum(amount)::text AS total FROM ledger_transfers WHERE kind = 'commission'`.execute(db);
    expect(moved.rows[0]).toEqual({ n: 3, total: '200' });
    const balance = async (token: string) => BigInt((await call(two, 'GET', '/wps/member/info', { token })).body.value.balance as string);
    expect([await balance(aToken), await balance(bToken)]).toEqual([100n + 50n - 50n, 50n]);
    expect((await call(two, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  }, 8 * MINUTE);
});
