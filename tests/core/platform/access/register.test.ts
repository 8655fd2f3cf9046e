import { describe, expect, it } from 'vitest';
import { Login } from '../../../../core/platform/access/login';
import { Register, REGISTER_RATE, type RegisterCommand } from '../../../../core/platform/access/register';
import { accessWorld, addAccount, CALLER, type AccessWorld } from '../../../support/access-world';
import { defaultSettings } from '../../../support/fakes/settings';

const base = { username: 'Alice01', password: 'alice123', confirmPassword: 'alice123', termsAccepted: true, fields: {}, login: true };

async function register(world: AccessWorld, command: Partial<RegisterCommand> = {}, ip = CALLER.ip) {
  return new Register(world).execute({ ...base, verification: await world.human.solvedPayload(), ...command }, { ip });
}

describe('Register', () => {
  it('creates a member under the normalized username with an open wallet, and logs in when asked', async () => {
    const world = accessWorld();
    const result = await register(world);
    expect(result).toEqual({ ok: true, value: { id: 10_000_001, account: 'alice01', token: 'token-1' } });
    const account = (await world.accounts.findByUsername('alice01'))!;
    expect(account).toMatchObject({ nickname: 'Alice01', type: 0, isDefaultPassword: false, lastLoginAt: world.clock.now(), firstLoginAt: world.clock.now() });
    expect(await world.hasher.verify('alice123', account.passwordHash)).toBe(true);
    expect(await world.sessions.findActive(world.tokens.hashOf('token-1'))).toMatchObject({ accountId: account.id });
    expect(await world.ledger.mainBalance(account.id)).toBe(0n);
    expect(world.accounts.extra.get(account.id)?.registerIp).toBe(CALLER.ip);
  });

  it('without login it opens no session', async () => {
    const world = accessWorld();
    expect(await register(world, { login: false })).toMatchObject({ ok: true, value: { token: null } });
    expect(world.sessions.activeFor(10_000_001)).toEqual([]);
    expect((await world.accounts.findById(10_000_001))?.lastLoginAt).toBeNull();
  });

  it('keeps shown optional fields: email and mobile as columns, the rest (and the referral code) in the profile, the payment password hashed', async () => {
    const settings = defaultSettings();
    const world = accessWorld({
      register: {
        ...settings.register,
        qqNum: { ...settings.register['qqNum']!, shown: true },
        paymentPassword: { ...settings.register['paymentPassword']!, shown: true },
      },
    });
    await register(world, {
      fields: { email: 'a@example.com', mobileNum: '+923001234567', qqNum: '123456', paymentPassword: '654321' },
      referralCode: 'FRIEND_1',
    });
    const account = (await world.accounts.findByUsername('alice01'))!;
    expect(account).toMatchObject({ email: 'a@example.com', mobileNum: '+923001234567', profile: { qqNum: '123456', referralCode: 'FRIEND_1' } });
    expect(account.profile).not.toHaveProperty('paymentPassword');
    expect(await world.hasher.verify('654321', account.paymentPasswordHash!)).toBe(true);
  });

  it('a username taken in any case gives access.username_taken and leaves the first account alone', async () => {
    const world = accessWorld();
    const first = await addAccount(world, 'alice01', 'other123');
    expect(await register(world, { username: 'ALICE01' })).toEqual({ ok: false, error: { code: 'access.username_taken', field: 'username' } });
    expect(await world.accounts.findByUsername('alice01')).toEqual(first);
  });

  it('an invalid form fails before the rate limit and the proof of work are spent', async () => {
    const world = accessWorld();
    const payload = await world.human.solvedPayload();
    const result = await register(world, { termsAccepted: false, verification: payload });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation.terms_required' } });
    expect(await world.human.verify(payload)).not.toBeNull();
    expect(await world.accounts.findByUsername('alice01')).toBeNull();
  });

  it("the operator's patterns apply: a password without a digit fails validation.pattern.lettersAndDigits", async () => {
    const world = accessWorld();
    expect(await register(world, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toMatchObject({
      ok: false,
      error: { code: 'validation.pattern.lettersAndDigits', field: 'password' },
    });
  });

  it('without a valid proof of work no account is made', async () => {
    const world = accessWorld();
    expect(await register(world, { verification: 'solved:forged' })).toEqual({ ok: false, error: { code: 'access.human_verification_failed' } });
    expect(await world.accounts.findByUsername('alice01')).toBeNull();
  });

  it(`one ip may register ${REGISTER_RATE.limit} times an hour`, async () => {
    const world = accessWorld();
    world.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
    for (let i = 0; i < REGISTER_RATE.limit; i++) expect((await register(world, { username: `user${i}x` })).ok).toBe(true);
    expect(await register(world, { username: 'onemore' })).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    expect((await register(world, { username: 'elsewhere' }, '198.51.100.9')).ok).toBe(true);
    world.clock.advance(REGISTER_RATE.windowMs);
    expect((await register(world, { username: 'nexthour' })).ok).toBe(true);
  });

  it('registering with the default weak password marks it, and the first login must change it', async () => {
    const world = accessWorld();
    const weak = (await world.settings.load()).defaultWeakPassword;
    await register(world, { password: weak, confirmPassword: weak, login: false });
    expect((await world.accounts.findByUsername('alice01'))?.isDefaultPassword).toBe(true);
    const login = await new Login(world).execute(
      { username: 'alice01', password: weak, type: 'username', site: 'member', verification: await world.human.solvedPayload() },
      CALLER,
    );
    expect(login).toMatchObject({ ok: true, value: { mustChangePassword: true } });
  });
});
