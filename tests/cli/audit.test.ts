import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { withdraw, withdrawingMember, type WithdrawingMember } from '../support/withdrawal-world';
import { bearerLogin, call, login, resetThrottles, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

interface Entry {
  id: number;
  actor: string;
  account: string | null;
  role: string | null;
  kind: string;
  subject: string;
  detail: Record<string, unknown>;
}

describe.each(testBackends())('portal audit and portal wallet adjust on %s', (backend) => {
  let server: TestServer;
  let cli: StaffCli;
  let member: WithdrawingMember;
  let memberId: number;
  /** The member's session after the password change (which ends the others). */
  let memberToken: string;
  const db = () => server.database.db;
  const entries = async (...filters: string[]): Promise<Entry[]> => {
    const run = await cli.at('audit', 'list', '--size', '100', '--json', ...filters);
    expect(run.exitCode, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as { items: Entry[] }).items.reverse();
  };
  const newestId = async () => (await entries()).at(-1)?.id ?? 0;
  const counted = () => rowCounts(server, ['wallet_adjustments', 'ledger_transfers', 'audit_log']);

  beforeAll(async () => {
    server = await startTestServer(backend);
    cli = await staffCli(server.url);
    member = await withdrawingMember(server, await staffToken(server), '500', 'aud');
    memberId = (await db().selectFrom('accounts').select('id').where('username', '=', member.username).executeTakeFirstOrThrow()).id;
    await resetThrottles(server);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('records staff actions and player events in order, each with its actor, and nothing from a refused change', async () => {
    const since = await newestId();
    expect((await login(server, member.username, 'wrong-password-1')).status).toBe(401);
    expect((await login(server, 'no_such_name_x', 'whatever-123', { ip: '198.51.100.23' })).status).toBe(401);
    const token = await bearerLogin(server, member.username, 'Abc12345');
    const changed = await call(server, 'POST', '/wps/member/password', {
      token,
      body: { oldPassword: 'Abc12345', newPassword: 'Xyz98765', confirmNewPassword: 'Xyz98765' },
    });
    expect(changed.status).toBe(200);
    memberToken = changed.body.value.token as string;
    const deposit = await call(server, 'PUT', '/wps/member/deposit/bank', { token: memberToken, body: { amount: '150', payerName: 'Ali Khan' } });
    expect(deposit.status, deposit.text).toBe(200);
    const rejected = await cli.at('deposit', 'reject', String(deposit.body.value.id), '--reason', 'No such transfer arrived');
    expect(rejected.exitCode, rejected.stderr).toBe(0);
    const requested = await withdraw(server, { ...member, token: memberToken }, '120');
    expect(requested.status, requested.text).toBe(200);
    expect((await cli.at('withdraw', 'approve', String(requested.body.value.id))).exitCode).toBe(0);
    expect((await cli.at('config', 'set', 'passwordExpiryDays', '120')).exitCode).toBe(0);
    expect((await cli.at('games', 'maintenance', 'JDB', 'on')).exitCode).toBe(0);
    expect((await cli.at('games', 'maintenance', 'JDB', 'off')).exitCode).toBe(0);

    const credited = await cli.at('wallet', 'adjust', member.username, '12.50', '--reason', 'Goodwill after the outage');
    expect(credited.out[0]).toMatch(new RegExp(`^adjustment \\d+: ${member.username} credited 12\\.50, balance after 392\\.50$`));
    const beforeRefusals = await counted();
    const tooMuch = await cli.at('wallet', 'adjust', member.username, '-1000', '--reason', 'Reverse a bonus');
    expect([tooMuch.exitCode, tooMuch.stderr]).toEqual([1, 'error: Not enough available balance for this amount. (wallet.insufficient_funds, field: amount)']);
    const noReason = await cli.at('wallet', 'adjust', member.username, '5', '--reason', '  ');
    expect([noReason.exitCode, noReason.stderr]).toEqual([1, 'error: Give the reason for this adjustment. (wallet.adjustment_reason_required, field: reason)']);
    const zero = await call(server, 'POST', '/wps/admin/wallet/adjust', {
      token: await staffToken(server),
      console: true,
      body: { account: member.username, amount: '-0.00', reason: 'x', requestId: 'req-zero-0001' },
    });
    expect([zero.status, zero.body.code, zero.body.message.key]).toEqual([400, 'wallet.adjustment_zero', 'errors.wallet.adjustment_zero']);
    const forbidden = await call(server, 'POST', '/wps/admin/wallet/adjust', {
      token: memberToken,
      body: { account: member.username, amount: '1000', reason: 'mine', requestId: 'req-self-0001' },
    });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'access.forbidden']);
    // The staff login of the zero attempt is the only new entry: no refused adjustment left one.
    const afterRefusals = await counted();
    expect(afterRefusals).toEqual({ ...beforeRefusals, audit_log: beforeRefusals.audit_log + 1 });

    const agent = uniqueUsername('auda');
    expect((await cli.at('agent', 'create', agent, '--password', 'Abc12345')).exitCode).toBe(0);
    expect((await cli.at('member', 'upline', member.username, agent)).exitCode).toBe(0);
    expect((await cli.at('contract', 'set-top', agent, '--kind', 'dailySalary', '--tier', '0:0:1.5')).exitCode).toBe(0);
    const [contract] = JSON.parse((await cli.at('agent', 'contracts', agent, '--json')).stdout) as { id: number }[];
    expect((await cli.at('contract', 'end', String(contract!.id))).exitCode).toBe(0);
    expect((await cli.at('settle', 'run', '--kind', 'dailySalary')).exitCode).toBe(0);

    const recorded = (await entries()).filter((e) => e.id > since && !(e.kind === 'access.login' && e.account === 'support'));
    const subject = `account:${memberId}`;
    expect(recorded.map((e) => [e.kind, e.account ?? e.actor, e.role, e.subject])).toEqual([
      ['access.login_failed', member.username, 'member', subject],
      ['access.login_failed', 'visitor', 'visitor', 'username:no_such_name_x'],
      ['access.login', member.username, 'member', subject],
      ['access.password_changed', member.username, 'member', subject],
      // The change ends the member's other sessions: the one registration opened and the login's.
      ['access.session_revoked', member.username, 'member', subject],
      ['access.session_revoked', member.username, 'member', subject],
      ['deposit.rejected', 'support', 'staff', `deposit:${deposit.body.value.id}`],
      ['withdrawal.approved', 'support', 'staff', `withdrawal:${requested.body.value.id}`],
      ['setting.changed', 'support', 'staff', 'setting:passwordExpiryDays'],
      ['vendor.maintenance', 'support', 'staff', 'vendor:JDB'],
      ['vendor.maintenance', 'support', 'staff', 'vendor:JDB'],
      ['wallet.adjusted', 'support', 'staff', subject],
      ['agency.upline_set', 'support', 'staff', subject],
      ['contract.set', 'support', 'staff', `contract:${contract!.id}`],
      ['contract.end', 'support', 'staff', `contract:${contract!.id}`],
      ['settlement.run', 'support', 'staff', expect.stringMatching(/^settlement:daily:\d{4}-\d{2}-\d{2}$/)],
    ]);
    const detail = (kind: string) => recorded.find((e) => e.kind === kind)!.detail;
    expect(detail('access.login_failed')).toEqual({ method: 'password', factor: null, ip: expect.any(String) });
    expect(recorded[1]!.detail).toEqual({ method: 'password', ip: '198.51.100.23' });
    expect(detail('deposit.rejected')).toEqual({ account: memberId, amount: '15000', reason: 'No such transfer arrived' });
    expect(detail('withdrawal.approved')).toEqual({ account: memberId, amount: '12000', reason: null });
    expect(detail('setting.changed')).toEqual({ old: null, new: 120 });
    expect(recorded.filter((e) => e.kind === 'vendor.maintenance').map((e) => e.detail)).toEqual([{ on: true }, { on: false }]);
    expect(detail('wallet.adjusted')).toMatchObject({ amount: '1250', reason: 'Goodwill after the outage' });
    expect(detail('agency.upline_set')).toEqual({ from: null, to: expect.any(Number) });
    expect(detail('settlement.run')).toMatchObject({ cadence: 'daily', contractKind: 'dailySalary' });
    expect(JSON.stringify(recorded)).not.toMatch(/scrypt|Xyz98765|Abc12345|PK\d{6,}/);

    const bySupport = await entries('--actor', 'support', '--kind', 'deposit');
    expect(bySupport.map((e) => e.kind)).toContain('deposit.rejected');
    expect(bySupport.every((e) => e.account === 'support' && e.kind.startsWith('deposit.'))).toBe(true);
    const text = await cli.at('audit', 'list', '--actor', member.username, '--size', '2');
    expect(text.out.at(-1)).toMatch(/^page 1 of \d+ \(\d+ entries\)$/);
    expect(text.out[0]).toMatch(new RegExp(`^\\s*\\d+  \\S+  ${member.username}\\s+member\\s+access\\.session_revoked`));
    const unknown = await cli.at('audit', 'list', '--actor', 'nobody_here');
    expect([unknown.exitCode, unknown.stderr]).toEqual([4, 'error: Member not found. (access.member_not_found, field: actor)']);
    const badDate = await cli.at('audit', 'list', '--from', 'yesterday');
    expect([badDate.exitCode, badDate.stderr]).toEqual([1, 'error: Enter a real date. (validation.invalid_date, field: from)']);
  });

  it('verify holds on an intact log; after one row is edited in the database it names that entry', async () => {
    const intact = await cli.at('audit', 'verify');
    expect([intact.exitCode, intact.stdout]).toEqual([0, expect.stringMatching(/^audit log: \d+ entries, the chain holds \(last entry \d+\)$/)]);
    const adjusted = (await entries('--kind', 'wallet.adjusted')).at(-1)!;
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
        await sql`UPDATE audit_log SET detail = jsonb_set(detail, '{amount}', '"125000"') WHERE id = ${adjusted.id}`.execute(trx);
        await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
      });
    const broken = await cli.at('audit', 'verify');
    expect([broken.exitCode, broken.stdout]).toEqual([
      1,
      `audit log: BROKEN at entry ${adjusted.id}: its content no longer matches its hash (the entry was changed)`,
    ]);
    const json = JSON.parse((await cli.at('audit', 'verify', '--json')).stdout) as { ok: boolean; lastId: number; broken: unknown };
    expect(json).toMatchObject({ ok: false, broken: { id: adjusted.id, problem: 'hash_mismatch' } });
    expect(json.lastId).toBeLessThan(adjusted.id);
    const api = await call(server, 'GET', '/wps/admin/audit/verify', { token: memberToken });
    expect([api.status, api.body.code]).toEqual([403, 'access.forbidden']);
  });

  it('the application can neither change nor delete an entry', async () => {
    const count = (await counted()).audit_log;
    await expect(sql`UPDATE audit_log SET kind = 'nothing.happened'`.execute(db())).rejects.toThrow(/audit_log is append-only: UPDATE refused/);
    await expect(sql`DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)`.execute(db())).rejects.toThrow(
      /audit_log is append-only: DELETE refused/,
    );
    expect((await counted()).audit_log).toBe(count);
  });

  it('the server’s own secrets kept in settings are logged as made, never with their values', async () => {
    const made = await entries('--kind', 'secret');
    expect(made.map((e) => [e.kind, e.subject, e.detail])).toEqual(expect.arrayContaining([['secret.created', 'setting:secret:altcha', {}]]));
    const leaks = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_log l JOIN settings s ON starts_with(s.key, 'secret:') AND position(s.value::text IN l.detail::text) > 0`.execute(
      db(),
    );
    expect(leaks.rows[0]!.n).toBe(0);
  });
});
