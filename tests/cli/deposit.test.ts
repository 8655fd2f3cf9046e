import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { merchantSigner, notice, sendCallback } from '../support/payment-callbacks';
import { bearerLogin, call, PLAYER, STAFF } from '../support/wps-http';

describe('portal deposit list|approve|reject', () => {
  let server: TestServer;
  let cli: CliHarness;
  let player: string;
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);
  const request = async (amount: string) =>
    (await call(server, 'PUT', '/wps/member/deposit/bank', { token: player, body: { amount, payerName: 'Sara Ahmed', reference: 'HBL-77' } })).body.value
      .id as number;
  const balance = async () => (await call(server, 'GET', '/wps/member/info', { token: player })).body.value.balance as string;

  beforeAll(async () => {
    server = await startTestServer('pglite', { demo: true });
    cli = cliHarness();
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    player = await bearerLogin(server, PLAYER.username, PLAYER.password);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('lists the pending deposits, approves one (the member is credited) and rejects another with a reason', async () => {
    const first = await request('1500');
    const second = await request('200');
    const list = await run('deposit', 'list');
    expect(list.exitCode).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^\\s*${first}\\s+pending\\s+bank_transfer\\s+demo_player\\s+1,500\\.00\\s+Sara Ahmed\\s+HBL-77`, 'm'));
    const json = JSON.parse((await run('deposit', 'list', '--json')).stdout) as { id: number; amount: string }[];
    expect(json.map((d) => d.id)).toEqual([first, second]);

    const approve = await run('deposit', 'approve', String(first));
    expect(approve.out).toEqual([`deposit ${first} approved: 1,500.00 credited to demo_player`]);
    expect(await balance()).toBe('150000');
    expect((await run('deposit', 'approve', String(first))).exitCode).toBe(0);
    expect(await balance()).toBe('150000');

    const reject = await run('deposit', 'reject', String(second), '--reason', 'No payment received');
    expect(reject.out).toEqual([`deposit ${second} rejected`]);
    const again = await run('deposit', 'approve', String(second));
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('wallet.deposit_decided');
    expect((await run('deposit', 'list')).out).toEqual(['no pending deposits']);
    expect((await run('deposit', 'list', '--status', 'rejected')).stdout).toContain('rejected');
    expect((await run('ledger', 'audit')).exitCode).toBe(0);
  });

  it('lists payment page orders with their method and order id, by status failed too; support cannot decide them', async () => {
    const started = await call(server, 'PUT', '/wps/member/deposit/payment-page', { token: player, body: { amount: '175' } });
    const { id, orderId } = started.body.value.deposit as { id: number; orderId: string };
    const signer = await merchantSigner(server);
    expect((await sendCallback(server, signer, notice(orderId, '17500', 'failed'))).status).toBe(200);
    const failed = await run('deposit', 'list', '--status', 'failed');
    expect(failed.stdout).toMatch(new RegExp(`^\\s*${id}\\s+failed\\s+payment_page\\s+demo_player\\s+175\\.00\\s+-\\s+${orderId}`, 'm'));
    const json = JSON.parse((await run('deposit', 'list', '--status', 'failed', '--json')).stdout) as { id: number; method: string; orderId: string }[];
    expect(json).toEqual([expect.objectContaining({ id, method: 'payment_page', orderId })]);
    const approve = await run('deposit', 'approve', String(id));
    expect(approve.exitCode).toBe(1);
    expect(approve.stderr).toContain('wallet.deposit_not_manual');
  });

  it('refuses an unknown deposit (exit 4), a malformed id and a bad status (exit 1)', async () => {
    expect((await run('deposit', 'approve', '999999')).exitCode).toBe(4);
    expect((await run('deposit', 'approve', 'abc')).stderr).toContain('validation.invalid_value');
    expect((await run('deposit', 'list', '--status', 'done')).exitCode).toBe(1);
  });
});
