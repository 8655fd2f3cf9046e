import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { clearanceOf } from '../support/clock-edges';
import { ProcessCluster } from '../support/process-cluster';
import { signedCall, playToken, type ProviderCredentials } from '../support/seamless-provider';
import type { TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, putSetting, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'Abc12345';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Finished runs of a process's settlement scheduler, from its metrics. */
async function settlementRuns(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^portal_job_runs_total\{job="agency_settlement"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

describe.runIf(testBackends().includes('postgres'))('two server processes on one PostgreSQL database settling at once', () => {
  const cluster = new ProcessCluster();
  let db: Kysely<any> | null = null;
  afterAll(() => cluster.stop(async () => db?.destroy()));

  it(
    'pays every contract and period once, whichever process and whichever path (scheduler or support) settles it',
    async () => {
      const url = await cluster.start(2);
      const [one, two] = cluster.servers as [TestServer, TestServer];
      db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
      // The processes' day starts at 10:00 of the operator's day (UTC+5), far from both midnights.
      await cluster.advance(clearanceOf(cluster.clock.now(), DAY, 5 * HOUR, 12 * HOUR, 10 * HOUR));
      const contractDay = cluster.clock.now();

      let staff = await staffToken(one);
      const admin = (server: TestServer, method: string, path: string, body: unknown) => call(server, method, path, { token: staff, console: true, body });
      expect((await putSetting(one, staff, 'agency', { activeMemberBet: 0, settleGraceSeconds: 0 })).status).toBe(200);
      const provider: ProviderCredentials = (await admin(one, 'POST', '/wps/admin/providers', { code: 'TWO' })).body.value;
      const [a, b, m] = [uniqueUsername('pa'), uniqueUsername('pb'), uniqueUsername('pm')];
      expect((await admin(one, 'POST', '/wps/admin/agents', { username: a, password: PASSWORD })).status).toBe(200);
      let aToken = await bearerLogin(one, a, PASSWORD);
      expect((await call(two, 'POST', '/wps/agent/downlines', { token: aToken, body: { username: b, password: PASSWORD, kind: 'agent' } })).status).toBe(200);
      let bToken = await bearerLogin(two, b, PASSWORD);
      const member = (await call(one, 'POST', '/wps/agent/downlines', { token: bToken, body: { username: m, password: PASSWORD, kind: 'member' } })).body.value;
      await fundMember(one, staff, await bearerLogin(one, m, PASSWORD), '1000');
      const tiers = (rate: string) => [{ validBet: '0', active: '0', rate }];
      expect((await admin(one, 'POST', '/wps/admin/contracts', { agent: a, kind: 'dailySalary', tiers: tiers('2') })).status).toBe(200);
      expect((await admin(two, 'POST', '/wps/admin/contracts', { agent: a, kind: 'realtimeSalary', profitRate: '1', lossRate: '1', minBet: '0' })).status).toBe(
        200,
      );
      const offered = await call(one, 'POST', '/wps/agent/contracts', { token: aToken, body: { downline: b, kind: 'dailySalary', tiers: tiers('1') } });
      expect((await call(two, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, { token: bToken, body: {} })).status).toBe(200);

      /** The member's rounds `refs`, each a 10.00 bet ended at once, on the processes' time of the day after. */
      const playNextDay = async (refs: readonly number[]) => {
        await cluster.advance(DAY);
        const mToken = await bearerLogin(one, m, PASSWORD);
        for (const i of refs) {
          const base = { playerId: String(member.id), roundId: `r${i}`, gameCode: 'PROV_GAME', currency: 'PKR' };
          expect(
            (await signedCall(i % 2 ? one : two, provider, 'bet', { ...base, token: await playToken(one, mToken), txId: `b${i}`, amount: '1000' })).status,
          ).toBe(200);
          await signedCall(one, provider, 'endRound', { playerId: String(member.id), roundId: `r${i}` });
        }
        return cluster.clock.now();
      };
      // Half the rounds end the day before the checks, half in today's first five-minute window of the day, which then closes.
      const yesterday = await playNextDay([5, 6, 7, 8, 9]);
      const recent = await playNextDay([0, 1, 2, 3, 4]);
      expect(recent.getTime() - contractDay.getTime()).toBeLessThan(2 * DAY + 5 * MINUTE);
      await cluster.advance(7 * MINUTE);
      staff = await staffToken(one);
      [aToken, bToken] = [await bearerLogin(one, a, PASSWORD), await bearerLogin(two, b, PASSWORD)];

      // Support runs both periods over and over on both processes while both schedulers (every 2 s here) settle too.
      const scheduled = await Promise.all([one, two].map(settlementRuns));
      const runs = Array.from({ length: 12 }, (_, i) =>
        admin(i % 2 ? one : two, 'POST', '/wps/admin/settlements/run', {
          cadence: i % 3 ? 'daily' : 'fiveMinutes',
          at: (i % 3 ? yesterday : recent).toISOString(),
        }),
      );
      for (const r of await Promise.all(runs)) expect(r.status).toBe(200);
      // Two more finished runs on each process: at least one of them started after the settings changed.
      await expect
        .poll(async () => (await Promise.all([one, two].map(settlementRuns))).every((n, i) => n >= scheduled[i]! + 2), { timeout: MINUTE, interval: 250 })
        .toBe(true);

      const rows = await sql<{ kind: string; holder_id: number; period_key: string; amount: string; status: string }>`
      SELECT kind, holder_id, period_key, amount::text, status FROM settlements WHERE amount > 0 ORDER BY kind, holder_id`.execute(db);
      // Realtime: 1 % of 5 × 10.00; daily: A 2 % and B 1 % of the 5 × 10.00 of yesterday.
      expect(rows.rows.map((r) => [r.kind, r.amount, r.status])).toEqual([
        ['dailySalary', '100', 'paid'],
        ['dailySalary', '50', 'paid'],
        ['realtimeSalary', '50', 'paid'],
      ]);
      const moved = await sql<{
        n: number;
        total: string;
      }>`SELECT count(*)::int AS n, sum(amount)::text AS total FROM ledger_transfers WHERE kind = 'commission'`.execute(db);
      expect(moved.rows[0]).toEqual({ n: 3, total: '200' });
      const balance = async (token: string) => BigInt((await call(two, 'GET', '/wps/member/info', { token })).body.value.balance as string);
      expect([await balance(aToken), await balance(bToken)]).toEqual([100n + 50n - 50n, 50n]);
      expect((await call(two, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
    },
    2 * MINUTE,
  );
});
