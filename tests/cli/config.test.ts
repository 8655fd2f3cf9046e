import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, STAFF } from '../support/wps-http';

describe('portal config get / set', () => {
  let server: TestServer;
  let cli: CliHarness;
  let memberSession: string;
  const asStaff = (args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    memberSession = join(cli.dir, 'member-session.json');
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    expect(
      (await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: memberSession })).exitCode,
    ).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('prints a scalar setting as it is, an object as JSON, and everything as JSON', async () => {
    expect((await asStaff(['config', 'get', 'merchantName'])).out).toEqual(['Royal Lotus Casino']);
    expect((await asStaff(['config', 'get', 'trialCredit'])).out).toEqual(['200000']);
    expect(JSON.parse((await asStaff(['config', 'get', 'merchantName', '--json'])).stdout)).toBe('Royal Lotus Casino');
    expect(JSON.parse((await asStaff(['config', 'get', 'session'])).stdout)).toEqual({ idleMinutes: 30, absoluteHours: 12 });
    const all = await asStaff(['config', 'get']);
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(all.stdout)).toMatchObject({ merchant: 'demo', defaultWeakPassword: 'abc123456', staffType: 90 });
  });

  it.each(['noSuchKey', 'constructor', 'toString'])('exits 1 for the unknown key %s', async (key) => {
    const run = await asStaff(['config', 'get', key]);
    expect(run.exitCode).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual([`error: Unknown setting ${key}. (system.unknown_setting)`]);
  });

  it('sets a value of the same shape, which the API then serves', async () => {
    const run = await asStaff(['config', 'set', 'merchantName', '"Lotus CLI House"']);
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual(['merchantName updated']);
    expect((await call(server, 'GET', '/wps/system/status')).body.value.merchantName).toBe('Lotus CLI House');
    const session = await asStaff(['config', 'set', 'session', '{"idleMinutes":45,"absoluteHours":12}']);
    expect(session.exitCode).toBe(0);
    expect(JSON.parse((await asStaff(['config', 'get', 'session'])).stdout)).toEqual({ idleMinutes: 45, absoluteHours: 12 });
  });

  it.each([
    ['maintenance', '{"enabled":"yes","message":"x"}'],
    ['maintenance', '{"enabled":true}'],
    ['trialCredit', '"lots"'],
    ['supportLanguages', '"EN"'],
    ['maintenance', '{not json'],
  ])('refuses %s = %s with system.invalid_setting_value and changes nothing', async (key, json) => {
    const before = (await asStaff(['config', 'get', key, '--json'])).stdout;
    const run = await asStaff(['config', 'set', key, json]);
    expect(run.exitCode).not.toBe(0);
    expect(run.out).toEqual([]);
    expect(run.stderr).toContain('system.invalid_setting_value');
    expect(run.err).toEqual([`error: Invalid value for ${key}. (system.invalid_setting_value)`]);
    expect((await asStaff(['config', 'get', key, '--json'])).stdout).toBe(before);
  });

  it('exits 5 when a member tries to change a setting, and nothing changes', async () => {
    const run = await cli.run(['config', 'set', 'merchantName', '"Hijacked"', '--url', server.url], { sessionFile: memberSession });
    expect(run.exitCode).toBe(5);
    expect(run.err).toEqual(['error: You are not allowed to do this. (access.forbidden)']);
    expect((await asStaff(['config', 'get', 'merchantName'])).out).not.toEqual(['Hijacked']);
    const read = await cli.run(['config', 'get', '--url', server.url], { sessionFile: memberSession });
    expect(read.exitCode).toBe(5);
  });
});
