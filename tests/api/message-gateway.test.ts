import { withFlags } from '../support/feature-flags';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewaySignature, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '../../adapters/messaging/http-message-gateway';
import { DELIVERY_TRIES } from '../../core/domain/messaging/delivery-retry';
import { startLocalGateway } from '../adapters/messaging/local-gateway';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const REGISTERED = '+923211234567';

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
    await registerMember(server, uniqueUsername('gw'), 'abc123456', { mobileNum: REGISTERED });
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('verification_codes').execute();
    await server.database.db.deleteFrom('outbound_messages').execute();
    gateway.received.length = 0;
    gateway.answer.status = 200;
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  const askCode = (mobileNum: string) => call(server, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode: '+92' } });
  const queued = () => server.database.db.selectFrom('outbound_messages').selectAll().orderBy('id').execute();

  it('the login code is queued and answered at once; the delivery job posts it to the gateway, signed, and not to the outbox; the code it carries logs in', async () => {
    expect((await askCode('3211234567')).body).toMatchObject({ success: true });
    expect(gateway.received).toEqual([]);
    await server.runJob('message_delivery');
    const sent = gateway.received.at(-1)!;
    expect(sent.body).toMatchObject({ channel: 'sms', to: REGISTERED });
    expect(sent.headers[GATEWAY_SIGNATURE_HEADER]).toBe(gatewaySignature('shared-secret', String(sent.headers[GATEWAY_TIMESTAMP_HEADER]), sent.raw));
    expect(await queued()).toEqual([expect.objectContaining({ status: 'sent', body: '', tries: 1, last_error: null })]);
    expect((await call(server, 'GET', '/wps/admin/outbox', { token: staff, console: true })).body.value).toEqual([]);
    const code = /\b(\d{6})\b/.exec(sent.body.text)![1]!;
    const login = await call(server, 'POST', '/wps/session/login', {
      body: { username: '3211234567', password: code, type: 'sms', countryDialingCode: '+92' },
      headers: { 'x-session-transport': 'bearer' },
    });
    expect(login.status).toBe(200);
  });

  it('a registered number and one without an account get byte-identical answers, and neither request reaches the gateway', async () => {
    const registered = await askCode('3211234567');
    const unknown = await askCode('3119876543');
    expect([unknown.status, unknown.text]).toEqual([registered.status, registered.text]);
    expect(gateway.received).toEqual([]);
    await server.runJob('message_delivery');
    expect(gateway.received.map((m) => m.body.to)).toEqual([REGISTERED]);
  });

  it('a gateway out of credit is not told to the player: the answer is that of a sent code, and the job retries later, then keeps the message as failed without its text', async () => {
    const whileUp = await askCode('3211234567');
    await server.runJob('message_delivery');
    server.clock.advance(61_000);
    gateway.answer.status = 402;
    const whileOut = await askCode('3211234567');
    expect([whileOut.status, whileOut.text]).toEqual([whileUp.status, whileUp.text]);
    gateway.received.length = 0;
    await server.runJob('message_delivery');
    expect(gateway.received).toHaveLength(1);
    await server.runJob('message_delivery');
    expect(gateway.received).toHaveLength(1);
    expect((await queued()).map((m) => [m.status, m.tries, m.last_error])).toEqual([
      ['sent', 1, null],
      ['queued', 1, 'verification.quota_not_sufficient'],
    ]);
    for (let tries = 2; tries <= DELIVERY_TRIES; tries++) {
      server.clock.advance(5 * 60_000);
      await server.runJob('message_delivery');
      expect(gateway.received).toHaveLength(tries);
    }
    expect((await queued()).at(-1)).toMatchObject({ status: 'failed', body: '', tries: DELIVERY_TRIES, last_error: 'verification.quota_not_sufficient' });
    server.clock.advance(60 * 60_000);
    await server.runJob('message_delivery');
    expect(gateway.received).toHaveLength(DELIVERY_TRIES);
  });
});
