import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../adapters/demo-psp/card-rules';
import { testBackends } from '../support/backends';
import { exited, freePort, startProcess } from '../support/server-process';
import { registeredRoutes } from '../support/route-table';
import { templateDataDir } from '../support/templates';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, PLAYER, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

const card = { name: 'Ali Raza', number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', action: 'pay', token: 'x' };
const payWithAnyCard = (server: TestServer) => fetch(`${server.url}/psp/checkout`, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
const startCardDeposit = (server: TestServer, token: string) => call(server, 'PUT', '/wps/member/deposit/payment-page', { token, body: { amount: '2000' } });

/** What a production deployment (no `--demo`) must not have: any way to credit money for a made-up card, or to read the codes sent to members. */
describe.each(testBackends())('a server composed as production on %s', (backend) => {
  let server: TestServer;
  let member: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    member = (await registerMember(server, uniqueUsername('prod'), 'Abc12345')).token;
  });
  afterAll(async () => server?.close());

  it('mounts neither the demo payment provider, nor a payment callback, nor the outbox', async () => {
    const demoOnly = registeredRoutes(server.app).filter((r) => /^[A-Z]+ \/psp\b|\/wps\/payment\/callback$|\/wps\/admin\/outbox$/.test(r));
    expect(demoOnly).toEqual([]);
    expect((await fetch(`${server.url}/psp/checkout?token=x`)).status).toBe(404);
    expect((await payWithAnyCard(server)).status).toBe(404);
    expect((await call(server, 'POST', '/wps/payment/callback', { raw: '{}', contentType: 'application/json' })).status).toBe(404);
    expect((await call(server, 'GET', '/wps/admin/outbox', { token: await staffToken(server), console: true })).status).toBe(404);
  });

  it('offers no payment page and refuses a card deposit with wallet.no_payment_provider, storing nothing', async () => {
    expect((await call(server, 'GET', '/wps/member/deposit/payment-page', { token: member })).body.value.enabled).toBe(false);
    const before = await rowCounts(server, ['deposits', 'ledger_transfers']);
    const started = await startCardDeposit(server, member);
    expect([started.status, started.body.code]).toEqual([409, 'wallet.no_payment_provider']);
    expect(await rowCounts(server, ['deposits', 'ledger_transfers'])).toEqual(before);
  });

  it('refuses SMS and email with verification.no_gateway and keeps no code in the outbox table', async () => {
    const asked = await call(server, 'POST', '/wps/verification/email/bind', { token: member, body: { email: `${uniqueUsername('m')}@example.com` } });
    expect([asked.status, asked.body.code]).toEqual([409, 'verification.no_gateway']);
    expect(await server.database.db.selectFrom('outbound_messages').select('id').execute()).toEqual([]);
  });
});

describe('portal serve without --demo', () => {
  const dataDir = templateDataDir('portal-nodemo-');
  let child: ChildProcess | null = null;
  afterAll(async () => {
    child?.kill('SIGTERM');
    if (child) await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no demo payment provider: the card page is not found and a card deposit is refused', async () => {
    const port = await freePort();
    const server = { url: `http://127.0.0.1:${port}` } as TestServer;
    child = await startProcess(dataDir, port);
    const player = await bearerLogin(server, PLAYER.username, PLAYER.password);
    expect((await payWithAnyCard(server)).status).toBe(404);
    expect((await startCardDeposit(server, player)).body.code).toBe('wallet.no_payment_provider');
  }, 60_000);
});
