import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, registerMember, STAFF, uniqueUsername } from '../support/wps-http';

describe('portal member upline', () => {
  let server: TestServer;
  let cli: CliHarness;
  const run = (args: string[], sessionFile?: string) => cli.run([...args, '--url', server.url], sessionFile ? { sessionFile } : {});
  const uplineOf = async (username: string) => {
    const row = await server.database.db
      .selectFrom('accounts as a')
      .leftJoin('accounts as u', 'u.id', 'a.upline_id')
      .select('u.username')
      .where('a.username', '=', username)
      .executeTakeFirst();
    return row?.username ?? null;
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('puts an account under an upline and moves it on a second call', async () => {
    const username = uniqueUsername('cli');
    await registerMember(server, username, 'Abc12345');
    const linked = await run(['member', 'upline', username.toUpperCase(), 'demo_agent']);
    expect(linked.exitCode).toBe(0);
    expect(linked.out).toEqual([`${username} is now directly under demo_agent`]);
    expect(await uplineOf(username)).toBe('demo_agent');
    expect((await run(['member', 'upline', username, 'demo_player'])).exitCode).toBe(0);
    expect(await uplineOf(username)).toBe('demo_player');
  });

  it('refuses a cycle, a trial account, a staff account and an unknown one, changing nothing', async () => {
    const trial = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value
      .account as string;
    const cases: [string[], string, number][] = [
      [['demo_agent', 'demo_player'], 'error: That would put an account under its own downline. (agency.upline_cycle)', 1],
      [[trial, 'demo_agent'], 'error: Trial accounts cannot be in a team. (agency.trial_account)', 1],
      [['demo_player', 'support'], 'error: Staff accounts cannot be in a team. (agency.staff_account)', 1],
      [['ghost_account', 'demo_agent'], 'error: Member not found. (access.member_not_found, field: account)', 4],
    ];
    for (const [args, message, exitCode] of cases) {
      const refused = await run(['member', 'upline', ...args]);
      expect(refused.exitCode, args.join(' ')).toBe(exitCode);
      expect(refused.stderr, args.join(' ')).toContain(message);
    }
    expect(await uplineOf('demo_agent')).toBeNull();
    expect(await uplineOf('demo_player')).toBe('demo_agent');
  });

  it('is for staff only', async () => {
    const memberSession = `${cli.dir}/member-session.json`;
    expect(
      (await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: memberSession })).exitCode,
    ).toBe(0);
    const refused = await run(['member', 'upline', 'demo_player', 'demo_agent'], memberSession);
    expect(refused.exitCode).toBe(5);
    expect(refused.stderr).toContain('access.forbidden');
  });
});
