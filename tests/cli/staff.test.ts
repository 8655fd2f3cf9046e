import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { PLAYER, STAFF } from '../support/wps-http';

describe('portal staff create', () => {
  let server: TestServer;
  let cli: CliHarness;
  const asStaff = (args: string[], stdin?: string) => cli.run([...args, '--url', server.url], stdin === undefined ? {} : { stdin });

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('creates a staff account that can log in and look members up', async () => {
    const run = await asStaff(['staff', 'create', 'Helper7', '--password-stdin'], 'Helper#2026x\n');
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([expect.stringMatching(/^staff account helper7 created \(id \d+\)$/)]);

    const helperSession = join(cli.dir, 'helper.json');
    const login = await cli.run(['login', 'helper7', '--password-stdin', '--url', server.url], { stdin: 'Helper#2026x', sessionFile: helperSession });
    expect(login.exitCode).toBe(0);
    const info = await cli.run(['member', 'info', '--json', '--url', server.url], { sessionFile: helperSession });
    expect(JSON.parse(info.stdout)).toMatchObject({ account: 'helper7', nickname: 'Helper7', role: 'staff', type: 90 });
    expect((await cli.run(['member', 'info', 'demo_player', '--url', server.url], { sessionFile: helperSession })).exitCode).toBe(0);
  });

  it('refuses a weak password, a taken name and an empty password', async () => {
    const weak = await asStaff(['staff', 'create', 'helper8', '--password-stdin'], 'helper');
    expect(weak.exitCode).toBe(1);
    expect(weak.err).toEqual([
      'error: 10–64 characters: English letters, digits, and symbols such as ! # @ _. Include a capital letter, a small letter, a digit, and a symbol. (validation.pattern.strongPassword, field: password)',
    ]);
    const taken = await asStaff(['staff', 'create', 'SUPPORT', '--password-stdin'], 'Support#2026x');
    expect(taken.exitCode).toBe(1);
    expect(taken.err).toEqual(['error: This username is already taken. (access.username_taken, field: username)']);
    const empty = await asStaff(['staff', 'create', 'helper8', '--password-stdin'], '');
    expect(empty.err).toEqual(['error: This field is required. (validation.required, field: password)']);
    expect((await asStaff(['member', 'info', 'helper8'])).exitCode).toBe(4);
  });

  it('exits 5 for a member', async () => {
    const memberSession = join(cli.dir, 'member.json');
    await cli.run(['login', PLAYER.username, '--password-stdin', '--url', server.url], { stdin: PLAYER.password, sessionFile: memberSession });
    const run = await cli.run(['staff', 'create', 'helper9', '--password-stdin', '--url', server.url], { stdin: 'Helper#2026x', sessionFile: memberSession });
    expect(run.exitCode).toBe(5);
    expect(run.err).toEqual(['error: You are not allowed to do this. (access.forbidden)']);
    expect((await asStaff(['member', 'info', 'helper9'])).exitCode).toBe(4);
  });
});
