import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { clearOfDayEdge, operatorToday } from '../support/clock-edges';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, PLAYER, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('bank deposits and the account record on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: string;
  const balance = async (token: string) => BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
  const deposit = (token: string, amount: string) =>
    call(server, 'PUT', '/wps/member/deposit/bank', { token, body: { amount, payerName: 'Ali Khan', reference: 'TRX-1' } });
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = (await registerMember(server, uniqueUsername('dep'), 'Abc12345')).token;
  });
  afterAll(async () => server?.close());

  it('shows the bank account to pay into with the operator limits', async () => {
    const method = await call(server, 'GET', '/wps/member/deposit/bank', { token: member });
    expect(method.body.value).toMatchObject({ enabled: true, min: '10000', max: '50000000', scale: 2, bankName: 'Meezan Bank' });
  });

  it('a deposit waits for support; approval credits it once, even when repeated or raced, and writes one message', async () => {
    const requested = await deposit(member, '250.75');
    expect(requested.status).toBe(200);
    expect(requested.body.value).toMatchObject({ amount: '25075', status: 'pending', payerName: 'Ali Khan' });
    const id = requested.body.value.id as number;
    expect(await balance(member)).toBe(0n);
    const queue = await call(server, 'GET', '/wps/admin/deposits?status=pending', { token: staff, console: true });
    expect(queue.body.value.map((d: { id: number }) => d.id)).toContain(id);

    const approvals = await Promise.all(
      Array.from({ length: 6 }, () => call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true })),
    );
    for (const a of approvals) expect(a.body).toMatchObject({ success: true, value: { id, status: 'approved' } });
    expect(await balance(member)).toBe(25075n);
    const messages = await server.database.db.selectFrom('messages').select(['type', 'params']).where('type', '=', 'deposit_credited').execute();
    expect(messages.filter((m) => m.params['depositId'] === String(id))).toHaveLength(1);
    const rejectLate = await call(server, 'POST', `/wps/admin/deposits/${id}/reject`, { token: staff, console: true, body: { reason: 'late' } });
    expect(rejectLate.body.code).toBe('wallet.deposit_decided');
    expect(await balance(member)).toBe(25075n);
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0' });
  });

  it('a rejected deposit credits nothing, cannot be approved afterwards, and tells the member', async () => {
    const id = (await deposit(member, '100')).body.value.id as number;
    const before = await balance(member);
    const rejected = await call(server, 'POST', `/wps/admin/deposits/${id}/reject`, { token: staff, console: true, body: { reason: 'No payment received' } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'No payment received' });
    expect((await call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true })).body.code).toBe('wallet.deposit_decided');
    expect(await balance(member)).toBe(before);
    const failed = await server.database.db.selectFrom('messages').select('params').where('type', '=', 'deposit_failed').execute();
    expect(failed.some((m) => m.params['depositId'] === String(id))).toBe(true);
  });

  it('refuses bad amounts with a code naming the problem and writes nothing', async () => {
    const before = await rowCounts(server, ['deposits', 'ledger_transfers']);
    const cases: [string, string][] = [
      ['0', 'wallet.amount_not_positive'],
      ['10.001', 'wallet.too_many_decimals'],
      ['99.99', 'wallet.below_minimum'],
      ['500000.01', 'wallet.above_maximum'],
      ['99999999999999999999', 'wallet.invalid_amount'],
      ['', 'wallet.invalid_amount'],
    ];
    for (const [amount, code] of cases) {
      const answer = await deposit(member, amount);
      expect(answer.status, amount).toBe(400);
      expect(answer.body.code, amount).toBe(code);
    }
    for (const amount of ['-5', '1e3', '12,000', ' 1', '0x10']) expect((await deposit(member, amount)).body.code, amount).toMatch(/^validation\./);
    expect(await rowCounts(server, ['deposits', 'ledger_transfers'])).toEqual(before);
  });

  it('trial players, visitors and staff cannot deposit; members cannot approve', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    expect((await deposit(trial.body.value.token as string, '100')).body.code).toBe('access.need_true_account');
    expect((await call(server, 'PUT', '/wps/member/deposit/bank', { body: { amount: '100', payerName: 'x' } })).status).toBe(401);
    expect((await deposit(staff, '100')).body.code).toBe('access.forbidden');
    expect((await call(server, 'POST', '/wps/admin/deposits/1/approve', { token: member })).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', '/wps/admin/deposits', { token: member })).status).toBe(403);
  });

  it('the account record lists every movement with the balance after, filters by type and date, pages and totals', async () => {
    clearOfDayEdge(server.clock);
    const player = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const ids: number[] = [];
    for (const amount of ['100', '200.50', '300']) ids.push((await deposit(player, amount)).body.value.id as number);
    for (const id of ids) expect((await call(server, 'POST', `/wps/admin/deposits/${id}/approve`, { token: staff, console: true })).status).toBe(200);
    const record = await call(server, 'GET', '/wps/member/transactions?pageSize=2', { token: player });
    expect(record.body.value).toMatchObject({ pageNo: 1, totalPages: 2, totals: { credited: '60050', debited: '0' }, scale: 2 });
    expect(
      record.body.value.items.map((i: { amount: string; balanceAfter: string; type: string; status: string }) => [i.type, i.amount, i.balanceAfter, i.status]),
    ).toEqual([
      ['deposit', '30000', '60050', 'done'],
      ['deposit', '20050', '30050', 'done'],
    ]);
    const second = await call(server, 'GET', '/wps/member/transactions?pageSize=2&pageNo=2', { token: player });
    expect(second.body.value.items).toHaveLength(1);
    expect((await call(server, 'GET', '/wps/member/transactions?type=bet', { token: player })).body.value).toMatchObject({
      items: [],
      totals: { credited: '0' },
    });
    const today = operatorToday(server.clock);
    expect((await call(server, 'GET', `/wps/member/transactions?from=${today}&to=${today}`, { token: player })).body.value.items).toHaveLength(3);
    expect((await call(server, 'GET', '/wps/member/transactions?to=2020-01-01', { token: player })).body.value.items).toHaveLength(0);
    expect(await audit()).toMatchObject({ ok: true });
  });
});
