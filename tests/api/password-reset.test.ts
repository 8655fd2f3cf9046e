import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../core/domain/system/settings';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, login, putSetting, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

const withFlag = (tree: FeatureNode[], modId: string): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: n.modId === modId || n.enabled, childrenNodes: withFlag([...n.childrenNodes], modId) }));

describe.each(testBackends())('forgot password on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
    const settings = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(server, staff, 'whitelabel', withFlag(withFlag(settings.whitelabel, 'CHNGPASSVERIF3'), 'SMSLOGIN'));
    await putSetting(server, staff, 'register', {
      ...settings.register,
      email: { ...settings.register.email, shown: true },
      mobileNum: { ...settings.register.mobileNum, shown: true },
    });
  });
  afterAll(async () => server?.close());

  const outbox = async (to: string) =>
    (await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(to)}`, { token: staff, console: true })).body.value as {
      subject: string | null;
      body: string;
    }[];
  const askByEmail = (username: string, email: string) =>
    call(server, 'POST', '/wps/member/password/email', {
      raw: new URLSearchParams({ username, email }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });

  it('by email: the same answer for any pair, a link only for the right one, usable once, ending old sessions', async () => {
    await resetThrottles(server);
    const username = uniqueUsername('mail');
    const email = `${username}@example.com`;
    const { token: session } = await registerMember(server, username, 'abc123456', { email });
    for (const [u, e] of [
      [username, 'other@example.com'],
      ['nobody_here', email],
      [username, email.toUpperCase()],
    ] as const) {
      const answer = await askByEmail(u, e);
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual({ result: 'in_been_out' });
    }
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('reset your password');
    const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
    expect(mails[0]!.body).toContain('http://localhost:8080/resetPassword?token=');

    const weak = await call(server, 'POST', '/wps/member/password/reset', { body: { token, newPassword: 'short', confirmNewPassword: 'short' } });
    expect(weak.body.value).toMatchObject({ field: 'newPassword' });
    const reset = await call(server, 'POST', '/wps/member/password/reset', { body: { token, newPassword: 'newpass2026', confirmNewPassword: 'newpass2026' } });
    expect(reset.status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token: session })).status).toBe(401);
    expect((await login(server, username, 'newpass2026', { bearer: true })).status).toBe(200);
    const again = await call(server, 'POST', '/wps/member/password/reset', { body: { token, newPassword: 'other2026x', confirmNewPassword: 'other2026x' } });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('access.reset_link_invalid');
    expect(
      (
        await call(server, 'POST', '/wps/member/password/reset', {
          body: { token: 'forged-token-value', newPassword: 'other2026x', confirmNewPassword: 'other2026x' },
        })
      ).body.code,
    ).toBe('access.reset_link_invalid');
  });

  it('by phone: the code sets the new password and logs the member in', async () => {
    await resetThrottles(server);
    const username = uniqueUsername('phone');
    const national = `33${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await registerMember(server, username, 'abc123456', { mobileNum: `+92${national}` });
    expect(
      (await call(server, 'POST', '/wps/verification/sms/forgetPassword', { body: { mobileNum: national, countryDialingCode: '+92' } })).body.value,
    ).toEqual({ expiredMinutes: 5 });
    const code = /\b(\d{6})\b/.exec((await outbox(`+92${national}`))[0]!.body)![1]!;
    const body = { mobileNum: national, countryDialingCode: '+92', verificationCode: code, newPassword: 'fresh2026', confirmNewPassword: 'fresh2026' };
    const wrong = await call(server, 'POST', '/wps/member/password/verification', {
      body: { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body).toMatchObject({ code: 'verification.code_invalid', value: { field: 'verificationCode' } });
    const done = await call(server, 'POST', '/wps/member/password/verification', { body, headers: { 'x-session-transport': 'bearer' } });
    expect(done.status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token: done.body.value.token })).body.value.account).toBe(username);
    expect((await login(server, username, 'fresh2026', { bearer: true })).status).toBe(200);
    expect((await call(server, 'POST', '/wps/member/password/verification', { body })).body.code).toBe('verification.code_invalid');
  });

  it('a JSON body works for the email route too; missing fields are named', async () => {
    await resetThrottles(server);
    expect((await call(server, 'POST', '/wps/member/password/email', { body: { username: 'demo_player', email: 'x@example.com' } })).body.value).toEqual({
      result: 'in_been_out',
    });
    expect((await askByEmail('demo_player', '  ')).body).toMatchObject({ code: 'validation.required', value: { field: 'email' } });
  });
});
