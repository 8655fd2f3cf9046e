import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const PATH = '/wps/member/payment-password';

describe.each(testBackends())('PUT /wps/member/payment-password on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it('sets a first one, shows it in the member info, and changes it only with the current one', async () => {
    const { token } = await registerMember(server, uniqueUsername('pay'), 'abc123456');
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.hasPaymentPassword).toBe(false);
    const set = await call(server, 'PUT', PATH, { token, body: { newPassword: '135790', confirmNewPassword: '135790' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ success: true, value: null });
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.hasPaymentPassword).toBe(true);

    const noCurrent = await call(server, 'PUT', PATH, { token, body: { newPassword: '246802', confirmNewPassword: '246802' } });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body).toMatchObject({ code: 'validation.required', value: { field: 'oldPassword' } });
    const wrong = await call(server, 'PUT', PATH, { token, body: { oldPassword: '000000', newPassword: '246802', confirmNewPassword: '246802' } });
    expect(wrong.body).toMatchObject({
      code: 'wallet.payment_password_wrong',
      message: { key: 'errors.wallet.payment_password_wrong' },
      value: { field: 'oldPassword' },
    });
    expect((await call(server, 'PUT', PATH, { token, body: { oldPassword: '135790', newPassword: '246802', confirmNewPassword: '246802' } })).status).toBe(200);
  });

  it('after five wrong current passwords the sixth try is locked (429) even when right', async () => {
    const { token } = await registerMember(server, uniqueUsername('lock'), 'abc123456');
    await call(server, 'PUT', PATH, { token, body: { newPassword: '135790', confirmNewPassword: '135790' } });
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(server, 'PUT', PATH, { token, body: { oldPassword: `00000${i}`, newPassword: '246802', confirmNewPassword: '246802' } })).body.code,
      ).toBe('wallet.payment_password_wrong');
    }
    const locked = await call(server, 'PUT', PATH, { token, body: { oldPassword: '135790', newPassword: '246802', confirmNewPassword: '246802' } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('wallet.payment_password_locked');
  });

  it('refuses a password off the pattern, strangers and staff', async () => {
    const { token } = await registerMember(server, uniqueUsername('bad'), 'abc123456');
    expect((await call(server, 'PUT', PATH, { token, body: { newPassword: '12345', confirmNewPassword: '12345' } })).body.code).toBe(
      'validation.pattern.digitsOnly',
    );
    expect((await call(server, 'PUT', PATH, { token, body: { newPassword: 'abc123456', confirmNewPassword: 'abc123456' } })).body.code).toBe(
      'validation.pattern.digitsOnly',
    );
    expect((await call(server, 'PUT', PATH, { body: { newPassword: '135790', confirmNewPassword: '135790' } })).status).toBe(401);
    const staff = await staffToken(server);
    const refused = await call(server, 'PUT', PATH, { token: staff, console: true, body: { newPassword: '135790', confirmNewPassword: '135790' } });
    expect(refused.status).toBe(403);
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.hasPaymentPassword).toBe(false);
  });
});
