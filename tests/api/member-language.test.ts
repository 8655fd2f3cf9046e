import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('the member language on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const outboxFor = async (to: string) =>
    (await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(to)}`, { token: staff, console: true })).body.value[0]?.body as string;

  it("is the site default until chosen, refuses languages the site does not offer, and writes the member's messages", async () => {
    await resetThrottles(server);
    const { token } = await registerMember(server, uniqueUsername('lang'), 'Abc12345');
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.language).toBe('EN');
    const refused = await call(server, 'PUT', '/wps/member/language', { token, body: { language: 'ZH' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation.unsupported_language', value: { field: 'language' } });
    expect((await call(server, 'PUT', '/wps/member/language', { token, body: { language: 'UR' } })).body.value).toEqual({ language: 'UR' });
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.language).toBe('UR');

    await call(server, 'POST', '/wps/verification/email/bind', { token, body: { email: 'urdu@example.com' } });
    const body = await outboxFor('urdu@example.com');
    expect(body).toMatch(/[\u0600-\u06FF]/);
    expect(body).toMatch(/\b\d{6}\b/);
    expect((await call(server, 'PUT', '/wps/member/language', { token, body: { language: 'EN' } })).status).toBe(200);
    await resetThrottles(server);
    await call(server, 'POST', '/wps/verification/email/bind', { token, body: { email: 'english@example.com' } });
    expect(await outboxFor('english@example.com')).toMatch(/^.*your code to bind this address/);
  });

  it('needs a real member: anonymous callers are refused', async () => {
    expect((await call(server, 'PUT', '/wps/member/language', { body: { language: 'UR' } })).status).toBe(401);
  });
});
