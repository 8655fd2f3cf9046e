import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { withFlags } from '../support/feature-flags';
import { startTestServer, type TestServer } from '../support/test-server';
import { PAY_PASSWORD, withdrawingMember } from '../support/withdrawal-world';
import { call, login, putSetting, resetThrottles, staffToken } from '../support/wps-http';

vi.setConfig({ testTimeout: 240_000 });

let mobiles = 0;
/** A Pakistani mobile number no other member of this run has (national form, without the trunk zero). */
const freshNational = (): string => `32${String(Date.now() % 10_000_000).padStart(7, '0')}${++mobiles}`.slice(0, 10);

describe.each(testBackends())('the withdrawal-only login by SMS code and through a new IP challenge on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
    const { whitelabel } = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(server, staff, 'whitelabel', withFlags(whitelabel, { SMSLOGIN: true }));
  });
  afterAll(async () => server?.close());

  /** A member with a balance, a payment password, a bank card in Ali Khan's name and a mobile number, on a 24-hour time-out. */
  async function memberOnTimeout() {
    await resetThrottles(server);
    const member = await withdrawingMember(server, staff, '120');
    const national = freshNational();
    await server.database.db
      .updateTable('accounts')
      .set({ mobile_num: `+92${national}` })
      .where('username', '=', member.username)
      .execute();
    const taken = await call(server, 'POST', '/wps/member/protection/timeout', { token: member.token, body: { duration: '24h' } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    return { ...member, national, e164: `+92${national}` };
  }
  const smsCode = async (national: string, e164: string): Promise<string> => {
    expect((await call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: `0${national}`, countryDialingCode: '+92' } })).status).toBe(200);
    const outbox = await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(e164)}`, { token: staff, console: true });
    return /\b(\d{6})\b/.exec(outbox.body.value[0].body)![1]!;
  };
  const smsLogin = (national: string, code: string, purpose?: string) =>
    call(server, 'POST', '/wps/session/login', {
      body: { username: national, password: code, type: 'sms', countryDialingCode: '+92', ...(purpose ? { purpose } : {}) },
      headers: { 'x-session-transport': 'bearer' },
    });
  const expectWithdrawalOnly = async (token: string) => {
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value).toMatchObject({ balance: '12000', sessionScope: 'withdrawal' });
    expect((await call(server, 'GET', '/wps/member/protection', { token })).body.code).toBe('protection.withdrawal_only');
  };

  it('an SMS-code login during a break is refused with the end date, and with purpose withdrawal opens a withdrawal-only session', async () => {
    const [refusedMember, member] = [await memberOnTimeout(), await memberOnTimeout()];
    const refused = await smsLogin(refusedMember.national, await smsCode(refusedMember.national, refusedMember.e164));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'protection.time_out', value: { until: expect.any(String) } });

    const opened = await smsLogin(member.national, await smsCode(member.national, member.e164), 'withdrawal');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.value.scope).toBe('withdrawal');
    await expectWithdrawalOnly(opened.body.value.token);
    expect((await smsLogin(member.national, '12', 'everything')).body).toMatchObject({ code: 'validation.invalid_value', value: { field: 'purpose' } });
  });

  it('a login from a new IP during a break asks its second factor only with purpose withdrawal, whose answer opens a withdrawal-only session', async () => {
    const member = await memberOnTimeout();
    const ip = '198.51.100.90';
    expect((await login(server, member.username, 'Abc12345', { ip })).body.code).toBe('protection.time_out');
    const challenge = (await login(server, member.username, 'Abc12345', { ip, purpose: 'withdrawal' })).body.value.challenge;
    expect(challenge.factors).toContain('bank');
    const answer = (purpose?: string) =>
      call(server, 'POST', '/wps/session/challenge', {
        body: { challengeId: challenge.id, factor: 'bank', answer: 'Ali Khan', ...(purpose ? { purpose } : {}) },
        headers: { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' },
      });
    expect((await answer('everything')).body).toMatchObject({ code: 'validation.invalid_value', value: { field: 'purpose' } });
    const opened = await answer('withdrawal');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.value.scope).toBe('withdrawal');
    const token = opened.body.value.token as string;
    await expectWithdrawalOnly(token);
    const requested = await call(server, 'PUT', '/wps/member/withdraw', {
      token,
      body: { amount: '120', bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  });

  it('a challenge answered without purpose withdrawal during a break is refused with the end date', async () => {
    const member = await memberOnTimeout();
    const ip = '198.51.100.91';
    const challenge = (await login(server, member.username, 'Abc12345', { ip, purpose: 'withdrawal' })).body.value.challenge;
    const refused = await call(server, 'POST', '/wps/session/challenge', {
      body: { challengeId: challenge.id, factor: 'bank', answer: 'Ali Khan' },
      headers: { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'protection.time_out', value: { until: expect.any(String) } });
  });
});
