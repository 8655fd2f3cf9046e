import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, registerMember, resetThrottles, STAFF, uniqueUsername } from '../support/wps-http';

describe('portal login / logout', () => {
  let server: TestServer;
  let cli: CliHarness;
  const storedSession = () => JSON.parse(readFileSync(cli.sessionFile, 'utf8')) as { account: string; token: string };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });
  beforeEach(async () => resetThrottles(server));

  it('logs staff in with --password-stdin and keeps the token in a 0600 file', async () => {
    const run = await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: `${STAFF.password}\n` });
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([`logged in as ${STAFF.username}`]);
    expect(statSync(cli.sessionFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(cli.dir, 'config')).mode & 0o777).toBe(0o700);
    const session = storedSession();
    expect(session.account).toBe(STAFF.username);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(server, 'GET', '/wps/member/info', { token: session.token })).body.value).toMatchObject({ account: 'support', role: 'staff' });
  });

  it('logs out: the server revokes the token and the file is gone', async () => {
    await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password });
    const { token } = storedSession();
    const run = await cli.run(['logout', '--url', server.url]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual(['logged out']);
    expect(existsSync(cli.sessionFile)).toBe(false);
    expect((await call(server, 'GET', '/wps/member/info', { token })).status).toBe(401);

    const again = await cli.run(['logout', '--url', server.url]);
    expect(again.exitCode).toBe(0);
  });

  it('says when the password must be changed', async () => {
    const username = uniqueUsername('cliweak');
    await registerMember(server, username, 'abc123456');
    const run = await cli.run(['login', username, '--password-stdin', '--url', server.url], { stdin: 'abc123456' });
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([`logged in as ${username} (the password must be changed: portal password)`]);
  });

  it('exits 3 on a wrong password and keeps no session', async () => {
    await cli.run(['logout', '--url', server.url]);
    const run = await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: 'Wrong#2026' });
    expect(run.exitCode).toBe(3);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual(['error: Wrong username or password. (access.invalid_credentials)']);
    expect(existsSync(cli.sessionFile)).toBe(false);
  });

  it('exits 1 on an empty password without calling the server', async () => {
    const before = await server.database.db.selectFrom('rate_hits').selectAll().execute();
    const run = await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: '\n' });
    expect(run.exitCode).toBe(1);
    expect(run.err).toEqual(['error: This field is required. (validation.required, field: password)']);
    expect(await server.database.db.selectFrom('rate_hits').selectAll().execute()).toEqual(before);
  });

  it('exits 6 when the server does not answer', async () => {
    const run = await cli.run(['login', PLAYER.username, '--password-stdin', '--url', 'http://127.0.0.1:9'], { stdin: PLAYER.password });
    expect(run.exitCode).toBe(6);
    expect(run.err).toEqual([
      'error: Network link abnormal, please try again. (network.error)',
      'check the portal is running and --url (or PORTAL_URL) points at it',
    ]);
  });

  it('exits 1 with commander usage errors', async () => {
    const run = await cli.run(['login']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain("missing required argument 'account'");
    const unknown = await cli.run(['frobnicate']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('unknown command');
  });

  it('takes the server from PORTAL_URL', async () => {
    const run = await cli.run(['login', PLAYER.username, '--password-stdin'], { stdin: PLAYER.password, env: { PORTAL_URL: server.url } });
    expect(run.exitCode).toBe(0);
    expect(storedSession().account).toBe(PLAYER.username);
  });
});
