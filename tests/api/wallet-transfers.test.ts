import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, putSetting, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

let sequence = 0;
const requestId = () => `req-${Date.now().toString(36)}-${++sequence}`;

describe.each(testBackends())('wallet transfers (main ↔ vendor wallets) on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };
  const transfer = (token: string, body: Record<string, unknown>) => call(server, 'POST', '/wps/relay/GCS_walletTransfer', { token, body });
  const balances = async (token: string) => (await call(server, 'GET', '/wps/v2/wallets/balance', { token })).body.value;
  const walletOf = async (token: string, code: string) => {
    const b = await balances(token);
    return code === 'main' ? BigInt(b.main) : BigInt(b.wallets.find((w: { code: string }) => w.code === code).balance);
  };
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('wt'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
  });
  afterAll(async () => server?.close());

  it('the merchant wallet is not single by default and every listed vendor wallet shows, empty until used', async () => {
    expect((await call(server, 'GET', '/wps/relay/GCS_merchantWallet', { token: member.token })).body.value).toEqual({ isSingle: false });
    const b = await balances(member.token);
    expect(b).toMatchObject({ isSingle: false, scale: 2, main: '100000', total: '100000' });
    expect(b.wallets.map((w: { code: string }) => w.code)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(b.wallets.every((w: { balance: string }) => w.balance === '0')).toBe(true);
  });

  it('moves main → vendor → main; a replay with the same request id moves nothing more; the total stays', async () => {
    const id = requestId();
    const first = await transfer(member.token, { from: 'main', to: 'PG', amount: '250.50', requestId: id });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ moved: [{ from: 'main', to: 'PG', amount: '25050' }], replayed: false, scale: 2 });
    const replays = await Promise.all([0, 1, 2].map(() => transfer(member.token, { from: 'main', to: 'PG', amount: '250.50', requestId: id })));
    for (const r of replays) expect(r.body.value).toMatchObject({ replayed: true, moved: [{ amount: '25050' }] });
    expect(await walletOf(member.token, 'PG')).toBe(25050n);
    expect(await walletOf(member.token, 'main')).toBe(74950n);
    const back = await transfer(member.token, { from: 'PG', to: 'main', amount: '50', requestId: requestId() });
    expect(back.status).toBe(200);
    expect(await walletOf(member.token, 'PG')).toBe(20050n);
    expect((await call(server, 'GET', '/wps/member/info/funds/consolidated', { token: member.token })).body.value).toEqual({ total: '100000', scale: 2 });
    expect((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance).toBe('79950');
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0' });
  });

  it('the same request id with another payload is refused and moves nothing', async () => {
    const id = requestId();
    expect((await transfer(member.token, { from: 'main', to: 'PT', amount: '10', requestId: id })).status).toBe(200);
    const before = await rowCounts(server, ['ledger_transfers']);
    for (const body of [
      { from: 'main', to: 'PT', amount: '11', requestId: id },
      { from: 'PT', to: 'main', amount: '10', requestId: id },
    ]) {
      const answer = await transfer(member.token, body);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('wallet.idempotency_conflict');
    }
    expect(await rowCounts(server, ['ledger_transfers'])).toEqual(before);
  });

  it('refuses every bad input with a 4xx naming the problem, and moves nothing', async () => {
    const before = await rowCounts(server, ['ledger_transfers', 'ledger_accounts']);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'main', to: 'PG', amount: '0' }, 400, 'wallet.amount_not_positive'],
      [{ from: 'main', to: 'PG', amount: '1.001' }, 400, 'wallet.too_many_decimals'],
      [{ from: 'main', to: 'PG', amount: '9007199254740993' }, 400, 'wallet.amount_too_large'],
      [{ from: 'main', to: 'PG', amount: '99999999999999999999' }, 400, 'wallet.invalid_amount'],
      [{ from: 'main', to: 'PG', amount: '' }, 400, 'wallet.invalid_amount'],
      [{ from: 'main', to: 'PG', amount: '5000000' }, 402, 'wallet.insufficient_funds'],
      [{ from: 'JDB', to: 'main', amount: '1' }, 402, 'wallet.insufficient_funds'],
      [{ from: 'main', to: 'EVO', amount: '1' }, 400, 'wallet.unknown_wallet'],
      [{ from: 'XX', to: 'main', amount: '1' }, 400, 'wallet.unknown_wallet'],
      [{ from: 'main', to: 'main', amount: '1' }, 400, 'wallet.same_wallet'],
      [{ from: 'PG', to: 'PT', amount: '1' }, 400, 'wallet.vendor_to_vendor'],
      [{ from: 'main', to: 'PG', amount: '1', requestId: 'short' }, 400, 'wallet.invalid_request_id'],
      [{ from: 'main', to: 'PG', amount: '1', requestId: 'has space in it' }, 400, 'wallet.invalid_request_id'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await transfer(member.token, { requestId: requestId(), ...body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
    }
    for (const amount of ['-5', '1e3', '12,000', 'abc', '0x10']) {
      expect((await transfer(member.token, { from: 'main', to: 'PG', amount, requestId: requestId() })).body.code, amount).toMatch(/^validation\./);
    }
    for (const body of [
      { from: 'main', to: 'PG', amount: 5, requestId: requestId() },
      { from: 'main', to: 'PG', amount: '1' },
      { recallAll: false, requestId: requestId() },
      {},
    ]) {
      expect((await transfer(member.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCounts(server, ['ledger_transfers', 'ledger_accounts'])).toEqual(before);
  });

  it("another member's wallets cannot be reached: codes name only the caller's own wallets", async () => {
    const other = await registerMember(server, uniqueUsername('wo'), 'Abc12345');
    const forged = await transfer(other.token, { from: `member:${member.id}:vendor:PG`, to: 'main', amount: '1', requestId: requestId() });
    expect(forged.status).toBe(400);
    expect(await walletOf(member.token, 'PG')).toBe(20050n);
    expect((await transfer(other.token, { from: 'PG', to: 'main', amount: '1', requestId: requestId() })).body.code).toBe('wallet.insufficient_funds');
  });

  it('recall all brings every vendor wallet home, once, however often it is repeated or raced', async () => {
    await transfer(member.token, { from: 'main', to: 'CQ9', amount: '30', requestId: requestId() });
    const total = BigInt((await balances(member.token)).total);
    const id = requestId();
    const answers = await Promise.all([id, id, requestId(), requestId()].map((r) => transfer(member.token, { recallAll: true, requestId: r })));
    for (const a of answers) expect(a.status).toBe(200);
    const moved = answers.flatMap((a) => a.body.value.moved).reduce((sum: bigint, m: { amount: string }) => sum + BigInt(m.amount), 0n);
    const b = await balances(member.token);
    expect(b.wallets.every((w: { balance: string }) => w.balance === '0')).toBe(true);
    expect(BigInt(b.main)).toBe(total);
    expect(moved).toBe(20050n + 1000n + 3000n);
    expect((await transfer(member.token, { recallAll: true, requestId: requestId() })).body.value.moved).toEqual([]);
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0 });
  });

  it('concurrent transfers never overdraw: exactly what the main wallet holds goes out', async () => {
    const racer = await registerMember(server, uniqueUsername('wr'), 'Abc12345');
    await fundMember(server, staff, racer.token, '100');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => transfer(racer.token, { from: 'main', to: i % 2 ? 'FC' : 'JL', amount: '20', requestId: requestId() })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('wallet.insufficient_funds');
    const b = await balances(racer.token);
    expect(b).toMatchObject({ main: '0', total: '10000' });
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('trial players are asked to register, staff have no wallets, visitors must log in', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const trialToken = trial.body.value.token as string;
    for (const path of ['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated'])
      expect((await call(server, 'GET', path, { token: trialToken })).body.code).toBe('access.need_true_account');
    expect((await transfer(trialToken, { from: 'main', to: 'PG', amount: '1', requestId: requestId() })).body.code).toBe('access.need_true_account');
    expect((await transfer(staff, { from: 'main', to: 'PG', amount: '1', requestId: requestId() })).status).toBe(403);
    expect(
      (await call(server, 'POST', '/wps/relay/GCS_walletTransfer', { body: { from: 'main', to: 'PG', amount: '1', requestId: requestId() } })).status,
    ).toBe(401);
  });

  it('a single merchant wallet refuses transfers, still lets leftovers be recalled, and lists only wallets holding money', async () => {
    await transfer(member.token, { from: 'main', to: 'BGS', amount: '5', requestId: requestId() });
    const merchantWallet = { isSingle: true, vendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] };
    expect((await putSetting(server, staff, 'merchantWallet', merchantWallet)).status).toBe(200);
    try {
      expect((await call(server, 'GET', '/wps/relay/GCS_merchantWallet', { token: member.token })).body.value).toEqual({ isSingle: true });
      const refused = await transfer(member.token, { from: 'main', to: 'PG', amount: '1', requestId: requestId() });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('wallet.single_wallet');
      expect((await balances(member.token)).wallets).toEqual([{ code: 'BGS', balance: '500' }]);
      expect((await transfer(member.token, { recallAll: true, requestId: requestId() })).body.value.moved).toEqual([
        { from: 'BGS', to: 'main', amount: '500' },
      ]);
      expect((await balances(member.token)).wallets).toEqual([]);
    } finally {
      await putSetting(server, staff, 'merchantWallet', { ...merchantWallet, isSingle: false });
    }
  });
});
