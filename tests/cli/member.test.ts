import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, login, PLAYER, registerMember, STAFF } from '../support/wps-http';

describe('portal member info', () => {
  let server: TestServer;
  let cli: CliHarness;
  let memberSession: string;
  const asStaff = (args: string[]) => cli.run([...args, '--url', server.url]);
  const asMember = (args: string[]) => cli.run([...args, '--url', server.url], { sessionFile: memberSession });

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    memberSession = join(cli.dir, 'member-session.json');
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const member = await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: memberSession });
    expect(member.exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  const table = (lines: readonly string[]) => Object.fromEntries(lines.map((line) => [line.slice(0, 22).trim(), line.slice(22)]));

  it('shows your own account', async () => {
    const run = await asStaff(['member', 'info']);
    expect(run.exitCode).toBe(0);
    expect(table(run.out)).toMatchObject({ account: 'support', nickname: 'support', type: '90 (staff)', balance: 'Rs 0.00', 'must change password': 'no' });
    expect(table(run.out)).not.toHaveProperty('locked until');
  });

  it('shows staff another account, with its lock state', async () => {
    const run = await asStaff(['member', 'info', 'demo_agent']);
    expect(run.exitCode).toBe(0);
    expect(table(run.out)).toMatchObject({ account: 'demo_agent', type: '1 (agent)', balance: 'Rs 0.00', 'locked until': 'not locked', 'last login': 'never' });
  });

  it('prints parseable JSON with --json', async () => {
    const run = await asStaff(['member', 'info', 'DEMO_PLAYER', '--json']);
    expect(run.exitCode).toBe(0);
    const member = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(member).toMatchObject({ account: 'demo_player', role: 'member', type: 0, balance: '0', scale: 2, currencyCode: 'PKR', lockedUntil: null });
    const own = JSON.parse((await asMember(['member', 'info', '--json'])).stdout) as Record<string, unknown>;
    expect(own).toMatchObject({ account: 'demo_player', role: 'member' });
    expect(own).not.toHaveProperty('lockedUntil');
  });

  it('formats the balance in major units', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const trialSession = join(cli.dir, 'trial-session.json');
    writeFileSync(trialSession, JSON.stringify({ account: trial.body.value.account, token: trial.body.value.token }), { mode: 0o600 });
    const run = await cli.run(['member', 'info', '--url', server.url], { sessionFile: trialSession });
    expect(run.exitCode).toBe(0);
    expect(table(run.out)).toMatchObject({ account: trial.body.value.account, type: '4 (trial)', balance: 'Rs 2,000.00' });
  });

  it('exits 4 with the message on err for an unknown account', async () => {
    const run = await asStaff(['member', 'info', 'nobody_here']);
    expect(run.exitCode).toBe(4);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual(['error: Member not found. (access.member_not_found)']);
  });

  it('exits 5 when a member asks for another account', async () => {
    const run = await asMember(['member', 'info', 'demo_agent']);
    expect(run.exitCode).toBe(5);
    expect(run.err).toEqual(['error: You are not allowed to do this. (access.forbidden)']);
  });

  it('exits 3 without a session', async () => {
    const run = await cli.run(['member', 'info', '--url', server.url], { sessionFile: join(cli.dir, 'nobody.json') });
    expect(run.exitCode).toBe(3);
    expect(run.err).toEqual(['error: Not logged in, please log in. (access.not_logged_in)', 'run: portal login <account>']);
  });

  it("lists a member's sessions, then ends them all with --revoke-all", async () => {
    const { token } = await registerMember(server, 'sessionee', 'abc123456');
    await login(server, 'sessionee', 'abc123456', { bearer: true, ip: '192.0.2.44' });
    const listed = await asStaff(['member', 'sessions', 'sessionee']);
    expect(listed.exitCode).toBe(0);
    expect(listed.out).toHaveLength(2);
    expect(listed.out.some((line) => line.includes('192.0.2.44'))).toBe(true);
    const json = JSON.parse((await asStaff(['member', 'sessions', 'sessionee', '--json'])).stdout) as {
      sessions: { ip: string; current: boolean }[];
      revoked: null;
    };
    expect(json).toMatchObject({ revoked: null });
    expect(json.sessions.map((s) => s.ip).sort()).toEqual(['127.0.0.1', '192.0.2.44']);
    const revoked = await asStaff(['member', 'sessions', 'sessionee', '--revoke-all']);
    expect(revoked.exitCode).toBe(0);
    expect(revoked.out.at(-1)).toBe('revoked 2 sessions of sessionee');
    expect((await call(server, 'GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await asStaff(['member', 'sessions', 'sessionee'])).out).toEqual(['sessionee has no active session']);
  });

  it('login from an IP new to an account with a factor stops: the second factor is answered in the browser', async () => {
    const { token } = await registerMember(server, 'newplace', 'abc123456');
    expect(
      (await call(server, 'PUT', '/wps/member/bank-accounts', { token, body: { bankName: 'HBL', accountNumber: '0101-2345-6789', accountName: 'Sara Ahmed' } }))
        .status,
    ).toBe(200);
    await server.database.db.deleteFrom('known_ips').execute();
    const run = await cli.run(['login', 'newplace', '--password-stdin', '--url', server.url], {
      stdin: 'abc123456',
      sessionFile: join(cli.dir, 'newplace.json'),
    });
    expect([run.exitCode, run.err]).toEqual([
      3,
      ['error: access.second_factor_required {"factors":"bank"}', 'run: portal login <account> again and answer the second factor'],
    ]);
  });

  it('member sessions refuses members and unknown accounts with their exit codes', async () => {
    expect((await asStaff(['member', 'sessions', 'nobody_here'])).exitCode).toBe(4);
    const run = await asMember(['member', 'sessions', 'demo_agent']);
    expect([run.exitCode, run.err]).toEqual([5, ['error: You are not allowed to do this. (access.forbidden)']]);
  });
});
