import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { rollDice } from '../support/house-play';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, fund, newMember, PAY_PASSWORD } from '../support/withdrawal-world';
import { call, rowCounts, staffToken } from '../support/wps-http';

vi.setConfig({ testTimeout: 240_000 });

describe.each(testBackends())('points mall on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const addGoods = async (body: Record<string, unknown>) =>
    (await call(server, 'POST', '/wps/admin/mall/goods', { token: staff, console: true, body })).body.value.id as number;
  const mall = async (token: string) => (await call(server, 'GET', '/wps/mall', { token })).body.value;
  const redeem = (token: string, goodsId: number, quantity: number, paymentPassword = PAY_PASSWORD) =>
    call(server, 'POST', '/wps/mall/redeem', { token, body: { goodsId, quantity, paymentPassword } });
  const pointedMember = async () => {
    const member = await newMember(server);
    expect(
      (
        await call(server, 'PUT', '/wps/member/payment-password', {
          token: member.token,
          body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
        })
      ).status,
    ).toBe(200);
    await fund(server, staff, member.token, '300');
    await rollDice(server, member.token, 2, '10000');
    await Promise.all([1, 2, 3].map(() => server.platform.engagement.accruePoints.execute()));
    return member;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('points come once from deposits and settled valid bets; every change is listed with the balance after it', async () => {
    const member = await pointedMember();
    const page = await mall(member.token);
    expect(page.balance).toBe('500');
    expect(page.entries.map((e: { kind: string; delta: string }) => [e.kind, e.delta]).sort()).toEqual([
      ['bet', '100'],
      ['bet', '100'],
      ['deposit', '300'],
    ]);
    expect(page.entries[0].balanceAfter).toBe('500');
    await server.platform.engagement.accruePoints.execute();
    expect((await mall(member.token)).balance).toBe('500');
  });

  it('redeeming takes points and stock at once, never more than there is; support approves cash goods once or rejects and gives back', async () => {
    const cash = await addGoods({ name: 'Rs 2 cash', kind: 'cash', points: '200', value: '2', stock: 3 });
    const member = await pointedMember();
    expect((await redeem(member.token, cash, 1, '000000')).body.code).toBe('wallet.payment_password_wrong');
    expect((await redeem(member.token, cash, 3)).body).toMatchObject({ code: 'mall.not_enough_points', value: null });
    const racing = await Promise.all([1, 2, 3].map(() => redeem(member.token, cash, 1)));
    expect(racing.filter((r) => r.body.success)).toHaveLength(2);
    expect(racing.find((r) => !r.body.success)!.body.code).toBe('mall.not_enough_points');
    expect((await mall(member.token)).balance).toBe('100');
    const ids = racing.filter((r) => r.body.success).map((r) => r.body.value.id as number);
    expect(racing.filter((r) => r.body.success)[0]!.body.value).toMatchObject({ status: 'in_process', points: '200', kind: 'cash' });

    const before = await available(server, member.token);
    const approvals = await Promise.all(
      [1, 2, 3].map(() => call(server, 'POST', `/wps/admin/mall/redemptions/${ids[0]}/approve`, { token: staff, console: true })),
    );
    for (const a of approvals) expect(a.body.value).toMatchObject({ status: 'approved' });
    expect(await available(server, member.token)).toBe(before + 200n);
    const rejected = await call(server, 'POST', `/wps/admin/mall/redemptions/${ids[1]}/reject`, {
      token: staff,
      console: true,
      body: { reason: 'Limit one a day' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'Limit one a day' });
    expect((await mall(member.token)).balance).toBe('300');
    expect((await call(server, 'POST', `/wps/admin/mall/redemptions/${ids[1]}/approve`, { token: staff, console: true })).body.code).toBe(
      'mall.redemption_decided',
    );
    const goods = (await call(server, 'GET', '/wps/admin/mall/goods', { token: staff, console: true })).body.value.find((g: { id: number }) => g.id === cash);
    expect(goods.stock).toBe(2);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  });

  it('approval and rejection racing on a cash redemption: exactly one wins, and only its side moves — the cash or the points and stock, once', async () => {
    const ROUNDS = 20;
    const cash = await addGoods({ name: 'Rs 1 cash', kind: 'cash', points: '20', value: '1', stock: ROUNDS });
    const member = await pointedMember();
    const stock = async () =>
      (await call(server, 'GET', '/wps/admin/mall/goods', { token: staff, console: true })).body.value.find((g: { id: number }) => g.id === cash)
        .stock as number;
    const decide = (id: number, action: 'approve' | 'reject') =>
      call(server, 'POST', `/wps/admin/mall/redemptions/${id}/${action}`, {
        token: staff,
        console: true,
        ...(action === 'reject' ? { body: { reason: 'Race' } } : {}),
      });
    for (let round = 0; round < ROUNDS; round++) {
      const id = (await redeem(member.token, cash, 1)).body.value.id as number;
      const [money, points, left] = [await available(server, member.token), BigInt((await mall(member.token)).balance), await stock()];
      const order: ('approve' | 'reject')[] = round % 2 ? ['approve', 'reject'] : ['reject', 'approve'];
      const answers = await Promise.all(order.map((action) => decide(id, action)));
      const won = order.filter((_, i) => answers[i]!.body.success);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => !a.body.success)!.body.code).toBe('mall.redemption_decided');
      const approved = won[0] === 'approve';
      expect([await available(server, member.token), BigInt((await mall(member.token)).balance), await stock()], `round ${round}, ${won[0]} won`).toEqual(
        approved ? [money + 100n, points, left] : [money, points + 20n, left + 1],
      );
    }
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  });

  it('out of stock, bad quantities and bad goods are refused by name and change nothing', async () => {
    const scarce = await addGoods({ name: 'Cap', kind: 'item', points: '10', stock: 1 });
    const member = await pointedMember();
    const before = await rowCounts(server, ['redemptions', 'points_entries', 'mall_goods']);
    expect((await redeem(member.token, scarce, 2)).body).toMatchObject({ code: 'mall.out_of_stock' });
    expect((await redeem(member.token, scarce, 0)).body.code).toBe('mall.invalid_quantity');
    expect((await redeem(member.token, 999_999, 1)).body.code).toBe('mall.goods_not_found');
    const bad = await call(server, 'POST', '/wps/admin/mall/goods', { token: staff, console: true, body: { name: ' ', kind: 'car', points: '0', stock: 1 } });
    expect(bad.body.code).toBe('mall.invalid_points');
    const bad2 = await call(server, 'POST', '/wps/admin/mall/goods', { token: staff, console: true, body: { name: ' ', kind: 'car', points: '5', stock: 1 } });
    expect((bad2.body.value.errors as { field: string }[]).map((e) => e.field)).toEqual(['name', 'kind']);
    expect(await rowCounts(server, ['redemptions', 'points_entries', 'mall_goods'])).toEqual(before);
  });
});
