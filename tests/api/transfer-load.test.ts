import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_COMPOSITION } from '../support/templates';
import { ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { RandomSessionTokens } from '../../adapters/crypto/session-tokens';
import { SqlAccounts } from '../../adapters/sql/repositories/sql-accounts';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlSessions } from '../../adapters/sql/repositories/sql-sessions';
import { newAccount } from '../contract/suites/account-repository';
import { call, fundMember, staffToken, uniqueUsername } from '../support/wps-http';

const CLIENTS = 50;
const RETRIES = 3;
const VENDORS = ['PG', 'EG2', 'PT'];
const PAY = '135790';
/** Every tenth player also pays its upline: each of those checks a deliberately slow password hash. */
const paysUpline = (p: number) => p % 10 === 0;

describe.each(testBackends())('50 concurrent players transfer with duplicate retries on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const keysOf = async (keys: readonly string[]) => {
    const rows = await server.database.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'amount'])
      .where('idempotency_key', 'in', [...keys])
      .execute();
    return rows;
  };

  it('every acknowledged transfer is in the ledger exactly once, each player keeps its money, and the audit is clean', async () => {
    // The players are stored with a session, as registration would leave them, without 50 slow
    // password hashes: what is under load here is the transfers. One hash serves every payment password.
    const db = server.database.db;
    const paymentPasswordHash = await new ScryptHasher(TEST_COMPOSITION.passwordCost).hash(PAY);
    const tokens = new RandomSessionTokens();
    const agentRow = await db.selectFrom('accounts').select('id').where('username', '=', 'demo_agent').executeTakeFirstOrThrow();
    const players: { id: number; token: string; username: string }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const account = (await new SqlAccounts(db).create(newAccount(uniqueUsername('tl'), { paymentPasswordHash })))!;
      await new SqlLedger(db).openMainWallet(account.id, 'PKR');
      await db.updateTable('accounts').set({ upline_id: agentRow.id }).where('id', '=', account.id).execute();
      const { token, hash } = tokens.issue();
      const now = new Date();
      await new SqlSessions(db).create(account.id, hash, now, new Date(now.getTime() + 3_600_000), { ip: '127.0.0.1', userAgent: '' });
      await fundMember(server, staff, token, '1000');
      players.push({ id: account.id, token, username: account.username });
    }
    const agentMain = async () =>
      (await db.selectFrom('ledger_accounts').select('balance').where('code', '=', `member:${agentRow.id}:main`).executeTakeFirstOrThrow()).balance;
    const agentBefore = await agentMain();

    const results = await Promise.all(
      players.map(async (player, p) => {
        const retried = (body: Record<string, unknown>, path = '/wps/relay/GCS_walletTransfer') =>
          Promise.all(Array.from({ length: RETRIES }, () => call(server, 'POST', path, { token: player.token, body })));
        const moves = await Promise.all(
          VENDORS.map((to, v) => retried({ from: 'main', to, amount: `${10 + v}.${String(p).padStart(2, '0')}`, requestId: `load-${p}-${v}-move` })),
        );
        const team = paysUpline(p)
          ? await retried({ recipient: 'demo_agent', amount: '5', paymentPassword: PAY, requestId: `load-${p}-team` }, '/wps/member/transfer/team')
          : [];
        const recall = await retried({ recallAll: true, requestId: `load-${p}-recall` });
        return { p, player, moves, team, recall };
      }),
    );

    let paidToAgent = 0n;
    for (const { p, player, moves, team, recall } of results) {
      for (const [v, answers] of moves.entries()) {
        for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
        expect(answers.filter((a) => a.body.value.replayed === false)).toHaveLength(1);
        const rows = await keysOf([`wallet:${player.id}:load-${p}-${v}-move`]);
        expect(rows.map((r) => r.amount)).toEqual([BigInt(answers[0]!.body.value.moved[0].amount)]);
      }
      for (const a of team) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(team.filter((a) => a.body.value.replayed === false)).toHaveLength(paysUpline(p) ? 1 : 0);
      expect((await keysOf([`team:${player.id}:load-${p}-team`])).map((r) => r.amount)).toEqual(paysUpline(p) ? [500n] : []);
      if (paysUpline(p)) paidToAgent += 500n;
      for (const a of recall) expect(a.status).toBe(200);
      // Racing recalls under one request id: together they moved each vendor wallet home exactly once.
      const recalled = recall.flatMap((a) => a.body.value.moved as { from: string; amount: string }[]);
      const recallRows = await keysOf(VENDORS.map((v) => `recall:${player.id}:${v}:load-${p}-recall`));
      expect(recallRows.map((r) => r.amount).sort()).toEqual(recalled.map((m) => BigInt(m.amount)).sort());
      const balances = (await call(server, 'GET', '/wps/v2/wallets/balance', { token: player.token })).body.value;
      const kept = paysUpline(p) ? '99500' : '100000';
      expect(balances).toMatchObject({ main: kept, total: kept });
    }
    expect((await agentMain()) - agentBefore).toBe(paidToAgent);
    const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true });
    expect(audit.body.value).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0, mismatches: [], negativeAccounts: [] });
  }, 300_000);
});
