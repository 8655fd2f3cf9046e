import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPayload } from '../../adapters/api-client/webcrypto-sealer';
import { ApiClient } from '../../adapters/api-client/api-client';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, PLAYER, putSetting, resetThrottles, solvedChallenge, staffToken } from '../support/wps-http';

describe.each(testBackends())('sealed request bodies on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let key: { kid: string; spki: string };
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    key = (await call(server, 'GET', '/wps/system/publicKey')).body.value;
  });
  afterAll(async () => server?.close());

  const credentials = async () => ({ username: PLAYER.username, password: PLAYER.password, type: 'username', verification: await solvedChallenge(server) });
  const login = (body: unknown) => call(server, 'POST', '/wps/session/login', { body, headers: { 'x-session-transport': 'bearer' } });

  it('publishes one RSA public key that every call shares', async () => {
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Buffer.from(key.spki, 'base64url').length).toBeGreaterThan(250);
    expect((await call(server, 'GET', '/wps/system/publicKey')).body.value).toEqual(key);
  });

  it('a sealed login logs in once; the same sealed body sent again is refused and logs nobody in', async () => {
    await resetThrottles(server);
    const sealed = { sealed: await sealPayload(await credentials(), key, Date.now()) };
    const first = await login(sealed);
    expect(first.status).toBe(200);
    expect(typeof first.body.value.token).toBe('string');
    const again = await login(sealed);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('request.sealed_replayed');
  });

  it('refuses an altered, stale, foreign-key or malformed sealed body, each with its key', async () => {
    await resetThrottles(server);
    const good = await sealPayload(await credentials(), key, Date.now());
    const flipped = good.data.slice(0, -2) + (good.data.at(-2) === 'A' ? 'B' : 'A') + good.data.slice(-1);
    const cases: [unknown, string][] = [
      [{ ...good, data: flipped }, 'request.sealed_unreadable'],
      [await sealPayload(await credentials(), key, Date.now() - 6 * 60_000), 'request.sealed_stale'],
      [await sealPayload(await credentials(), key, Date.now() + 6 * 60_000), 'request.sealed_stale'],
      [{ ...(await sealPayload(await credentials(), key, Date.now())), kid: 'AAAAAAAAAAAAAAAA' }, 'request.sealed_unreadable'],
      [{ ...good, extra: 'x' }, 'request.sealed_unreadable'],
      ['not an object', 'request.sealed_unreadable'],
      [{ ...good, iv: 'not base64url!' }, 'request.sealed_unreadable'],
    ];
    for (const [sealed, code] of cases) {
      const answer = await login({ sealed });
      expect(answer.status, code).toBe(400);
      expect(answer.body.code).toBe(code);
    }
  });

  it('when the operator requires sealing, plain bodies are refused and the API client (web and CLI) seals by itself', async () => {
    await resetThrottles(server);
    expect((await putSetting(server, staff, 'requireSealedPayloads', true)).status).toBe(200);
    try {
      expect((await login(await credentials())).body.code).toBe('request.sealed_required');
      const client = new ApiClient(server.url, 'bearer');
      const loggedIn = await client.login({
        username: PLAYER.username,
        password: PLAYER.password,
        type: 'username',
        verification: await solvedChallenge(server),
      });
      expect(loggedIn.ok).toBe(true);
      expect((await call(server, 'GET', '/wps/system/status')).status).toBe(200);
    } finally {
      await putSetting(server, staff, 'requireSealedPayloads', false);
    }
  });
});
