import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthGateway } from '../../../core/portal/access/ports';
import type { HumanChallenge, LoginRequest, SessionResponse } from '../../../core/portal/access/types';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

export interface AuthGatewayFixture {
  /** No session yet: a browser that has not signed in. */
  readonly gateway: AuthGateway;
  /** A member that exists, with its password. */
  readonly member: { readonly username: string; readonly password: string };
  /** A user name no account has yet (lower case). */
  newUsername(): string;
  /** The proof-of-work payload for a challenge the gateway issued. */
  solve(challenge: HumanChallenge): Promise<string>;
  /** Sends a session token the gateway answered with the later calls, as the CLI's session store does (a cookie needs nothing). */
  adopt(token: string | null): void;
}

const NEW_PASSWORD = 'Xyz98765';

/** The portal's AuthGateway: the api client against a real server, and the fake the access use cases run on. */
export function authGatewayContract(fresh: () => Promise<AuthGatewayFixture>): void {
  describe('AuthGateway contract', () => {
    let f: AuthGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    const verification = async (username?: string) => f.solve(valueOf(await f.gateway.humanChallenge(username)));
    const login = async (username: string, password: string, extra: Partial<LoginRequest> = {}) =>
      f.gateway.login({ username, password, type: 'username', verification: await verification(username), ...extra });
    const session = async (username: string, password: string): Promise<SessionResponse> => {
      const answer = valueOf(await login(username, password));
      if (!('token' in answer)) throw new Error('expected a session, got a second factor');
      return answer;
    };

    it('issues a proof-of-work challenge and a captcha image', async () => {
      const challenge = valueOf(await f.gateway.humanChallenge());
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), salt: expect.any(String), signature: expect.any(String) });
      expect(challenge.maxnumber).toBeGreaterThan(0);
      const captcha = valueOf(await f.gateway.captcha());
      expect(captcha.captchaId).not.toBe('');
      expect(captcha.image.startsWith('data:image/png;base64,')).toBe(true);
    });

    it('without a session, memberInfo, changePassword and logout answer access.not_logged_in', async () => {
      await expectAllLoggedOut([
        () => f.gateway.memberInfo(),
        () => f.gateway.changePassword({ oldPassword: f.member.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
        () => f.gateway.logout(),
      ]);
    });

    it('the right password opens a session that memberInfo names; logout ends it', async () => {
      const opened = await session(f.member.username, f.member.password);
      expect(opened).toMatchObject({
        token: expect.stringMatching(/.+/),
        firstTimeLogin: expect.any(Boolean),
        passwordExpired: false,
        mustChangePassword: false,
      });
      expect(opened.previousLoginAt === null || !Number.isNaN(Date.parse(opened.previousLoginAt))).toBe(true);
      f.adopt(opened.token);
      const member = valueOf(await f.gateway.memberInfo());
      expect(member).toMatchObject({ account: f.member.username, role: 'member', type: 0, scale: expect.any(Number), hasPaymentPassword: false });
      expect(typeof member.balance).toBe('bigint');
      expect(await f.gateway.logout()).toEqual({ ok: true, value: null });
      await expectAllLoggedOut([() => f.gateway.memberInfo()]);
    });

    it('a wrong password and an unknown account answer alike: access.invalid_credentials, no captcha yet', async () => {
      const wrong = failureOf(await login(f.member.username, `${f.member.password}x`));
      expect(wrong).toEqual({ code: 'access.invalid_credentials', value: { captcha: false } });
      expect(failureOf(await login(f.newUsername(), f.member.password))).toEqual(wrong);
    });

    it('the third failure asks for a captcha, and the right password without one is then validation.captcha_required', async () => {
      const flags: unknown[] = [];
      for (let i = 0; i < 3; i++) flags.push(failureOf(await login(f.member.username, 'Wrong#2026')).value?.['captcha']);
      expect(flags).toEqual([false, false, true]);
      expectRefused(await login(f.member.username, f.member.password), 'validation.captcha_required', {
        field: 'captcha',
        value: expect.objectContaining({ captcha: true }),
      });
    });

    it('a login without a solved challenge is access.human_verification_failed; SMS login and mobile registration, off by default, are refused', async () => {
      expectRefused(await f.gateway.login({ username: f.member.username, password: f.member.password, type: 'username' }), 'access.human_verification_failed', {
        value: { captcha: false },
      });
      expectRefused(await f.gateway.login({ username: '3001234567', password: '123456', type: 'sms', countryDialingCode: '+92' }), 'access.sms_login_disabled');
      const mobile = {
        countryDialingCode: '+92',
        mobileNum: '3001234567',
        code: '123456',
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        termsAccepted: true,
      };
      expectRefused(await f.gateway.registerMobile(mobile), 'verification.function_not_enabled');
    });

    it('registering opens a session for the new member under its lower-case name; the same name again is access.username_taken', async () => {
      const username = f.newUsername();
      const form = {
        username: username.replace(/^./, (c) => c.toUpperCase()),
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        termsAccepted: true,
        fields: {},
      };
      expectRefused(await f.gateway.register(form), 'access.human_verification_failed');
      const registered = valueOf(await f.gateway.register({ ...form, verification: await verification() }));
      expect(registered).toMatchObject({ id: expect.any(Number), account: username, token: expect.stringMatching(/.+/) });
      f.adopt(registered.token);
      expect(valueOf(await f.gateway.memberInfo())).toMatchObject({ id: registered.id, account: username, role: 'member' });
      expectRefused(await f.gateway.register({ ...form, verification: await verification() }), 'access.username_taken', { field: 'username' });
    });

    it('a password change checks the old one and answers a new session; then only the new password logs in', async () => {
      f.adopt((await session(f.member.username, f.member.password)).token);
      const change = (oldPassword: string, newPassword: string) => f.gateway.changePassword({ oldPassword, newPassword, confirmNewPassword: newPassword });
      expectRefused(await change(`${f.member.password}x`, NEW_PASSWORD), 'access.old_password_wrong', { field: 'oldPassword' });
      expectRefused(await change(f.member.password, f.member.password), 'access.password_unchanged', { field: 'newPassword' });
      expectRefused(
        await f.gateway.changePassword({ oldPassword: f.member.password, newPassword: NEW_PASSWORD, confirmNewPassword: `${NEW_PASSWORD}x` }),
        'validation.confirm_mismatch',
        { field: 'confirmNewPassword' },
      );
      const changed = valueOf(await change(f.member.password, NEW_PASSWORD));
      expect(changed.token).toMatch(/.+/);
      f.adopt(changed.token);
      expect(valueOf(await f.gateway.memberInfo()).account).toBe(f.member.username);
      expect(failureOf(await login(f.member.username, f.member.password)).code).toBe('access.invalid_credentials');
      expect((await session(f.member.username, NEW_PASSWORD)).token).toMatch(/.+/);
    });

    it('free play opens a session on a new trial account', async () => {
      const trial = valueOf(await f.gateway.freePlay());
      expect(trial).toMatchObject({ account: expect.stringMatching(/^trial_[0-9a-f]{12}$/), token: expect.stringMatching(/.+/) });
      f.adopt(trial.token);
      expect(valueOf(await f.gateway.memberInfo())).toMatchObject({ account: trial.account, role: 'trial' });
    });

    it('a second factor the server never asked for: sending its code and answering it are access.challenge_invalid', async () => {
      const id = 'a'.repeat(32);
      expectRefused(await f.gateway.sendChallengeCode(id, 'sms'), 'access.challenge_invalid');
      expectRefused(await f.gateway.answerChallenge({ challengeId: id, factor: 'totp', answer: '123456' }), 'access.challenge_invalid');
    });
  });
}
