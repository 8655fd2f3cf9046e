import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { signedCall } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/wps-http';

describe('portal provider create', () => {
  let server: TestServer;
  let cli: CliHarness;
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('prints the secret once; requests signed with it are accepted, and the code cannot be taken twice', async () => {
    const created = await run('provider', 'create', 'PGSOFT');
    expect(created.exitCode).toBe(0);
    expect(created.out[0]).toBe('provider PGSOFT connected (currency PKR)');
    const secret = /^secret: ([0-9a-f]{64})$/.exec(created.out[1]!)![1]!;
    const answer = await signedCall(server, { code: 'PGSOFT', secret }, 'balance', { playerId: '1' });
    expect(answer.body.code).not.toBe('seamless.bad_signature');
    const again = await run('provider', 'create', 'PGSOFT');
    expect(again.exitCode).not.toBe(0);
    expect(again.stderr).toContain('seamless.provider_exists');
    expect((await run('provider', 'create', 'bad code')).exitCode).not.toBe(0);
  });
});
