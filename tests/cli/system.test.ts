import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, STAFF } from '../support/wps-http';

describe('portal system maintenance / region', () => {
  let server: TestServer;
  let cli: CliHarness;
  const asStaff = (args: string[]) => cli.run([...args, '--url', server.url]);
  const status = async () =>
    (await call(server, 'GET', '/wps/system/status')).body.value as {
      state: number;
      maintenance: { enabled: boolean; message: string };
      regionRestriction: { blocked: boolean; message: string };
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

  it('switches the maintenance page on with a message and off again', async () => {
    const on = await asStaff(['system', 'maintenance', 'on', '--message', 'Back at six.']);
    expect(on.exitCode).toBe(0);
    expect(on.out).toEqual(['maintenance on']);
    expect(await status()).toMatchObject({ state: 1, maintenance: { enabled: true, message: 'Back at six.' } });

    const off = await asStaff(['system', 'maintenance', 'off']);
    expect(off.out).toEqual(['maintenance off']);
    expect((await status()).state).toBe(0);
    // The message is kept for the next time.
    await asStaff(['system', 'maintenance', 'on']);
    expect((await status()).maintenance.message).toBe('Back at six.');
    await asStaff(['system', 'maintenance', 'off']);
    expect((await status()).state).toBe(0);
  });

  it('blocks the listed networks and unblocks them', async () => {
    const on = await asStaff(['system', 'region', 'on', '--cidr', '203.0.113.0/24', '127.0.0.1/32', '--message', 'Not here.']);
    expect(on.exitCode).toBe(0);
    expect(on.out).toEqual(['region block on for 203.0.113.0/24, 127.0.0.1/32']);
    expect(await status()).toMatchObject({ state: 2, regionRestriction: { blocked: true, message: 'Not here.' } });

    const off = await asStaff(['system', 'region', 'off']);
    expect(off.out).toEqual(['region block off for 203.0.113.0/24, 127.0.0.1/32']);
    expect((await status()).state).toBe(0);

    const elsewhere = await asStaff(['system', 'region', 'on', '--cidr', '10.0.0.0/8']);
    expect(elsewhere.out).toEqual(['region block on for 10.0.0.0/8']);
    expect((await status()).state).toBe(0);
    await asStaff(['system', 'region', 'off']);
  });

  it('refuses a bad network, a bad state word, and a member', async () => {
    const badCidr = await asStaff(['system', 'region', 'on', '--cidr', '300.1.2.3/8']);
    expect(badCidr.exitCode).toBe(1);
    expect(badCidr.err).toEqual(['error: Invalid network 300.1.2.3/8. (system.invalid_cidr)']);
    const badState = await asStaff(['system', 'maintenance', 'maybe']);
    expect(badState.exitCode).toBe(1);
    expect(badState.err).toEqual(['error: Invalid value. (validation.invalid_value, field: state)']);

    const memberSession = join(cli.dir, 'member.json');
    await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: memberSession });
    const member = await cli.run(['system', 'maintenance', 'on', '--url', server.url], { sessionFile: memberSession });
    expect(member.exitCode).toBe(5);
    expect(member.err).toEqual(['error: You are not allowed to do this. (access.forbidden)']);
    expect((await status()).state).toBe(0);
  });
});
