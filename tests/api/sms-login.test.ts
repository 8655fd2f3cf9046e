import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../core/domain/system/settings';
import { SEND_LIMITS } from '../../core/domain/verification/send-throttle';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

const withFlag = (tree: FeatureNode[], modId: string, enabled: boolean): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: n.modId === modId ? enabled : n.enabled, childrenNodes: withFlag([...n.childrenNodes], modId, enabled) }));

describe.each(testBackends())('SMS codes and SMS login on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let serial = 0;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
    const settings = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(server, staff, 'whitelabel', withFlag(settings.whitelabel, 'SMSLOGIN', true));
  });
  afterAll(async () => server?.close());

  /** A member with a fresh Pakistani mobile number (national form, without the trunk zero). */
  async function memberWithMobile() {
    const national = `31${String(Date.now() % 10_000_000).padStart(7, '0')}${++serial}`.slice(0, 10);
    await registerMember(server, uniqueUsername('sms'), 'abc123456', { mobileNum: `+92${national}` });
    return { national, e164: `+92${national}` };
  }
  const askCode = (national: string) =>
    call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: `0${national}`, countryDialingCode: '+92' } });
  const readCode = async (e164: string) => {
    const outbox = await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(e164)}`, { token: staff, console: true });
    return /\b(\d{6})\b/.exec(outbox.body.value[0]?.body ?? '')?.[1] ?? null;
  };
  const smsLogin = (national: string, code: string) =>
    call(server, 'POST', '/wps/session/login', {
      body: { username: national, password: code, type: 'sms', countryDialingCode: '+92' },
      headers: { 'x-session-transport': 'bearer' },
    });

  it('a code from the outbox logs the member in without a forced password change, once', async () => {
    await resetThrottles(server);
    const { national, e164 } = await memberWithMobile();
    const asked = await askCode(national);
    expect(asked.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = (await readCode(e164))!;
    const login = await smsLogin(national, code);
    expect(login.status).toBe(200);
    expect(login.body.value).toMatchObject({ mustChangePassword: false });
    expect((await call(server, 'GET', '/wps/member/info', { token: login.body.value.token })).status).toBe(200);
    expect((await smsLogin(national, code)).body.code).toBe('verification.code_invalid');
  });

  it('the sixth answer is refused even when right; a second request within a minute is too many', async () => {
    await resetThrottles(server);
    const { national, e164 } = await memberWithMobile();
    await askCode(national);
    const code = (await readCode(e164))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin(national, wrong)).body.code).toBe('verification.code_invalid');
    expect((await smsLogin(national, code)).body.code).toBe('verification.too_many_tries');
    const again = await askCode(national);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'verification.too_many_requests', message: { params: { minutes: 5 } } });
  });

  it('an unregistered number gets the same answer and no SMS; bad numbers and codes are named; the flag off refuses', async () => {
    await resetThrottles(server);
    const unknown = await askCode('3559876543');
    expect(unknown.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(await readCode('+923559876543')).toBeNull();
    expect((await call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '12', countryDialingCode: '+92' } })).body).toMatchObject({
      code: 'verification.phone_invalid',
      value: { field: 'mobileNum' },
    });
    expect((await call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '2025550123', countryDialingCode: '+1' } })).body.code).toBe(
      'verification.dialing_code_unsupported',
    );
    expect((await smsLogin('3559876543', '12ab')).body.code).toBe('verification.code_invalid');
    expect((await call(server, 'POST', '/wps/verification/sms/register', { body: { mobileNum: '3001234567', countryDialingCode: '+92' } })).body).toMatchObject(
      { code: 'verification.function_not_enabled' },
    );
    const codes = await call(server, 'GET', '/wps/system/countryDialingCodes');
    expect(codes.body.value).toEqual(expect.arrayContaining([{ country: 'PK', dialingCode: '+92', digits: [10] }]));
  });

  it('a registered and an unknown number get the same answers, and both are throttled by number and by IP', async () => {
    await resetThrottles(server);
    const unknownNumber = () => `32${String((Date.now() * 100 + ++serial) % 1e8).padStart(8, '0')}`;
    const ask = async (national: string, ip: string) => {
      const { status, body } = await call(server, 'POST', '/wps/verification/sms/noLogin', {
        headers: { 'x-forwarded-for': ip },
        body: { mobileNum: `0${national}`, countryDialingCode: '+92' },
      });
      return { status, body };
    };
    const [registered, unknown] = [(await memberWithMobile()).national, unknownNumber()];
    const first = await ask(registered, '198.51.100.20');
    expect(first).toMatchObject({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    expect(await ask(unknown, '198.51.100.20')).toEqual(first);
    const again = await ask(registered, '198.51.100.21');
    expect(again).toMatchObject({ status: 429, body: { code: 'verification.too_many_requests' } });
    expect(await ask(unknown, '198.51.100.21')).toEqual(again);

    for (let i = 0; i < SEND_LIMITS.perIp; i++) expect((await ask(unknownNumber(), '198.51.100.22')).status).toBe(200);
    const overIp = await ask((await memberWithMobile()).national, '198.51.100.22');
    expect(overIp).toEqual(again);
    expect(await ask(unknownNumber(), '198.51.100.22')).toEqual(again);
  });

  it('only staff read the outbox', async () => {
    const { token } = await registerMember(server, uniqueUsername('peek'), 'abc123456');
    expect((await call(server, 'GET', '/wps/admin/outbox', { token })).status).toBe(403);
    expect((await call(server, 'GET', '/wps/admin/outbox')).status).toBe(401);
  });
});
