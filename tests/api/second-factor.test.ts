import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS } from '../../core/domain/access/second-factor';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { TestAuthenticator } from '../support/totp';
import { call, login, registerMember, resetThrottles, sessionCookie, solvedChallenge, staffToken, uniqueUsername } from '../support/wps-http';

const PASSWORD = 'abc123456';

describe.each(testBackends())('second factor on a new IP, authenticator, sessions on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
  });
  afterAll(async () => server?.close());

  /** A registered member (its registration IP, 127.0.0.1, is known) with a bound authenticator. */
  async function memberWithAuthenticator() {
    const username = uniqueUsername('tot');
    const { token } = await registerMember(server, username, PASSWORD);
    const setup = await call(server, 'POST', '/wps/member/security/authenticator', { token });
    expect(setup.status).toBe(200);
    const app = new TestAuthenticator(setup.body.value.secret, server.clock);
    const confirmed = await call(server, 'PUT', '/wps/member/security/authenticator', { token, body: { code: app.code() } });
    expect(confirmed.status).toBe(200);
    return { username, token, app, setup: setup.body.value, recoveryCodes: confirmed.body.value.recoveryCodes as string[] };
  }
  const answer = (ip: string, challengeId: string, factor: string, value: string) =>
    call(server, 'POST', '/wps/session/challenge', {
      body: { challengeId, factor, answer: value },
      headers: { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' },
    });

  it('binds an authenticator: a QR code of the otpauth URI and the base32 secret, then eight recovery codes once', async () => {
    await resetThrottles(server);
    const { token, setup, recoveryCodes, username } = await memberWithAuthenticator();
    expect(setup.uri).toBe(
      `otpauth://totp/${encodeURIComponent('Royal Lotus Casino')}:${username}?secret=${setup.secret}&issuer=${encodeURIComponent('Royal Lotus Casino')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    expect(recoveryCodes).toHaveLength(8);
    expect((await call(server, 'GET', '/wps/member/security', { token })).body.value).toEqual({ authenticatorBound: true, recoveryCodesLeft: 8 });
    expect((await call(server, 'POST', '/wps/member/security/authenticator', { token })).body).toMatchObject({ code: 'access.authenticator_bound' });
    const rows = await server.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    for (const code of recoveryCodes) expect(rows.some((r) => r.code_hash.includes(code.replace('-', '')))).toBe(false);
  });

  it('a login from a new IP answers a challenge, not a session; the authenticator code completes it and the IP is known after', async () => {
    await resetThrottles(server);
    const { username, app } = await memberWithAuthenticator();
    const ip = '203.0.113.50';
    const first = await login(server, username, PASSWORD, { ip });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ challenge: { id: expect.stringMatching(/^[0-9a-f]{32}$/), factors: ['totp'], expiresAt: expect.any(String) } });
    expect(sessionCookie(first)).toBeNull();
    const challengeId = first.body.value.challenge.id;
    const wrong = await answer(ip, challengeId, 'totp', '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'access.factor_wrong', message: { params: { left: 4 } } });
    expect((await answer('203.0.113.51', challengeId, 'totp', app.code())).body.code).toBe('access.challenge_invalid');
    const passed = await answer(ip, challengeId, 'totp', app.code());
    expect(passed.status).toBe(200);
    expect(passed.body.value).toMatchObject({ token: expect.any(String), previousLoginAt: expect.any(String) });
    expect((await call(server, 'GET', '/wps/member/info', { token: passed.body.value.token, headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    const again = await login(server, username, PASSWORD, { ip, bearer: true });
    expect(again.body.value).toMatchObject({ token: expect.any(String) });
    const history = await call(server, 'GET', '/wps/member/logins', { token: passed.body.value.token });
    expect(history.body.value.slice(0, 3)).toMatchObject([
      { ip, success: true, method: 'password', factor: null },
      { ip, success: true, method: 'password', factor: 'totp' },
      { ip, success: false, method: 'password', factor: 'totp' },
    ]);
  });

  it('five wrong answers kill the challenge; an expired or unknown challenge is refused with its own code', async () => {
    await resetThrottles(server);
    const { username, app } = await memberWithAuthenticator();
    const ip = '203.0.113.60';
    const challengeId = (await login(server, username, PASSWORD, { ip })).body.value.challenge.id;
    for (let i = 0; i < 4; i++) expect((await answer(ip, challengeId, 'totp', '111111')).body.code).toBe('access.factor_wrong');
    const fifth = await answer(ip, challengeId, 'totp', '111111');
    expect([fifth.status, fifth.body.code]).toEqual([403, 'access.challenge_refused']);
    expect((await answer(ip, challengeId, 'totp', app.code())).body.code).toBe('access.challenge_refused');
    const next = (await login(server, username, PASSWORD, { ip })).body.value.challenge.id;
    server.clock.advance(CHALLENGE_TTL_MS + 1);
    const expired = await answer(ip, next, 'totp', app.code());
    expect([expired.status, expired.body.code]).toEqual([410, 'access.challenge_expired']);
    expect((await answer(ip, 'f'.repeat(32), 'totp', '123456')).status).toBe(404);
    expect((await answer(ip, 'not-an-id', 'totp', '123456')).body).toMatchObject({ code: 'validation.invalid_value', value: { field: 'challengeId' } });
  });

  it('the bank account holder name and a code sent by SMS are factors too; SMS login needs none', async () => {
    await resetThrottles(server);
    const username = uniqueUsername('bnk');
    const mobile = `+92331${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const { token } = await registerMember(server, username, PASSWORD, { mobileNum: mobile });
    expect(
      (await call(server, 'PUT', '/wps/member/bank-accounts', { token, body: { bankName: 'HBL', accountNumber: '0101-2345-6789', accountName: 'Sara Ahmed' } }))
        .status,
    ).toBe(200);
    const ip = '198.51.100.20';
    const challenge = (await login(server, username, PASSWORD, { ip })).body.value.challenge;
    expect(challenge.factors).toEqual(['sms', 'bank']);
    expect((await answer(ip, challenge.id, 'email', 'x')).body.code).toBe('access.factor_unavailable');
    const sent = await call(server, 'POST', '/wps/session/challenge/code', {
      body: { challengeId: challenge.id, factor: 'sms' },
      headers: { 'x-forwarded-for': ip },
    });
    expect(sent.body.value).toEqual({ sentTo: `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}` });
    const staff = await staffToken(server);
    const outbox = await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(mobile)}`, { token: staff, console: true });
    const code = /\b(\d{6})\b/.exec(outbox.body.value[0].body)![1]!;
    expect((await answer(ip, challenge.id, 'sms', code)).status).toBe(200);
    const other = '198.51.100.21';
    const byName = (await login(server, username, PASSWORD, { ip: other })).body.value.challenge;
    expect((await answer(other, byName.id, 'bank', 'sara  ahmed')).status).toBe(200);
  });

  it("lists the member's sessions with the current one marked; revokes one or all others; support ends them all", async () => {
    await resetThrottles(server);
    const username = uniqueUsername('ses');
    const { token: first } = await registerMember(server, username, PASSWORD);
    const second = (
      await call(server, 'POST', '/wps/session/login', {
        body: { username, password: PASSWORD, type: 'username', verification: await solvedChallenge(server) },
        headers: { 'x-session-transport': 'bearer', 'user-agent': 'PhoneBrowser/1.0', 'x-forwarded-for': '192.0.2.77' },
      })
    ).body.value.token as string;
    const third = await bearer(username);
    const listed = await call(server, 'GET', '/wps/member/sessions', { token: first });
    expect(listed.body.value).toHaveLength(3);
    expect(listed.body.value.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = listed.body.value.find((s: { userAgent: string }) => s.userAgent === 'PhoneBrowser/1.0');
    expect(phone).toMatchObject({ ip: '192.0.2.77', current: false });
    const current = listed.body.value.find((s: { current: boolean }) => s.current);
    expect((await call(server, 'DELETE', `/wps/member/sessions/${current.id}`, { token: first })).body.code).toBe('access.revoke_current_session');
    expect((await call(server, 'DELETE', `/wps/member/sessions/${phone.id}`, { token: first })).body.value).toEqual({ revoked: 1 });
    expect((await call(server, 'GET', '/wps/member/info', { token: second })).status).toBe(401);
    expect((await call(server, 'DELETE', '/wps/member/sessions', { token: first })).body.value).toEqual({ revoked: 1 });
    expect((await call(server, 'GET', '/wps/member/info', { token: third })).status).toBe(401);
    const staff = await staffToken(server);
    expect((await call(server, 'GET', `/wps/admin/member/${username}/sessions`, { token: first })).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', `/wps/admin/member/${username}/sessions`, { token: staff, console: true })).body.value).toHaveLength(1);
    expect((await call(server, 'DELETE', `/wps/admin/member/${username}/sessions`, { token: staff, console: true })).body.value).toEqual({ revoked: 1 });
    expect((await call(server, 'GET', '/wps/member/info', { token: first })).status).toBe(401);
    expect((await call(server, 'DELETE', '/wps/member/sessions/0', { token: staff, console: true })).body.code).toBe('validation.invalid_value');
  });

  it('unbinding needs a current code from the app; a wrong one changes nothing', async () => {
    await resetThrottles(server);
    const { token, app } = await memberWithAuthenticator();
    expect((await call(server, 'POST', '/wps/member/security/authenticator/unbind', { token, body: { code: '000000' } })).body.code).toBe(
      'access.totp_invalid',
    );
    expect((await call(server, 'POST', '/wps/member/security/authenticator/unbind', { token, body: { code: app.code() } })).status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/security', { token })).body.value).toEqual({ authenticatorBound: false, recoveryCodesLeft: 0 });
  });

  const bearer = async (username: string) => (await login(server, username, PASSWORD, { bearer: true })).body.value.token as string;
});
