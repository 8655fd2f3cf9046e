import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmacSigner } from '../../adapters/crypto/hmac-signer';
import { signedContent } from '../../core/domain/wallet/payment-signature';
import { testBackends } from '../support/backends';
import { merchantSigner, notice, sendCallback } from '../support/payment-callbacks';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('payment page deposits and the signed callback on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: string;
  let signer: HmacSigner;
  const balance = async (token: string) => BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
  const start = (token: string, amount: string) => call(server, 'PUT', '/wps/member/deposit/payment-page', { token, body: { amount } });
  const order = async (amount: string) => {
    const started = await start(member, amount);
    if (started.status !== 200) throw new Error(`start answered ${started.status} ${started.body.code}`);
    return started.body.value as { deposit: { id: number; orderId: string; amount: string }; checkoutUrl: string };
  };
  const messagesOf = async (type: string, depositId: number) =>
    (await server.database.db.selectFrom('messages').select('params').where('type', '=', type).execute()).filter(
      (m) => m.params['depositId'] === String(depositId),
    );
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;

  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
    member = (await registerMember(server, uniqueUsername('pay'), 'Abc12345')).token;
    signer = await merchantSigner(server);
  });
  afterAll(async () => server?.close());

  it('shows the method with the operator limits and display name', async () => {
    const method = await call(server, 'GET', '/wps/member/deposit/payment-page', { token: member });
    expect(method.body.value).toEqual({ enabled: true, min: '10000', max: '20000000', scale: 2, displayName: 'Card payment' });
  });

  it('an order is pending with an order id and a checkout URL on the provider; a success callback credits it once', async () => {
    const { deposit, checkoutUrl } = await order('300.25');
    expect(deposit).toMatchObject({ method: 'payment_page', amount: '30025', status: 'pending' });
    expect(deposit.orderId).toMatch(/^PP[0-9a-f]{24}$/);
    expect(checkoutUrl).toMatch(/^\/psp\/checkout\?token=/);
    const page = await call(server, 'GET', checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('300.25 PKR');
    expect(page.text).toContain('Royal Lotus Casino');

    const before = await balance(member);
    const credited = await sendCallback(server, signer, notice(deposit.orderId, '30025', 'success'));
    expect(credited.status).toBe(200);
    expect(credited.body.value).toEqual({ orderId: deposit.orderId, status: 'approved' });
    expect(await balance(member)).toBe(before + 30025n);
    expect(await messagesOf('deposit_credited', deposit.id)).toHaveLength(1);
    const mine = await call(server, 'GET', '/wps/member/deposits', { token: member });
    expect(mine.body.value.find((d: { id: number }) => d.id === deposit.id)).toMatchObject({
      status: 'approved',
      orderId: deposit.orderId,
      method: 'payment_page',
    });
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0' });
  });

  it('replayed and concurrent duplicate callbacks credit once and answer the same', async () => {
    const { deposit } = await order('120');
    const body = notice(deposit.orderId, '12000', 'success');
    const before = await balance(member);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendCallback(server, signer, body)));
    for (const a of answers) expect(a.body).toMatchObject({ success: true, value: { orderId: deposit.orderId, status: 'approved' } });
    const replay = await sendCallback(server, signer, body);
    expect(replay.body.value).toEqual({ orderId: deposit.orderId, status: 'approved' });
    expect(await balance(member)).toBe(before + 12000n);
    expect(await messagesOf('deposit_credited', deposit.id)).toHaveLength(1);
    const transfers = await server.database.db.selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', `deposit:${deposit.id}`).execute();
    expect(transfers).toHaveLength(1);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a failure callback fails the order and tells the member; a late success is refused; a failure after a credit too', async () => {
    const { deposit } = await order('150');
    const before = await balance(member);
    const failed = await sendCallback(server, signer, notice(deposit.orderId, '15000', 'failed'));
    expect(failed.body.value).toEqual({ orderId: deposit.orderId, status: 'failed' });
    expect((await sendCallback(server, signer, notice(deposit.orderId, '15000', 'failed'))).body.value.status).toBe('failed');
    expect(await messagesOf('deposit_failed', deposit.id)).toEqual([
      { params: { amount: '15000', depositId: String(deposit.id), reason: 'The payment was cancelled or declined on the payment page.' } },
    ]);
    const late = await sendCallback(server, signer, notice(deposit.orderId, '15000', 'success'));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('payment.order_decided');
    expect(await balance(member)).toBe(before);

    const paid = (await order('160')).deposit;
    expect((await sendCallback(server, signer, notice(paid.orderId, '16000', 'success'))).status).toBe(200);
    expect((await sendCallback(server, signer, notice(paid.orderId, '16000', 'failed'))).body.code).toBe('payment.order_decided');
    expect(await balance(member)).toBe(before + 16000n);
  });

  it('racing success and failure notices for one order: exactly one wins, and the balance agrees with it', async () => {
    for (let round = 0; round < 4; round++) {
      const { deposit } = await order('110');
      const before = await balance(member);
      const answers = await Promise.all(
        ['success', 'failed', 'success', 'failed'].map((s) => sendCallback(server, signer, notice(deposit.orderId, '11000', s as 'success' | 'failed'))),
      );
      const mine = await call(server, 'GET', '/wps/member/deposits', { token: member });
      const final = mine.body.value.find((d: { id: number }) => d.id === deposit.id).status as string;
      expect(['approved', 'failed']).toContain(final);
      for (const a of answers) expect(a.body.success ? a.body.value.status : a.body.code).toMatch(new RegExp(`^(${final}|payment\\.order_decided)$`));
      expect(await balance(member)).toBe(before + (final === 'approved' ? 11000n : 0n));
      expect(await messagesOf(final === 'approved' ? 'deposit_credited' : 'deposit_failed', deposit.id)).toHaveLength(1);
    }
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0' });
  });

  it('refuses bad signatures, tampering, unknown orders and old timestamps, and credits nothing', async () => {
    const { deposit } = await order('200');
    const body = notice(deposit.orderId, '20000', 'success');
    const before = await balance(member);
    const now = Math.floor(Date.now() / 1000);
    const other = (await merchantSigner(server)).sign(new TextEncoder().encode('x'));
    const refusals: [() => Promise<{ status: number; body: { code: string } }>, number, string][] = [
      [() => sendCallback(server, signer, body, { signature: null }), 401, 'payment.bad_signature'],
      [() => sendCallback(server, signer, body, { signature: `t=${now},v1=${other}` }), 401, 'payment.bad_signature'],
      [() => sendCallback(server, signer, body, { signature: `t=${now},v1=${'0'.repeat(64)}` }), 401, 'payment.bad_signature'],
      [() => sendCallback(server, signer, body, { signature: 'garbage' }), 401, 'payment.bad_signature'],
      [() => sendCallback(server, signer, body, { timestamp: now - 301 }), 401, 'payment.stale_callback'],
      [() => sendCallback(server, signer, body, { timestamp: now + 600 }), 401, 'payment.stale_callback'],
      [() => sendCallback(server, signer, notice(deposit.orderId, '2000000', 'success')), 409, 'payment.amount_mismatch'],
      [() => sendCallback(server, signer, notice(deposit.orderId, '20000', 'success', 'USD')), 409, 'payment.currency_mismatch'],
      [() => sendCallback(server, signer, notice('PP' + 'ab'.repeat(12), '20000', 'success')), 404, 'payment.unknown_order'],
      [() => sendCallback(server, signer, '{"orderId":'), 400, 'payment.malformed_callback'],
    ];
    for (const [answer, status, code] of refusals) {
      const a = await answer();
      expect(a.status, code).toBe(status);
      expect(a.body.code).toBe(code);
    }
    expect(await balance(member)).toBe(before);
    expect((await sendCallback(server, signer, body)).status).toBe(200);
    expect(await balance(member)).toBe(before + 20000n);

    const journal = await server.database.db
      .selectFrom('payment_callbacks')
      .select(['outcome', 'deposit_id'])
      .where('order_id', '=', deposit.orderId)
      .orderBy('id')
      .execute();
    expect(journal.map((j) => j.outcome)).toEqual(['payment.amount_mismatch', 'payment.currency_mismatch', 'approved']);
  });

  it('a body changed after signing fails verification', async () => {
    const { deposit } = await order('210');
    const now = Math.floor(Date.now() / 1000);
    const original = notice(deposit.orderId, '21000', 'success');
    const signature = `t=${now},v1=${signer.sign(signedContent(now, new TextEncoder().encode(original)))}`;
    const answer = await sendCallback(server, signer, original.replace('21000', '91000'), { signature });
    expect(answer.body.code).toBe('payment.bad_signature');
    expect((await call(server, 'GET', '/wps/member/deposits', { token: member })).body.value.find((d: { id: number }) => d.id === deposit.id).status).toBe(
      'pending',
    );
  });

  it('refuses bad amounts, trial players, visitors and staff, and writes nothing', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const before = await rowCounts(server, ['deposits', 'ledger_transfers']);
    const cases: [string, string][] = [
      ['0', 'wallet.amount_not_positive'],
      ['10.001', 'wallet.too_many_decimals'],
      ['99.99', 'wallet.below_minimum'],
      ['200000.01', 'wallet.above_maximum'],
      ['99999999999999999999', 'wallet.invalid_amount'],
      ['', 'wallet.invalid_amount'],
    ];
    for (const [amount, code] of cases) {
      const answer = await start(member, amount);
      expect(answer.status, amount).toBe(400);
      expect(answer.body.code, amount).toBe(code);
    }
    for (const amount of ['-5', '1e3', '12,000']) expect((await start(member, amount)).body.code, amount).toMatch(/^validation\./);
    expect((await start(trial.body.value.token as string, '100')).body.code).toBe('access.need_true_account');
    expect((await call(server, 'PUT', '/wps/member/deposit/payment-page', { body: { amount: '100' } })).status).toBe(401);
    expect((await call(server, 'PUT', '/wps/member/deposit/payment-page', { token: staff, console: true, body: { amount: '100' } })).body.code).toBe(
      'access.forbidden',
    );
    expect(await rowCounts(server, ['deposits', 'ledger_transfers'])).toEqual(before);
  });

  it('support cannot approve or reject a payment page order by hand', async () => {
    const { deposit } = await order('130');
    expect((await call(server, 'POST', `/wps/admin/deposits/${deposit.id}/approve`, { token: staff, console: true })).body.code).toBe(
      'wallet.deposit_not_manual',
    );
    expect((await call(server, 'POST', `/wps/admin/deposits/${deposit.id}/reject`, { token: staff, console: true, body: { reason: 'x' } })).body.code).toBe(
      'wallet.deposit_not_manual',
    );
  });
});
