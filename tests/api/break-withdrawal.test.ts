import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshAccountNumber, fund, newMember, PAY_PASSWORD, withdrawingMember, type WithdrawingMember } from '../support/withdrawal-world';
import { call, login, staffToken } from '../support/wps-http';

vi.setConfig({ testTimeout: 240_000 });

/** Member routes a withdrawal-only session must not reach, with bodies they would otherwise accept. */
const REFUSED: readonly (readonly [string, string, unknown?])[] = [
  ['GET', '/wps/member/deposit/bank'],
  ['PUT', '/wps/member/deposit/bank', { amount: '100', payerName: 'Ali Khan' }],
  ['GET', '/wps/member/deposit/payment-page'],
  ['POST', '/wps/game/launchGame', { gameCode: 'HOUSE_DICE' }],
  ['GET', '/wps/promotions/claimable'],
  ['GET', '/wps/member/bonusDetails'],
  ['GET', '/wps/member/vip'],
  ['GET', '/wps/member/rebate'],
  ['GET', '/wps/member/referral'],
  ['GET', '/wps/member/messages'],
  ['GET', '/wps/member/profile'],
  ['GET', '/wps/member/security'],
  ['GET', '/wps/member/sessions'],
  ['GET', '/wps/member/session'],
  ['GET', '/wps/member/protection'],
  ['GET', '/wps/member/bets'],
  ['GET', '/wps/member/transfer/team'],
  ['GET', '/wps/member/info/icon'],
];

describe.each(testBackends())('withdrawing the balance during a break on %s', (backend) => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const takeBreak = async (member: WithdrawingMember, path: string, duration: string) => {
    const taken = await call(server, 'POST', `/wps/member/protection/${path}`, { token: member.token, body: { duration } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  };
  const withdrawalLogin = async (member: WithdrawingMember): Promise<string> => {
    const opened = await login(server, member.username, 'Abc12345', { bearer: true, purpose: 'withdrawal' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.value.scope).toBe('withdrawal');
    return opened.body.value.token as string;
  };

  it('a self-excluded member is refused login with the end date, then opens a withdrawal-only session and withdraws the whole balance', async () => {
    const member = await withdrawingMember(server, staff, '300');
    await takeBreak(member, 'exclusion', '6m');
    const refused = await login(server, member.username, 'Abc12345', { bearer: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'protection.self_excluded', value: { until: expect.any(String) } });

    const token = await withdrawalLogin(member);
    const info = await call(server, 'GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ account: member.username, balance: '30000', sessionScope: 'withdrawal', availablePromoCount: 0 });
    expect((await call(server, 'GET', '/wps/v2/wallets/balance', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/withdraw', { token })).body.value.enabled).toBe(true);
    const cards = await call(server, 'GET', '/wps/member/bank-accounts', { token });
    expect(cards.body.value.accounts.map((c: { id: number }) => c.id)).toEqual([member.bankAccountId]);
    const requested = await call(server, 'PUT', '/wps/member/withdraw', {
      token,
      body: { amount: '300', bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.value).toMatchObject({ amount: '30000', status: 'pending' });
    expect((await call(server, 'GET', '/wps/member/withdrawals', { token })).body.value).toHaveLength(1);
    expect((await call(server, 'POST', `/wps/admin/withdrawals/${requested.body.value.id}/approve`, { token: staff, console: true })).status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance).toBe('0');

    for (const [method, path, body] of REFUSED) {
      const answer = await call(server, method, path, { token, ...(body ? { body } : {}) });
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'protection.withdrawal_only']);
    }
    // Routes open to visitors see a visitor: the member's chat thread is not there.
    expect((await call(server, 'GET', '/wps/chat', { token })).body.code).toBe('access.not_logged_in');
    expect((await call(server, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('a member on a time-out or a permanent self-exclusion may open one too', async () => {
    const timedOut = await withdrawingMember(server, staff, '150');
    await takeBreak(timedOut, 'timeout', '24h');
    const token = await withdrawalLogin(timedOut);
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance).toBe('15000');
    const forever = await withdrawingMember(server, staff, '200');
    await takeBreak(forever, 'exclusion', 'permanent');
    const refused = await login(server, forever.username, 'Abc12345', { bearer: true });
    expect(refused.body.code).toBe('protection.self_excluded');
    expect(refused.body.value?.until).toBeUndefined();
    const foreverToken = await withdrawalLogin(forever);
    const requested = await call(server, 'PUT', '/wps/member/withdraw', {
      token: foreverToken,
      body: { amount: '200', bankAccountId: forever.bankAccountId, paymentPassword: PAY_PASSWORD },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  });

  it('a member who never set a payment password sets one in the withdrawal-only session, and may not change it or the login password there', async () => {
    const { token: fullToken } = await newMember(server);
    const username = (await call(server, 'GET', '/wps/member/info', { token: fullToken })).body.value.account as string;
    await fund(server, staff, fullToken, '120');
    const bound = await call(server, 'PUT', '/wps/member/bank-accounts', {
      token: fullToken,
      body: { bankName: 'Meezan Bank', accountNumber: freshAccountNumber(), accountName: 'Ali Khan' },
    });
    const member = { username, token: fullToken, bankAccountId: bound.body.value.id as number, accountNumber: '' };
    await takeBreak(member, 'timeout', '24h');
    const token = await withdrawalLogin(member);
    const payPassword = (body: object) => call(server, 'PUT', '/wps/member/payment-password', { token, body });

    expect(
      (
        await call(server, 'POST', '/wps/member/password', {
          token,
          body: { oldPassword: 'Abc12345', newPassword: 'Xyz12345', confirmNewPassword: 'Xyz12345' },
        })
      ).body.code,
    ).toBe('protection.withdrawal_only');
    expect((await payPassword({ newPassword: PAY_PASSWORD, confirmNewPassword: '000000' })).body.code).toBe('validation.confirm_mismatch');
    const set = await payPassword({ newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.hasPaymentPassword).toBe(true);
    const change = await payPassword({ oldPassword: PAY_PASSWORD, newPassword: '246802', confirmNewPassword: '246802' });
    expect([change.status, change.body.code]).toEqual([403, 'protection.withdrawal_only']);
    const requested = await call(server, 'PUT', '/wps/member/withdraw', {
      token,
      body: { amount: '120', bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  });

  it('outside a break asking for a withdrawal session opens a full one; a wrong password is refused as ever', async () => {
    const member = await withdrawingMember(server, staff, '0');
    const opened = await login(server, member.username, 'Abc12345', { bearer: true, purpose: 'withdrawal' });
    expect(opened.body.value.scope).toBe('full');
    expect((await call(server, 'GET', '/wps/member/protection', { token: opened.body.value.token })).status).toBe(200);
    await takeBreak(member, 'timeout', '24h');
    expect((await login(server, member.username, 'Wrong1234', { bearer: true, purpose: 'withdrawal' })).body.code).toBe('access.invalid_credentials');
  });
});
