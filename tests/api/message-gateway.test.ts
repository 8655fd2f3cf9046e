import { withFlags } from '../support/feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySignature, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '../../adapters/messaging/http-message-gateway';
import { startLocalGateway } from '../adapters/messaging/local-gateway';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';


describe('SMS and email through an HTTP gateway', () => {
  let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    gateway = await startLocalGateway();
    server = await startTestServer('pglite', { demo: true, messageGateway: { url: gateway.url, secret: 'shared-secret' } });
    staff = await staffToken(server);
    const settings = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(server, staff, 'whitelabel', withFlags(settings.whitelabel, { SMSLOGIN: true }));
    await registerMember(server, uniqueUsername('gw'), 'abc123456', { mobileNum: '+923211234567' });
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  const askCode = () => call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '3211234567', countryDialingCode: '+92' } });

  it('the login code goes to the gateway, signed, and not to the outbox; the code it carries logs in', async () => {
    expect((await askCode()).body).toMatchObject({ success: true });
    const sent = gateway.received.at(-1)!;
    expect(sent.body).toMatchObject({ channel: 'sms', to: '+923211234567' });
    expect(sent.headers[GATEWAY_SIGNATURE_HEADER]).toBe(gatewaySignature('shared-secret', String(sent.headers[GATEWAY_TIMESTAMP_HEADER]), sent.raw));
    expect((await call(server, 'GET', '/wps/admin/outbox', { token: staff, console: true })).body.value).toEqual([]);
    const code = /\b(\d{6})\b/.exec(sent.body.text)![1]!;
    const login = await call(server, 'POST', '/wps/session/login', { body: { username: '3211234567', password: code, type: 'sms', countryDialingCode: '+92' }, headers: { 'x-session-transport': 'bearer' } });
    expect(login.status).toBe(200);
  });

  it('a gateway out of credit is told to the player as quota not sufficient', async () => {
    await server.database.db.deleteFrom('verification_codes').execute();
    await resetThrottles(server);
    gateway.answer.status = 402;
    const refused = await askCode();
    expect(refused.body).toMatchObject({ success: false, code: 'verification.quota_not_sufficient' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});
