import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('binding a mobile number and an email address on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let serial = 0;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const member = async () => (await registerMember(server, uniqueUsername('bind'), 'Abc12345')).token;
  const freshNational = () => `33${String(Date.now() % 10_000_000).padStart(7, '0')}${++serial}`.slice(0, 10);
  const askSms = (token: string, national: string) =>
    call(server, 'POST', '/wps/verification/sms/bind', { token, body: { mobileNum: `0${national}`, countryDialingCode: '+92' } });
  const askEmail = (token: string, email: string) => call(server, 'POST', '/wps/verification/email/bind', { token, body: { email } });
  const bind = (token: string, body: Record<string, string>) => call(server, 'PUT', '/wps/member/contact', { token, body });
  const readCode = async (to: string) => {
    const outbox = await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(to)}`, { token: staff, console: true });
    return /\b(\d{6})\b/.exec(outbox.body.value[0]?.body ?? '')?.[1] ?? '';
  };

  it('a code sent to the new number binds it; the profile then shows it', async () => {
    await resetThrottles(server);
    const token = await member();
    const national = freshNational();
    expect((await askSms(token, national)).body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await readCode(`+92${national}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await bind(token, { kind: 'mobile', mobileNum: national, countryDialingCode: '+92', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe('verification.code_invalid');
    const bound = await bind(token, { kind: 'mobile', mobileNum: national, countryDialingCode: '+92', code });
    expect(bound.body.value).toEqual({ kind: 'mobile', value: `+92${national}` });
    expect((await call(server, 'GET', '/wps/member/profile', { token })).body.value.mobileNum).toBe(`+92${national}`);
    expect((await bind(token, { kind: 'mobile', mobileNum: national, countryDialingCode: '+92', code })).body.code).toBe('security.contact_unchanged');
  });

  it("a number bound to another account is refused, and one member's code does not bind for another", async () => {
    await resetThrottles(server);
    const [first, second] = [await member(), await member()];
    const national = freshNational();
    await askSms(first, national);
    const code = await readCode(`+92${national}`);
    expect((await bind(second, { kind: 'mobile', mobileNum: national, countryDialingCode: '+92', code })).body.code).toMatch(
      /^verification\.code_(invalid|expired)$/,
    );
    expect((await bind(first, { kind: 'mobile', mobileNum: national, countryDialingCode: '+92', code })).status).toBe(200);
    expect((await askSms(second, national)).body.code).toBe('security.mobile_taken');
  });

  it('an email address is bound with the code mailed to it, lower-cased; bad addresses are refused', async () => {
    await resetThrottles(server);
    const token = await member();
    const email = `Bind.${Date.now()}@Example.com`;
    expect((await askEmail(token, email)).status).toBe(200);
    const code = await readCode(email.toLowerCase());
    expect((await bind(token, { kind: 'email', email, code })).body.value).toEqual({ kind: 'email', value: email.toLowerCase() });
    expect((await call(server, 'GET', '/wps/member/profile', { token })).body.value.email).toBe(email.toLowerCase());
    expect((await askEmail(token, 'not-an-email')).body).toMatchObject({ code: 'validation.pattern.email', value: { field: 'email' } });
  });

  it('a second code within a minute is too many; trial accounts and visitors cannot bind', async () => {
    await resetThrottles(server);
    const token = await member();
    const national = freshNational();
    expect((await askSms(token, national)).status).toBe(200);
    expect((await askSms(token, national)).body.code).toBe('verification.too_many_requests');
    const trial = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value
      .token as string;
    expect((await askEmail(trial, 'trial@example.com')).body.code).toBe('access.need_true_account');
    expect((await call(server, 'POST', '/wps/verification/email/bind', { body: { email: 'x@example.com' } })).status).toBe(401);
  });
});
