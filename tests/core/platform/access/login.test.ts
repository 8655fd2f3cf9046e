import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAILURE_WINDOW_MS, LOCK_MS, workRequired } from '../../../../core/domain/access/login-throttle';
import { IssueHumanChallenge } from '../../../../core/platform/access/issue-human-challenge';
import { Login, LOGIN_RATE, type LoginCommand } from '../../../../core/platform/access/login';
import { accessWorld, addAccount, CALLER, type AccessWorld } from '../../../support/access-world';

const DAY = 86_400_000;

/** A login as the web sends it: a fresh proof of work asked for the username each time, the captcha when asked for. */
async function attempt(
  world: AccessWorld,
  login: Login,
  username: string,
  password: string,
  options: Partial<LoginCommand> & { solveCaptcha?: boolean; ip?: string } = {},
) {
  const { solveCaptcha, ip, ...rest } = options;
  let captcha: Partial<LoginCommand> = {};
  if (solveCaptcha) {
    const issued = await world.captcha.issue();
    captcha = { captchaId: issued.captchaId, captcha: world.captcha.answerOf(issued.captchaId) };
  }
  const caller = { ip: ip ?? CALLER.ip };
  const challenge = await new IssueHumanChallenge(world).execute(username, caller);
  return login.execute({ username, password, type: 'username', site: 'member', verification: `solved:${challenge.signature}`, ...captcha, ...rest }, caller);
}

async function setup(settings: Parameters<typeof accessWorld>[0] = {}) {
  const world = accessWorld(settings);
  const login = new Login(world);
  const alice = await addAccount(world, 'alice', 'alice123');
  return { world, login, alice };
}

