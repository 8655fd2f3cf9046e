import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, STAFF } from '../support/wps-http';

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
    expect(run.err).toEqual(['error: access.member_not_found']);
  });

  it('exits 5 when a member asks for another account', async () => {
    const run = await asMember(['member', 'info', 'demo_agent']);
    expect(run.exitCode).toBe(5);
    expect(run.err).toEqual(['error: access.forbidden']);
  });

  it('exits 3 without a session', async () => {
    const run = await cli.run(['member', 'info', '--url', server.url], { sessionFile: join(cli.dir, 'nobody.json') });
    expect(run.exitCode).toBe(3);
    expect(run.err).toEqual(['error: access.not_logged_in']);
  });
});
