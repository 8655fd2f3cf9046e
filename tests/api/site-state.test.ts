import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, login, PLAYER, putSetting, registerMember, staffToken, STAFF, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('maintenance and region block enforced by the server on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: string;
  const maintenance = (enabled: boolean) => putSetting(server, staff, 'maintenance', { enabled, message: 'Upgrading' });
  const region = (enabled: boolean) => putSetting(server, staff, 'regionRestriction', { enabled, cidrs: ['127.0.0.1/32'], message: 'Not here' });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await bearerLogin(server, PLAYER.username, PLAYER.password);
  });
  afterAll(async () => server?.close());

  it('during maintenance members cannot log in, register, start free play or use a session; staff keep working', async () => {
    expect((await maintenance(true)).status).toBe(200);
    try {
      const refused = await login(server, PLAYER.username, PLAYER.password);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ success: false, code: 'system.maintenance' });
      expect((await call(server, 'GET', '/wps/member/info', { token: member })).body.code).toBe('system.maintenance');
      const register = await call(server, 'PUT', '/wps/member/register', {
        body: { username: uniqueUsername(), password: 'Abc12345', confirmPassword: 'Abc12345', termsAccepted: true },
      });
      expect(register.body.code).toBe('system.maintenance');
      expect((await call(server, 'POST', '/wps/session/login/freeplay', { body: {} })).body.code).toBe('system.maintenance');
      expect((await login(server, STAFF.username, STAFF.password, { console: true, bearer: true })).status).toBe(200);
      expect((await call(server, 'GET', '/wps/admin/settings', { token: staff })).status).toBe(200);
    } finally {
      expect((await maintenance(false)).status).toBe(200);
    }
    expect((await call(server, 'GET', '/wps/member/info', { token: member })).status).toBe(200);
  });

  it('from a blocked network members are refused with system.region_blocked, and served again once it is lifted', async () => {
    expect((await region(true)).status).toBe(200);
    try {
      expect((await call(server, 'GET', '/wps/member/info', { token: member })).body).toMatchObject({ success: false, code: 'system.region_blocked' });
      expect((await login(server, PLAYER.username, PLAYER.password)).status).toBe(403);
    } finally {
      expect((await region(false)).status).toBe(200);
    }
    const fresh = await registerMember(server, uniqueUsername(), 'Abc12345');
    expect((await call(server, 'GET', '/wps/member/info', { token: fresh.token })).status).toBe(200);
  });
});
