import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, login, registerMember, resetThrottles, rowCounts, sessionCookie, solvedChallenge, uniqueUsername } from '../support/wps-http';

const NOT_LOGGED_IN = { success: false, code: 'access.not_logged_in', message: { key: 'errors.access.not_logged_in' }, value: null };

describe.each(testBackends())('member routes on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => resetThrottles(server));

  const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(server, 'PUT', '/wps/member/register', { body: { termsAccepted: true, verification: await solvedChallenge(server), ...body }, headers });

  describe('PUT /wps/member/register', () => {
    let registered: string;

    it('creates a member with an empty wallet and logs a bearer client in', async () => {
      const username = uniqueUsername('Reg');
      registered = username;
      const answer = await register(
        { username, password: 'reg12345', confirmPassword: 'reg12345', email: 'reg@example.com', mobileNum: '+923001234567' },
        { 'x-session-transport': 'bearer' },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, code: 'ok', value: { account: username.toLowerCase() } });
      expect(answer.body.value.id).toBeGreaterThanOrEqual(10_000_001);
      expect(sessionCookie(answer)).toBeNull();
      const info = await call(server, 'GET', '/wps/member/info', { token: answer.body.value.token });
      expect(info.status).toBe(200);
      expect(info.body.value).toMatchObject({
        id: answer.body.value.id,
        account: username.toLowerCase(),
        nickname: username,
        type: 0,
        role: 'member',
        balance: '0',
        scale: 2,
        currencySymbol: 'Rs ',
        currencyCode: 'PKR',
        firstTimeLogin: false,
        mustChangePassword: false,
        passwordExpired: false,
      });
      const row = await server.database.db
        .selectFrom('accounts')
        .select(['email', 'mobile_num', 'register_ip'])
        .where('id', '=', answer.body.value.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: 'reg@example.com', mobile_num: '+923001234567', register_ip: '127.0.0.1' });
    });

    it('logs a browser in with the session cookie', async () => {
      const username = uniqueUsername('cookie');
      const answer = await register({ username, password: 'cook1234', confirmPassword: 'cook1234' });
      expect(answer.status).toBe(200);
      expect(answer.body.value.token).toBe('');
      const cookie = sessionCookie(answer);
      expect(cookie?.attributes.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/wps']));
      expect((await call(server, 'GET', '/wps/member/info', { cookie: cookie!.value })).body.value.account).toBe(username);
    });

    it('reports every invalid field, the first as the code, and creates nothing', async () => {
      const before = await rowCounts(server, ['accounts', 'sessions']);
      const answer = await register({ username: '1abc', password: 'letters', confirmPassword: 'other', termsAccepted: false, payeeName: 'Ali Khan' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'validation.terms_required',
        message: { key: 'errors.validation.terms_required' },
        value: { field: 'terms' },
      });
      expect(answer.body.value.errors).toEqual([
        { code: 'validation.terms_required', field: 'terms' },
        { code: 'validation.pattern.letterFirstAlnum', field: 'username', params: { min: 4, max: 16 } },
        { code: 'validation.pattern.lettersAndDigits', field: 'password', params: { min: 6, max: 20 } },
        { code: 'validation.confirm_mismatch', field: 'confirmPassword' },
        { code: 'validation.field_not_accepted', field: 'payeeName' },
      ]);
      expect(await rowCounts(server, ['accounts', 'sessions'])).toEqual(before);
    });

    it("a password with symbols passes when it has a letter and a digit (Lotus#2026), here and in the agent's register-accounts; without a digit it is refused with the rule's bounds", async () => {
      const username = uniqueUsername('sym');
      expect((await register({ username, password: 'Lotus#2026', confirmPassword: 'Lotus#2026' })).status).toBe(200);
      expect(await bearerLogin(server, username, 'Lotus#2026')).toEqual(expect.any(String));
      const agent = await bearerLogin(server, 'demo_agent', 'Agent#2026');
      const downline = (password: string) =>
        call(server, 'POST', '/wps/agent/downlines', { token: agent, body: { username: uniqueUsername('symd'), password, kind: 'member' } });
      expect((await downline('Lotus#2026')).status).toBe(200);
      const refused = await downline('Lotus#Lotus');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation.pattern.lettersAndDigits',
        message: { params: { min: 6, max: 20 } },
        value: { field: 'password' },
      });
    });

    it('refuses a taken username whatever its case, with 409', async () => {
      const again = await register({ username: registered.toUpperCase(), password: 'take1234', confirmPassword: 'take1234' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'access.username_taken', value: { field: 'username' } });
    });

    it('needs a solved proof of work, used once', async () => {
      const before = await rowCounts(server, ['accounts', 'ledger_accounts']);
      const username = uniqueUsername('pow');
      const base = { username, password: 'pow12345', confirmPassword: 'pow12345', termsAccepted: true };
      const missing = await call(server, 'PUT', '/wps/member/register', { body: base });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('access.human_verification_failed');

      const payload = await solvedChallenge(server);
      // A login consumes the payload; the registration may not use it again.
      expect((await login(server, 'demo_player', 'Player#2026', { verification: payload })).status).toBe(200);
      const reused = await call(server, 'PUT', '/wps/member/register', { body: { ...base, verification: payload } });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('access.human_verification_failed');
      expect(await rowCounts(server, ['accounts', 'ledger_accounts'])).toEqual(before);

      const fresh = await solvedChallenge(server);
      expect((await call(server, 'PUT', '/wps/member/register', { body: { ...base, verification: fresh } })).status).toBe(200);
      const replay = await call(server, 'PUT', '/wps/member/register', { body: { ...base, username: uniqueUsername('pow'), verification: fresh } });
      expect(replay.body.code).toBe('access.human_verification_failed');
    });

    it('marks the default weak password: mustChangePassword at login and in the member info', async () => {
      const username = uniqueUsername('weak');
      await registerMember(server, username, 'abc123456');
      const answer = await login(server, username, 'abc123456', { bearer: true });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
      const token = answer.body.value.token as string;
      expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.mustChangePassword).toBe(true);

      const refused = await call(server, 'POST', '/wps/member/password', {
        token,
        body: { oldPassword: 'abc123456', newPassword: 'abc123456', confirmNewPassword: 'abc123456' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'access.password_is_default', value: { field: 'newPassword' } });

      const changed = await call(server, 'POST', '/wps/member/password', {
        token,
        body: { oldPassword: 'abc123456', newPassword: 'strong2026', confirmNewPassword: 'strong2026' },
      });
      expect(changed.status).toBe(200);
      const relogin = await login(server, username, 'strong2026', { bearer: true });
      expect(relogin.body.value.mustChangePassword).toBe(false);
    });
  });

  describe('GET /wps/member/info, /wps/member/info/icon, /wps/relay/CSP_unreadCount', () => {
    let token: string;
    beforeAll(async () => {
      await resetThrottles(server);
      token = await bearerLogin(server, 'demo_agent', 'Agent#2026');
    });

    it('answers the member with every field of the contract', async () => {
      const info = await call(server, 'GET', '/wps/member/info', { token });
      expect(info.status).toBe(200);
      expect(Object.keys(info.body.value).sort()).toEqual(
        [
          'id',
          'account',
          'nickname',
          'type',
          'role',
          'balance',
          'scale',
          'currencySymbol',
          'currencyCode',
          'vip',
          'vipLabel',
          'vipLevel',
          'availablePromoCount',
          'unreadCount',
          'promo',
          'firstTimeLogin',
          'passwordExpired',
          'mustChangePassword',
          'hasPaymentPassword',
          'avatar',
          'language',
          'lastLoginAt',
          'createdAt',
          'sessionScope',
        ].sort(),
      );
      expect(info.body.value).toMatchObject({
        account: 'demo_agent',
        type: 1,
        role: 'agent',
        balance: '0',
        promo: { REFERRAL: { enabled: true } },
        sessionScope: 'full',
      });
      expect(Date.parse(info.body.value.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Number.isNaN(Date.parse(info.body.value.createdAt))).toBe(false);
    });

    it('answers the icon', async () => {
      const icon = await call(server, 'GET', '/wps/member/info/icon', { token });
      expect(icon.status).toBe(200);
      expect(icon.body.value).toEqual({ url: null, vip: false, vipLabel: '' });
      expect((await call(server, 'PUT', '/wps/member/profile', { token, body: { avatar: 'moon' } })).status).toBe(200);
      expect((await call(server, 'GET', '/wps/member/info/icon', { token })).body.value.url).toBe('/avatars/moon.svg');
      expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.avatar).toBe('moon');
    });

    it('answers the unread count', async () => {
      const unread = await call(server, 'GET', '/wps/relay/CSP_unreadCount', { token });
      expect(unread.status).toBe(200);
      expect(unread.body.value).toEqual({ count: 0 });
    });

    it.each(['/wps/member/info', '/wps/member/info/icon', '/wps/relay/CSP_unreadCount'])('%s answers 401 without a session', async (path) => {
      const answer = await call(server, 'GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_LOGGED_IN);
      expect((await call(server, 'GET', path, { token: 'x'.repeat(43) })).body).toEqual(NOT_LOGGED_IN);
    });
  });

  describe('POST /wps/member/password', () => {
    it('rotates the session: the old token is revoked, the new one works, only the new password logs in', async () => {
      const username = uniqueUsername('pass');
      const { token: first } = await registerMember(server, username, 'pass1234');
      const second = await bearerLogin(server, username, 'pass1234');
      const answer = await call(server, 'POST', '/wps/member/password', {
        token: first,
        body: { oldPassword: 'pass1234', newPassword: 'pass5678', confirmNewPassword: 'pass5678' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ account: username });
      const fresh = answer.body.value.token as string;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(first);

      expect((await call(server, 'GET', '/wps/member/info', { token: first })).status).toBe(401);
      expect((await call(server, 'GET', '/wps/member/info', { token: second })).status).toBe(401);
      expect((await call(server, 'GET', '/wps/member/info', { token: fresh })).body.value.account).toBe(username);

      const old = await login(server, username, 'pass1234');
      expect(old.status).toBe(401);
      expect(old.body.code).toBe('access.invalid_credentials');
      expect((await login(server, username, 'pass5678')).status).toBe(200);
    });

    it('sets a new cookie for a browser', async () => {
      const username = uniqueUsername('pcook');
      const cookie = sessionCookie(await register({ username, password: 'pass1234', confirmPassword: 'pass1234' }))!.value;
      const answer = await call(server, 'POST', '/wps/member/password', {
        cookie,
        body: { oldPassword: 'pass1234', newPassword: 'pass9876', confirmNewPassword: 'pass9876' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.value.token).toBe('');
      const next = sessionCookie(answer);
      expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next?.value).not.toBe(cookie);
      expect((await call(server, 'GET', '/wps/member/info', { cookie })).status).toBe(401);
      expect((await call(server, 'GET', '/wps/member/info', { cookie: next!.value })).status).toBe(200);
    });

    it('keeps the password and the session when the change is refused', async () => {
      const username = uniqueUsername('pkeep');
      const { token } = await registerMember(server, username, 'keep1234');
      const change = (body: Record<string, string>) => call(server, 'POST', '/wps/member/password', { token, body });

      const wrongOld = await change({ oldPassword: 'nope1234', newPassword: 'keep5678', confirmNewPassword: 'keep5678' });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.body).toMatchObject({ code: 'access.old_password_wrong', value: { field: 'oldPassword' } });
      const mismatch = await change({ oldPassword: 'keep1234', newPassword: 'keep5678', confirmNewPassword: 'keep5679' });
      expect(mismatch.body).toMatchObject({ code: 'validation.confirm_mismatch', value: { field: 'confirmNewPassword' } });
      const weakPattern = await change({ oldPassword: 'keep1234', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' });
      expect(weakPattern.body).toMatchObject({ code: 'validation.pattern.lettersAndDigits', value: { field: 'newPassword' } });
      const unchanged = await change({ oldPassword: 'keep1234', newPassword: 'keep1234', confirmNewPassword: 'keep1234' });
      expect(unchanged.body.code).toBe('access.password_unchanged');

      expect((await call(server, 'GET', '/wps/member/info', { token })).status).toBe(200);
      expect((await login(server, username, 'keep1234')).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const answer = await call(server, 'POST', '/wps/member/password', { body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_LOGGED_IN);
    });
  });
});