describe('Login', () => {
  it('the right password opens a session with the absolute timeout, records the login and says it is the first', async () => {
    const { world, login, alice } = await setup();
    const result = await attempt(world, login, ' Alice ', 'alice123');
    expect(result).toEqual({
      ok: true,
      value: { token: 'token-1', firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, previousLoginAt: null, scope: 'full' },
    });
    const session = await world.sessions.findActive(world.tokens.hashOf('token-1'));
    expect(session).toMatchObject({ accountId: alice.id, expiresAt: new Date(world.clock.now().getTime() + 12 * 3_600_000) });
    expect((await world.accounts.findById(alice.id))?.lastLoginAt).toEqual(world.clock.now());
    world.clock.advance(1000);
    expect(await attempt(world, login, 'alice', 'alice123')).toMatchObject({ ok: true, value: { firstTimeLogin: false } });
  });

  it('a wrong password, an unknown user and a locked account all answer access.invalid_credentials, identically', async () => {
    const { world, login, alice } = await setup();
    await addAccount(world, 'locked', 'locked123');
    const lockedAccount = (await world.accounts.findByUsername('locked'))!;
    await world.accounts.lockUntil(lockedAccount.id, new Date(world.clock.now().getTime() + LOCK_MS));
    const answers = [
      await attempt(world, login, 'alice', 'wrong1'),
      await attempt(world, login, 'nobody', 'alice123', { ip: '198.51.100.2' }),
      await attempt(world, login, 'locked', 'locked123', { ip: '198.51.100.3' }),
      await attempt(world, login, 'locked', 'wrong', { ip: '198.51.100.4' }),
    ];
    for (const a of answers) expect(a).toEqual({ ok: false, error: { code: 'access.invalid_credentials', value: { captcha: false } } });
    expect(alice.id).toBeGreaterThan(0);
  });

  it('every password check costs one hash verification, whether or not the account exists', async () => {
    const { world, login } = await setup();
    for (const [user, pw] of [
      ['alice', 'alice123'],
      ['alice', 'bad'],
      ['ghost', 'whatever'],
    ] as const) {
      const before = world.hasher.verifications;
      await attempt(world, login, user, pw, { ip: `192.0.2.${before}` });
      expect(world.hasher.verifications - before).toBe(1);
    }
  });

  it('a captcha is required after 3 failures of the account: the third failure says so, the fourth attempt needs it', async () => {
    const { world, login } = await setup();
    const flags = [];
    for (let i = 0; i < 3; i++) {
      const r = await attempt(world, login, 'alice', 'wrong', { ip: `192.0.2.${i}` });
      flags.push(!r.ok && r.error.value?.['captcha']);
    }
    expect(flags).toEqual([false, false, true]);
    expect(await attempt(world, login, 'alice', 'alice123', { ip: '192.0.2.9' })).toEqual({
      ok: false,
      error: { code: 'validation.captcha_required', field: 'captcha', value: { captcha: true } },
    });
    expect(await attempt(world, login, 'alice', 'alice123', { ip: '192.0.2.9', captchaId: 'captcha-404', captcha: 'nope' })).toEqual({
      ok: false,
      error: { code: 'access.captcha_invalid', field: 'captcha', value: { captcha: true } },
    });
    expect(await attempt(world, login, 'alice', 'alice123', { ip: '192.0.2.9', solveCaptcha: true })).toMatchObject({ ok: true });
  });

  it('3 failures from one ip require a captcha for any username from that ip, but not from elsewhere', async () => {
    const { world, login } = await setup();
    await addAccount(world, 'bob', 'bob12345');
    for (const user of ['x1', 'x2', 'x3']) await attempt(world, login, user, 'pw');
    expect(await attempt(world, login, 'bob', 'bob12345')).toMatchObject({ ok: false, error: { code: 'validation.captcha_required' } });
    expect(await attempt(world, login, 'bob', 'bob12345', { ip: '198.51.100.50' })).toMatchObject({ ok: true });
  });

  it('failures older than 15 minutes no longer count towards the captcha', async () => {
    const { world, login } = await setup();
    for (let i = 0; i < 3; i++) await attempt(world, login, 'alice', 'wrong');
    world.clock.advance(FAILURE_WINDOW_MS + 1);
    expect(await attempt(world, login, 'alice', 'alice123')).toMatchObject({ ok: true });
  });

  it('10 failures within 15 minutes lock the account for 15 minutes, even against the right password', async () => {
    const { world, login, alice } = await setup();
    for (let i = 0; i < 10; i++) {
      await attempt(world, login, 'alice', `wrong${i}`, { solveCaptcha: i >= 3 });
      world.clock.advance(60_000);
    }
    const lockedUntil = (await world.accounts.findById(alice.id))!.lockedUntil;
    expect(lockedUntil).toEqual(new Date(world.clock.now().getTime() - 60_000 + LOCK_MS));
    const right = await attempt(world, login, 'alice', 'alice123', { solveCaptcha: true });
    const wrong = await attempt(world, login, 'alice', 'still-wrong', { solveCaptcha: true });
    expect(right).toEqual({ ok: false, error: { code: 'access.invalid_credentials', value: { captcha: true } } });
    expect(wrong).toEqual(right);
    world.clock.set(lockedUntil!.getTime() + FAILURE_WINDOW_MS + 1);
    expect(await attempt(world, login, 'alice', 'alice123')).toMatchObject({ ok: true });
  });

  it('9 failures then a pause longer than the window do not lock on the next failure', async () => {
    const { world, login, alice } = await setup();
    for (let i = 0; i < 9; i++) await attempt(world, login, 'alice', 'wrong', { solveCaptcha: i >= 3 });
    world.clock.advance(FAILURE_WINDOW_MS + 1);
    await attempt(world, login, 'alice', 'wrong');
    expect((await world.accounts.findById(alice.id))!.lockedUntil).toBeNull();
    expect(await attempt(world, login, 'alice', 'alice123')).toMatchObject({ ok: true });
  });

  it("a success clears the account's failures", async () => {
    const { world, login } = await setup();
    for (let i = 0; i < 2; i++) await attempt(world, login, 'alice', 'wrong');
    await attempt(world, login, 'alice', 'alice123');
    for (let i = 0; i < 2; i++) await attempt(world, login, 'alice', 'wrong', { ip: `192.0.2.${i + 20}` });
    expect(await attempt(world, login, 'alice', 'alice123', { ip: '192.0.2.30' })).toMatchObject({ ok: true });
  });

  it('staff cannot log in on the member site but can on the console', async () => {
    const { world, login } = await setup();
    await addAccount(world, 'support', 'Support#2026', { type: 90 });
    expect(await attempt(world, login, 'support', 'Support#2026')).toEqual({ ok: false, error: { code: 'access.non_member_login' } });
    expect(world.sessions.activeFor((await world.accounts.findByUsername('support'))!.id)).toHaveLength(0);
    expect(await attempt(world, login, 'support', 'Support#2026', { site: 'console' })).toMatchObject({ ok: true });
  });

  it('a trial account can never log in again', async () => {
    const { world, login } = await setup();
    await addAccount(world, 'trial_0a0b0c', 'trialpass1', { type: 4 });
    expect(await attempt(world, login, 'trial_0a0b0c', 'trialpass1')).toMatchObject({ ok: false, error: { code: 'access.invalid_credentials' } });
  });

  it('the default weak password forces a change (for username logins)', async () => {
    const { world, login } = await setup();
    const weak = world.settings;
    await addAccount(world, 'weakling', (await weak.load()).defaultWeakPassword, { isDefaultPassword: true });
    expect(await attempt(world, login, 'weakling', 'abc123456')).toMatchObject({ ok: true, value: { mustChangePassword: true, passwordExpired: false } });
  });

  it('an expired password forces a change when expiry is on, from exactly expiryDays on; never when it is off', async () => {
    for (const [expiryDays, ageDays, expired] of [
      [30, 31, true],
      [30, 30, true],
      [30, 29, false],
      [0, 3650, false],
    ] as const) {
      const { world, login, alice } = await setup({ passwordExpiryDays: expiryDays });
      world.accounts.patch(alice.id, { passwordChangedAt: new Date(world.clock.now().getTime() - ageDays * DAY) });
      expect(await attempt(world, login, 'alice', 'alice123'), `${expiryDays}/${ageDays}`).toMatchObject({
        ok: true,
        value: { passwordExpired: expired, mustChangePassword: expired },
      });
    }
  });

  it('SMS login is not offered: access.sms_login_disabled', async () => {
    const { world, login } = await setup();
    expect(await attempt(world, login, 'alice', 'alice123', { type: 'sms' })).toEqual({ ok: false, error: { code: 'access.sms_login_disabled' } });
  });

  it('without a valid proof of work, or with a replayed one, the login fails human verification', async () => {
    const { world, login } = await setup();
    expect(await attempt(world, login, 'alice', 'alice123', { verification: '' })).toMatchObject({
      ok: false,
      error: { code: 'access.human_verification_failed' },
    });
    const payload = await world.human.solvedPayload();
    expect(await attempt(world, login, 'alice', 'alice123', { verification: payload })).toMatchObject({ ok: true });
    expect(await attempt(world, login, 'alice', 'alice123', { verification: payload })).toMatchObject({
      ok: false,
      error: { code: 'access.human_verification_failed' },
    });
  });

  it('after failures the challenge issued is harder, and a proof of the base work is refused as too weak', async () => {
    const { world, login } = await setup();
    const issue = new IssueHumanChallenge(world);
    expect((await issue.execute('alice', CALLER)).maxnumber).toBe(world.humanWorkBase);
    for (let i = 0; i < 4; i++) await attempt(world, login, 'alice', 'wrong', { solveCaptcha: i >= 3 });
    const required = workRequired(world.humanWorkBase, { account: 4, ip: 4 });
    expect(required).toBeGreaterThan(world.humanWorkBase);
    expect((await issue.execute('alice', CALLER)).maxnumber).toBe(required);
    // Another IP with no failures of its own still gets the account's harder challenge.
    expect((await issue.execute(' ALICE ', { ip: '198.51.100.9' })).maxnumber).toBe(required);
    expect((await issue.execute(undefined, { ip: '198.51.100.9' })).maxnumber).toBe(world.humanWorkBase);

    const weak = await attempt(world, login, 'alice', 'alice123', { solveCaptcha: true, verification: await world.human.solvedPayload() });
    expect(weak).toEqual({ ok: false, error: { code: 'access.human_verification_too_weak', value: { captcha: true, work: required } } });
    expect(await attempt(world, login, 'alice', 'alice123', { solveCaptcha: true })).toMatchObject({ ok: true });
  });

  it('blank fields fail validation and carry the captcha flag', async () => {
    const { world, login } = await setup();
    expect(await attempt(world, login, '  ', 'alice123')).toEqual({
      ok: false,
      error: { code: 'validation.required', field: 'username', value: { captcha: false } },
    });
  });

  it(`one ip gets ${LOGIN_RATE.limit} attempts a minute; then access.too_many_requests until the next minute`, async () => {
    const { world, login } = await setup();
    world.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
    for (let i = 0; i < LOGIN_RATE.limit; i++) expect((await attempt(world, login, `user${i}`, 'pw', { solveCaptcha: i >= 3 })).ok).toBe(false);
    expect(await attempt(world, login, 'alice', 'alice123', { solveCaptcha: true })).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    expect(await attempt(world, login, 'alice', 'alice123', { ip: '198.51.100.77' })).toMatchObject({ ok: true });
  });

  it('property: with any interleaving of right and wrong passwords, the account locks exactly when 10 failures fall in 15 minutes', async () => {
    let locks = 0;
    const gap = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 60_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 20 * 60_000 }), weight: 1 });
    const step = fc.tuple(fc.oneof({ arbitrary: fc.constant(false), weight: 7 }, { arbitrary: fc.constant(true), weight: 1 }), gap);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
        const { world, login, alice } = await setup();
        // A model of the rules: failures since the last success, within the window; the lock.
        let failures: number[] = [];
        let lockedUntil: number | null = null;
        for (const [right, gap] of steps) {
          world.clock.advance(gap);
          const now = world.clock.now().getTime();
          const recent = failures.filter((t) => t >= now - FAILURE_WINDOW_MS);
          const locked = lockedUntil !== null && lockedUntil > now;
          const result = await attempt(world, login, 'alice', right ? 'alice123' : 'wrong', { solveCaptcha: recent.length >= 3 });
          expect(result.ok).toBe(right && !locked);
          if (result.ok) failures = [];
          else {
            failures.push(now);
            if (recent.length + 1 >= 10 && !locked) {
              lockedUntil = now + LOCK_MS;
              locks++;
            }
          }
          expect((await world.accounts.findById(alice.id))!.lockedUntil?.getTime() ?? null).toBe(lockedUntil);
        }
      }),
      { numRuns: 60 },
    );
    // The runs must reach the interesting part: locks, and logins while locked or after.
    expect(locks).toBeGreaterThan(5);
  });
});
