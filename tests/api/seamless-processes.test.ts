import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import type { TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PAIRS = 40;

describe.runIf(testBackends().includes('postgres'))('a bet and its rollback racing on two server processes', () => {
  const cluster = new ProcessCluster();
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    await cluster.start(2);
    [a, b] = cluster.servers as [TestServer, TestServer];
  }, 60_000);
  afterAll(async () => cluster.stop());

  it('never keeps the stake of a bet the provider rolled back: each pair nets to nothing', async () => {
    const staff = await staffToken(a);
    const member = await registerMember(a, uniqueUsername('xrb'), 'Abc12345');
    await fundMember(a, staff, member.token, '1000');
    const provider: ProviderCredentials = (await call(a, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'XPROC' } })).body.value;
    const token = await playToken(a, member.token);
    const body = { playerId: String(member.id), gameCode: 'PROV_GAME', currency: 'PKR' };
    const balance = async () => BigInt((await signedCall(a, provider, 'balance', { playerId: String(member.id) })).body.value.balance);
    const before = await balance();
    for (let i = 0; i < PAIRS; i++) {
      const [bet, rollback] = await Promise.all([
        signedCall(a, provider, 'bet', { ...body, token, txId: `xb-${i}`, roundId: `xr-${i}`, amount: '100' }),
        signedCall(b, provider, 'rollback', { playerId: body.playerId, txId: `xrb-${i}`, roundId: `xr-${i}`, betTxId: `xb-${i}` }),
      ]);
      expect(rollback.status, `rollback ${i}`).toBe(200);
      expect(
        [200, 409].includes(bet.status) && (bet.status === 200 || bet.body.code === 'seamless.bet_cancelled'),
        `bet ${i}: ${bet.status} ${bet.body.code}`,
      ).toBe(true);
    }
    expect(await balance()).toBe(before);
    expect((await call(a, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  }, 120_000);
});
