import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, staffToken } from '../support/wps-http';

describe.each(testBackends())('GET /wps/system/status on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let defaults: { maintenance: unknown; regionRestriction: unknown };
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    const settings = await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true });
    defaults = { maintenance: settings.body.value.maintenance, regionRestriction: settings.body.value.regionRestriction };
  });
  afterAll(async () => server?.close());
  afterEach(async () => {
    expect((await putSetting(server, staff, 'maintenance', defaults.maintenance)).status).toBe(200);
    expect((await putSetting(server, staff, 'regionRestriction', defaults.regionRestriction)).status).toBe(200);
  });

  const status = async () => {
    const answer = await call(server, 'GET', '/wps/system/status');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('answers state 0 with the caller ip and the register settings', async () => {
    const response = await fetch(`${server.url}/wps/system/status`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, code: 'ok', value: { state: 0, location: { ip: '127.0.0.1' }, register: { registerType: 'register' } } });
    expect(body.value).toMatchObject({
      merchant: 'demo',
      currency: { code: 'PKR', scale: 2 },
      defaultLang: 'EN',
      supportLanguages: ['EN', 'UR'],
      maintenance: { enabled: false, message: '' },
      regionRestriction: { blocked: false, message: '' },
    });
    expect(body.value.register.fields.username).toEqual({ shown: true, required: true, acceptedPattern: { id: 'letterFirstAlnum', min: 4, max: 16 } });
    expect(body.value.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'FACEBOOK', 'YOUTUBE']);
  });

  it('answers state 1 with the maintenance message once staff switch maintenance on', async () => {
    const message = 'Back at 06:00 after the upgrade.';
    const changed = await putSetting(server, staff, 'maintenance', { enabled: true, message });
    expect(changed.status).toBe(200);
    expect(changed.body.value.maintenance).toEqual({ enabled: true, message });
    const body = await status();
    expect(body.value).toMatchObject({ state: 1, maintenance: { enabled: true, message }, regionRestriction: { blocked: false, message: '' } });

    await putSetting(server, staff, 'maintenance', { enabled: false, message });
    expect((await status()).value).toMatchObject({ state: 0, maintenance: { enabled: false, message: '' } });
  });

  it('answers state 2 with the visitor ip when the region block covers 127.0.0.1/32', async () => {
    const message = 'Not available where you are.';
    const changed = await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['203.0.113.0/24', '127.0.0.1/32'], message });
    expect(changed.status).toBe(200);
    const body = await status();
    expect(body.value).toMatchObject({ state: 2, location: { ip: '127.0.0.1' }, regionRestriction: { blocked: true, message }, maintenance: { enabled: false } });
  });

  it('stays at state 0 when the region block covers other networks or is disabled', async () => {
    await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['203.0.113.0/24', '::1/128'], message: 'x' });
    expect((await status()).value).toMatchObject({ state: 0, regionRestriction: { blocked: false, message: '' } });
    await putSetting(server, staff, 'regionRestriction', { enabled: false, cidrs: ['127.0.0.0/8'], message: 'x' });
    expect((await status()).value.state).toBe(0);
  });

  it('lets maintenance win over the region block', async () => {
    await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['127.0.0.0/8'], message: 'blocked' });
    await putSetting(server, staff, 'maintenance', { enabled: true, message: 'upgrading' });
    expect((await status()).value).toMatchObject({ state: 1, maintenance: { enabled: true, message: 'upgrading' }, regionRestriction: { blocked: false } });
  });

  it('refuses an invalid network and leaves the state alone', async () => {
    const answer = await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['127.0.0.1/33'], message: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'system.invalid_cidr', message: { key: 'errors.system.invalid_cidr', params: { cidr: '127.0.0.1/33' } } });
    expect((await status()).value.state).toBe(0);
  });

  it('accepts the lang query and refuses unknown query fields', async () => {
    expect((await call(server, 'GET', '/wps/system/status?lang=UR')).status).toBe(200);
    const unknown = await call(server, 'GET', '/wps/system/status?debug=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, code: 'validation.unknown_field', value: { field: 'debug' } });
  });
});
