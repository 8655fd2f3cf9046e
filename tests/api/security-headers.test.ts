import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../composition/project';
import { BODY_LIMIT } from '../../adapters/wps-contract/limits';
import { UPLOAD_MAX_BYTES } from '../../core/domain/system/uploads';
import { surfaceBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, login, PLAYER, resetThrottles, sessionCookie, solvedChallenge } from '../support/wps-http';

const CSP = /^default-src 'self'; base-uri 'none'; object-src 'none'; script-src 'self'; style-src 'self'; .*frame-ancestors 'self'; form-action 'self'$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Answers of every kind: a route's success, a refusal, the router's 404 and its refusal of a broken URL. */
const ANSWERS = [
  ['a success', 'GET', '/wps/system/whitelabel', 200],
  ['a validation refusal', 'GET', '/wps/system/whitelabel?x=1', 400],
  ['an unknown route', 'GET', '/wps/nowhere', 404],
  ['a broken URL', 'GET', '/wps/uploads/%zz', 400],
] as const;

describe.each(surfaceBackends())('security headers and request limits on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it.each(ANSWERS)('%s carries the security headers and a request id', async (_what, method, path, status) => {
    const answer = await call(server, method, path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toMatch(CSP);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is the policy docs/production.md states, word for word', async () => {
    const readme = readFileSync(join(PROJECT_ROOT, 'docs', 'production.md'), 'utf8').replace(/\s+/g, ' ');
    const stated = /Content-Security-Policy: ([^`]+)`/.exec(readme)?.[1];
    expect(stated).toBe((await call(server, 'GET', '/wps/system/whitelabel')).headers.get('content-security-policy'));
  });

  it('relaxes only style-src, and only for the API documentation page (Swagger UI styles from its script)', async () => {
    const docs = await fetch(`${server.url}/wps/docs/`);
    expect(docs.status).toBe(200);
    const relaxed = docs.headers.get('content-security-policy')!;
    expect(relaxed).toContain("style-src 'self' 'unsafe-inline'");
    expect(relaxed.replace(" 'unsafe-inline'", '')).toBe((await call(server, 'GET', '/wps/system/whitelabel')).headers.get('content-security-policy'));
  });

  it('sends HSTS only when the trusted proxy says the client came over https', async () => {
    const tls = await call(server, 'GET', '/wps/system/whitelabel', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await call(server, 'GET', '/wps/system/whitelabel', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto from a proxy that is not trusted: no HSTS, no Secure cookie', async () => {
    const direct = await startTestServer(backend, { trustProxy: false });
    try {
      const answer = await call(direct, 'GET', '/wps/system/whitelabel', { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      expect(sessionCookie(await loginOverTls(direct))!.attributes).not.toContain('Secure');
    } finally {
      await direct.close();
    }
  });

  it('echoes a sane incoming request id and replaces one that is not', async () => {
    expect((await call(server, 'GET', '/wps/health/live', { headers: { 'x-request-id': 'lb-7f3a9c01.east' } })).headers.get('x-request-id')).toBe(
      'lb-7f3a9c01.east',
    );
    for (const insane of ['short', 'x'.repeat(65), 'has space inside', 'quote"inside1', '<script>alert(1)</script>']) {
      expect((await call(server, 'GET', '/wps/health/live', { headers: { 'x-request-id': insane } })).headers.get('x-request-id'), insane).toMatch(UUID);
    }
  });

  it('answers no cross-origin request: no CORS header on a preflight or a call', async () => {
    const preflight = await fetch(`${server.url}/wps/member/info`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(404);
    const simple = await call(server, 'GET', '/wps/system/whitelabel', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sets the session cookie HttpOnly and SameSite=Strict on /wps, Secure behind TLS', async () => {
    await resetThrottles(server);
    const plain = sessionCookie(await login(server, PLAYER.username, PLAYER.password))!;
    expect(plain.attributes).toEqual(expect.arrayContaining(['Path=/wps', 'HttpOnly', 'SameSite=Strict']));
    expect(plain.attributes).not.toContain('Secure');
    const secure = sessionCookie(await loginOverTls(server))!;
    expect(secure.attributes).toEqual(expect.arrayContaining(['Path=/wps', 'HttpOnly', 'SameSite=Strict', 'Secure']));
  });

  it(`refuses a JSON body above ${BODY_LIMIT} bytes with 413 request.too_large`, async () => {
    const answer = await call(server, 'POST', '/wps/session/login', {
      raw: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT) }),
      contentType: 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('request.too_large');
  });

  it("lets a member's picture upload past the JSON limit, and refuses one above twice the picture allowance", async () => {
    await resetThrottles(server);
    const token = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const within = await call(server, 'POST', '/wps/uploads', { token, raw: new Uint8Array(BODY_LIMIT * 2), contentType: 'image/png' });
    expect(within.body.code, within.text).not.toBe('request.too_large');
    expect(within.status).toBeLessThan(500);
    const huge = await call(server, 'POST', '/wps/uploads', { token, raw: new Uint8Array(2 * UPLOAD_MAX_BYTES + 1), contentType: 'image/png' });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('request.too_large');
  });
});

async function loginOverTls(server: TestServer) {
  await resetThrottles(server);
  const body = { username: PLAYER.username, password: PLAYER.password, type: 'username', verification: await solvedChallenge(server) };
  return call(server, 'POST', '/wps/session/login', { body, headers: { 'x-forwarded-proto': 'https' } });
}
