import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const CLIENTS = 50;

describe.each(testBackends())('50 concurrent players and support retries on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    await server.database.db.deleteFrom('rate_hits').execute();
  });
  afterAll(async () => server?.close());

  // 50 registrations (scrypt at OWASP strength) and 150 racing approvals: over a minute on a busy 2-core machine.
  it('every acknowledged deposit is in the ledger exactly once, balances match, and the audit is clean', async () => {
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < CLIENTS; i += 10) {
      members.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, () => registerMember(server, uniqueUsername('load'), 'Abc12345')))));
      await server.database.db.deleteFrom('rate_hits').execute();
    }
    const acknowledged = await Promise.all(
      members.map(async (member, i) => {
        const amount = `${100 + i}.${String(i % 100).padStart(2, '0')}`;
        const requested = await call(server, 'PUT', '/wps/member/deposit/bank', { token: member.token, body: { amount, payerName: 'Load Test' } });
        expect(requested.status).toBe(200);
        const id = requested.body.value.id as number;
        // Support's client retries: three approvals of the same deposit race each other.
        const answers = await Promise.all([0, 1, 2].map(() => call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true })));
        return { member, id, minor: BigInt(requested.body.value.amount as string), ok: answers.some((a) => a.status === 200) };
      }),
    );
    for (const deposit of acknowledged) {
      expect(deposit.ok).toBe(true);
      const transfers = await server.database.db
        .selectFrom('ledger_transfers')
        .select(['amount'])
        .where('idempotency_key', '=', `deposit:${deposit.id}`)
        .execute();
      expect(transfers.map((t) => t.amount)).toEqual([deposit.minor]);
      const info = await call(server, 'GET', '/wps/member/info', { token: deposit.member.token });
      expect(BigInt(info.body.value.balance as string)).toBe(deposit.minor);
    }
    const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true });
    expect(audit.body.value).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0, mismatches: [] });
    const credited = await server.database.db.selectFrom('messages').select('account_id').where('type', '=', 'deposit_credited').execute();
    expect(credited).toHaveLength(CLIENTS);
  }, 400_000);
});
