import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_COMPOSITION } from '../support/templates';
import { ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { available, PAY_PASSWORD, withdraw, withdrawingMember, type WithdrawingMember } from '../support/withdrawal-world';
import { call, staffToken } from '../support/wps-http';

const CLIENTS = 50;

describe.each(testBackends())('50 concurrent players withdrawing with retries on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('every acknowledged withdrawal holds once and is posted or voided once; balances match and the audit is clean', async () => {
    const hash = await new ScryptHasher(TEST_COMPOSITION.passwordCost).hash(PAY_PASSWORD);
    const members: WithdrawingMember[] = [];
    for (let i = 0; i < CLIENTS; i += 10)
      members.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, () => withdrawingMember(server, staff, '500', 'wload', hash)))));

    const outcomes = await Promise.all(
      members.map(async (member, i) => {
        // The player's client retries the same submission (same request key) while the first is in flight.
        const requestKey = `load-${i}-${member.username}`;
        const asked = await Promise.all([0, 1].map(() => withdraw(server, member, `${100 + i}`, { requestKey })));
        const ids = new Set(asked.filter((a) => a.status === 200).map((a) => a.body.value.id as number));
        expect(ids.size).toBe(1);
        const id = [...ids][0]!;
        // Support's client retries too: three racing decisions, approvals for even players, rejections for odd ones.
        const decide = () =>
          i % 2 === 0
            ? call(server, 'POST', `/wps/admin/withdrawals/${id}/approve`, { token: staff, console: true })
            : call(server, 'POST', `/wps/admin/withdrawals/${id}/reject`, { token: staff, console: true, body: { reason: 'load' } });
        const decided = await Promise.all([0, 1, 2].map(decide));
        return { member, id, minor: BigInt(100 + i) * 100n, approved: i % 2 === 0, ok: decided.some((d) => d.status === 200) };
      }),
    );

    for (const w of outcomes) {
      expect(w.ok).toBe(true);
      const keys = [`withdrawal:${w.id}`, `withdrawal:${w.id}:post`, `withdrawal:${w.id}:void`];
      const moves = await server.database.db
        .selectFrom('ledger_transfers')
        .select(['idempotency_key', 'flag', 'amount'])
        .where('idempotency_key', 'in', keys)
        .orderBy('id')
        .execute();
      expect(moves).toEqual([
        { idempotency_key: `withdrawal:${w.id}`, flag: 'pending', amount: w.minor },
        { idempotency_key: `withdrawal:${w.id}:${w.approved ? 'post' : 'void'}`, flag: w.approved ? 'post' : 'void', amount: w.minor },
      ]);
      expect(await available(server, w.member.token)).toBe(w.approved ? 50000n - w.minor : 50000n);
    }
    const rows = await server.database.db.selectFrom('withdrawals').select(['status']).execute();
    expect(rows).toHaveLength(CLIENTS);
    const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true });
    expect(audit.body.value).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0, mismatches: [], negativeAccounts: [] });
    const messages = await server.database.db
      .selectFrom('messages')
      .select('type')
      .where('type', 'in', ['withdrawal_approved', 'withdrawal_rejected'])
      .execute();
    expect(messages).toHaveLength(CLIENTS);
  }, 400_000);
});
