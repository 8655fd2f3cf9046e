import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { workRequired } from '../../core/domain/access/login-throttle';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_COMPOSITION } from '../support/templates';
import {
  bearerLogin,
  call,
  knownCaptcha,
  login,
  PLAYER,
  registerMember,
  resetThrottles,
  sessionCookie,
  solvedChallenge,
  STAFF,
  uniqueUsername,
} from '../support/wps-http';

const INVALID_CREDENTIALS = { success: false, code: 'access.invalid_credentials', message: { key: 'errors.access.invalid_credentials' } };

describe.each(testBackends())('session routes on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => resetThrottles(server));

  describe('POST /wps/session/login', () => {
    it('gives a browser an HttpOnly SameSite=Strict cookie on /wps and an empty token in the body', async () => {
      const answer = await login(server, PLAYER.username, PLAYER.password);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        code: 'ok',
        message: { key: 'ok' },
        value: { token: '', passwordExpired: false, mustChangePassword: false },
      });
      const cookie = sessionCookie(answer);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const attributes = cookie!.attributes.map((a) => a.toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=strict');
      expect(attributes).toContain('path=/wps');
      expect(attributes).toContain(`max-age=${12 * 3600}`);

      const info = await call(server, 'GET', '/wps/member/info', { cookie: cookie!.value });
      expect(info.status).toBe(200);
      expect(info.body.value).toMatchObject({ account: PLAYER.username, role: 'member' });
    });

    it('gives a bearer client the token in the body and no cookie; its proof of work is used once', async () => {
      const payload = await solvedChallenge(server);
      const answer = await login(server, PLAYER.username, PLAYER.password, { bearer: true, verification: payload });
      expect(answer.status).toBe(200);
      expect(answer.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sessionCookie(answer)).toBeNull();
      const info = await call(server, 'GET', '/wps/member/info', { token: answer.body.value.token });
      expect(info.status).toBe(200);
      expect(info.body.value.account).toBe(PLAYER.username);

      const reused = await login(server, PLAYER.username, PLAYER.password, { bearer: true, verification: payload });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({
        success: false,
        code: 'access.human_verification_failed',
        message: { key: 'errors.access.human_verification_failed' },
        value: { captcha: false },
      });
      expect(sessionCookie(reused)).toBeNull();
    });

    it('reports the first login once, and matches the username in any case', async () => {
      const username = uniqueUsername('first');
      const registered = await call(server, 'PUT', '/wps/member/register', {
        body: { username, password: 'first1234', confirmPassword: 'first1234', termsAccepted: true, verification: await solvedChallenge(server), login: false },
      });
      expect(registered.status).toBe(200);
      expect(registered.body.value.token).toBeNull();
      expect(sessionCookie(registered)).toBeNull();
      expect((await login(server, username, 'first1234', { bearer: true })).body.value.firstTimeLogin).toBe(true);
      // The username is matched whatever its case and surrounding spaces.
      const again = await login(server, `  ${username.toUpperCase()} `, 'first1234', { bearer: true });
      expect(again.status).toBe(200);
      expect(again.body.value.firstTimeLogin).toBe(false);
    });

    it('refuses a login without a solved proof of work, or with a forged one', async () => {
      const missing = await call(server, 'POST', '/wps/session/login', { body: { username: PLAYER.username, password: PLAYER.password, type: 'username' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, code: 'access.human_verification_failed' });

      const solved = JSON.parse(Buffer.from(await solvedChallenge(server), 'base64').toString('utf8')) as { number: number; signature: string; salt: string };
      const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
      const forgedPayloads = [
        Buffer.from('{"number":1}').toString('base64'),
        encode({ ...solved, number: solved.number + 1 }),
        encode({ ...solved, signature: solved.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
        encode({ ...solved, salt: `${solved.salt}x` }),
        'not base64 at all',
      ];
      for (const verification of forgedPayloads) {
        const forged = await login(server, PLAYER.username, PLAYER.password, { verification });
        expect(forged.status).toBe(400);
        expect(forged.body.code).toBe('access.human_verification_failed');
      }
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const wrong = await login(server, PLAYER.username, 'Wrong#2026');
      const unknown = await login(server, 'nobody_here', 'Wrong#2026');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ ...INVALID_CREDENTIALS, value: { captcha: false } });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses blank credentials and SMS login with their own codes', async () => {
      const blank = await login(server, '   ', PLAYER.password);
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: 'validation.required', value: { field: 'username', captcha: false } });
      const sms = await call(server, 'POST', '/wps/session/login', { body: { username: PLAYER.username, password: PLAYER.password, type: 'sms' } });
      expect(sms.status).toBe(400);
      expect(sms.body.code).toBe('access.sms_login_disabled');
    });

    it('keeps staff out of the member site: access.non_member_login without x-portal-site: console', async () => {
      const member = await login(server, STAFF.username, STAFF.password);
      expect(member.status).toBe(403);
      expect(member.body).toEqual({ success: false, code: 'access.non_member_login', message: { key: 'errors.access.non_member_login' }, value: null });
      expect(sessionCookie(member)).toBeNull();
      const consoleLogin = await login(server, STAFF.username, STAFF.password, { bearer: true, console: true });
      expect(consoleLogin.status).toBe(200);
      expect(consoleLogin.body.value.token).not.toBe('');
    });
  });

  describe('brute force', () => {
    it('asks for a captcha after 3 failures and refuses the next login without a correct one', async () => {
      const username = uniqueUsername('brute');
      await registerMember(server, username, 'brute1234');
      const captchas: boolean[] = [];
      for (let i = 0; i < 3; i++) {
        const failed = await login(server, username, 'wrong1234');
        expect(failed.status).toBe(401);
        captchas.push(failed.body.value.captcha);
      }
      expect(captchas).toEqual([false, false, true]);

      const withoutCaptcha = await login(server, username, 'brute1234');
      expect(withoutCaptcha.status).toBe(400);
      expect(withoutCaptcha.body).toMatchObject({ success: false, code: 'validation.captcha_required', value: { field: 'captcha', captcha: true } });

      const wrongCaptcha = await login(server, username, 'brute1234', { captchaId: await knownCaptcha(server), captcha: 'zzzz' });
      expect(wrongCaptcha.status).toBe(400);
      expect(wrongCaptcha.body).toMatchObject({ success: false, code: 'access.captcha_invalid', value: { field: 'captcha', captcha: true } });

      // A correct captcha is spent by the attempt that carried it, even when the password was wrong.
      const spent = await knownCaptcha(server);
      const wrongPassword = await login(server, username, 'wrong1234', { captchaId: spent, captcha: 'abcd' });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body.value).toEqual({ captcha: true });
      const reusedCaptcha = await login(server, username, 'brute1234', { captchaId: spent, captcha: 'abcd' });
      expect(reusedCaptcha.body.code).toBe('access.captcha_invalid');

      const passed = await login(server, username, 'brute1234', { bearer: true, captchaId: await knownCaptcha(server), captcha: 'ABCD' });
      expect(passed.status).toBe(200);
      // A successful login forgets the failures: no captcha next time.
      const after = await login(server, username, 'brute1234', { bearer: true });
      expect(after.status).toBe(200);
    });

    it('the challenge grows harder with the failures of the account and of the IP, and a weaker solution is refused', async () => {
      const username = uniqueUsername('work');
      await registerMember(server, username, 'work12345');
      const [failing, clean] = ['198.51.100.21', '198.51.100.22'];
      const work = async (ip: string, name?: string) => {
        const query = name ? `?username=${name}` : '';
        return (await call(server, 'GET', `/wps/verification/challenge${query}`, { headers: { 'x-forwarded-for': ip } })).body.value.maxnumber as number;
      };
      const base = await work(failing, username);
      for (let i = 0; i < 4; i++) {
        const captcha = i >= 3 ? { captchaId: await knownCaptcha(server), captcha: 'abcd' } : {};
        expect((await login(server, username, 'wrong1234', { ip: failing, ...captcha })).status).toBe(401);
      }
      const harder = workRequired(base, { account: 4, ip: 4 });
      expect(harder).toBe(4 * base);
      expect(await work(clean, username)).toBe(harder);
      expect(await work(failing)).toBe(harder);
      expect(await work(clean)).toBe(base);

      const weak = await login(server, username, 'work12345', {
        ip: clean,
        verification: await solvedChallenge(server, undefined, clean),
        captchaId: await knownCaptcha(server),
        captcha: 'abcd',
      });
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({
        success: false,
        code: 'access.human_verification_too_weak',
        message: { key: 'errors.access.human_verification_too_weak' },
        value: { captcha: true, work: harder },
      });
      const strong = await login(server, username, 'work12345', { ip: clean, bearer: true, captchaId: await knownCaptcha(server), captcha: 'abcd' });
      expect(strong.status).toBe(200);
    });

    it('locks the account after 10 failures in 15 minutes: the right password then answers like a wrong one', async () => {
      const username = uniqueUsername('lock');
      await registerMember(server, username, 'lock12345');
      let last;
      for (let i = 0; i < 10; i++) {
        const captcha = i >= 3 ? { captchaId: await knownCaptcha(server), captcha: 'abcd' } : {};
        last = await login(server, username, 'wrong1234', captcha);
        expect(last.status).toBe(401);
        await server.database.db.deleteFrom('rate_hits').execute();
      }
      const right = await login(server, username, 'lock12345', { captchaId: await knownCaptcha(server), captcha: 'abcd' });
      const wrong = await login(server, username, 'wrong1234', { captchaId: await knownCaptcha(server), captcha: 'abcd' });
      expect(right.status).toBe(401);
      expect(right.status).toBe(wrong.status);
      expect(right.body).toEqual({ ...INVALID_CREDENTIALS, value: { captcha: true } });
      expect(right.body).toEqual(wrong.body);
      expect(right.body).toEqual(last!.body);
      expect(sessionCookie(right)).toBeNull();

      const account = await server.database.db.selectFrom('accounts').select('locked_until').where('username', '=', username).executeTakeFirstOrThrow();
      const lockedFor = account.locked_until!.getTime() - Date.now();
      expect(lockedFor).toBeGreaterThan(13 * 60_000);
      expect(lockedFor).toBeLessThanOrEqual(15 * 60_000);
      const sessions = await server.database.db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select('sessions.id')
        .where('accounts.username', '=', username)
        .execute();
      expect(sessions).toHaveLength(1);
    });
  });

  describe('DELETE /wps/session/logout', () => {
    it('revokes a bearer session', async () => {
      const token = await bearerLogin(server, PLAYER.username, PLAYER.password);
      const out = await call(server, 'DELETE', '/wps/session/logout', { token });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true, code: 'ok', message: { key: 'ok' }, value: null });
      const after = await call(server, 'GET', '/wps/member/info', { token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ success: false, code: 'access.not_logged_in', message: { key: 'errors.access.not_logged_in' }, value: null });
      expect((await call(server, 'DELETE', '/wps/session/logout', { token })).status).toBe(401);
    });

    it('revokes a cookie session and clears the cookie', async () => {
      const cookie = sessionCookie(await login(server, PLAYER.username, PLAYER.password))!.value;
      const out = await call(server, 'DELETE', '/wps/session/logout', { cookie });
      expect(out.status).toBe(200);
      const cleared = sessionCookie(out);
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes.map((a) => a.toLowerCase())).toContain('path=/wps');
      expect((await call(server, 'GET', '/wps/member/info', { cookie })).status).toBe(401);
    });

    it('answers 401 without a session, or with a made-up token', async () => {
      expect((await call(server, 'DELETE', '/wps/session/logout')).body.code).toBe('access.not_logged_in');
      expect((await call(server, 'DELETE', '/wps/session/logout', { token: 'made-up' })).status).toBe(401);
    });
  });

  describe('POST /wps/session/login/freeplay', () => {
    it('opens a trial account with the demo credit, over a cookie', async () => {
      const transfers = () => server.database.db.selectFrom('ledger_transfers').select(['amount']).where('kind', '=', 'demo_credit').execute();
      const before = await transfers();
      const answer = await call(server, 'POST', '/wps/session/login/freeplay', { body: { platform: 'W', gatewayVersion: 3 } });
      expect(answer.status).toBe(200);
      expect(answer.body.value.account).toMatch(/^trial_[0-9a-f]{12}$/);
      expect(answer.body.value.token).toBe('');
      const cookie = sessionCookie(answer);
      expect(cookie?.attributes.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/wps']));
      const info = await call(server, 'GET', '/wps/member/info', { cookie: cookie!.value });
      expect(info.status).toBe(200);
      expect(info.body.value).toMatchObject({ account: answer.body.value.account, role: 'trial', type: 4, balance: '200000', scale: 2, currencyCode: 'PKR' });
      const after = await transfers();
      expect(after).toHaveLength(before.length + 1);
      expect(BigInt(after.at(-1)!.amount)).toBe(200000n);
    });

    it('gives a bearer client the token; the trial account can never log in again', async () => {
      const answer = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
      expect(answer.status).toBe(200);
      const { account, token } = answer.body.value as { account: string; token: string };
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await call(server, 'GET', '/wps/member/info', { token })).body.value).toMatchObject({ account, role: 'trial', balance: '200000' });

      // Give the trial a known password: even with it, the login is refused like a wrong password.
      const hash = await new ScryptHasher(TEST_COMPOSITION.passwordCost).hash('trial12345');
      await server.database.db.updateTable('accounts').set({ password_hash: hash }).where('username', '=', account).execute();
      const again = await login(server, account, 'trial12345', { bearer: true });
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ ...INVALID_CREDENTIALS, value: { captcha: false } });
      const onConsole = await login(server, account, 'trial12345', { bearer: true, console: true });
      expect(onConsole.body.code).toBe('access.invalid_credentials');
    });
  });
});
