import { describe, expect, it } from 'vitest';
import { Authenticate } from '../../../../core/platform/access/authenticate';
import { ChangePassword, type ChangePasswordCommand } from '../../../../core/platform/access/change-password';
import { Login } from '../../../../core/platform/access/login';
import { accessWorld, addAccount, CALLER, principalOf, type AccessWorld } from '../../../support/access-world';
import { defaultSettings } from '../../../support/fakes/settings';

async function setup(settings: Parameters<typeof accessWorld>[0] = {}) {
  const world = accessWorld(settings);
  const alice = await addAccount(world, 'alice', 'abc123456', { isDefaultPassword: true });
  const login = new Login(world);
  const tokens: string[] = [];
  for (const ip of ['192.0.2.1', '192.0.2.2']) {
    const r = await login.execute(
      { username: 'alice', password: 'abc123456', type: 'username', site: 'member', verification: await world.human.solvedPayload() },
      { ip },
    );
    if (r.ok && 'token' in r.value) tokens.push(r.value.token);
  }
  const principal = (await new Authenticate(world).execute(tokens[0], '127.0.0.1'))!;
  if (!principal.ok) throw new Error('no principal');
  return { world, alice, tokens, principal: principal.value };
}

const change = (world: AccessWorld, principal: Awaited<ReturnType<typeof setup>>['principal'], command: Partial<ChangePasswordCommand>) =>
  new ChangePassword(world).execute(principal, { oldPassword: 'abc123456', newPassword: 'better987', confirmNewPassword: 'better987', ...command }, CALLER);

describe('ChangePassword', () => {
  it('stores the new password (no longer default, changed now), revokes every session and returns a fresh one', async () => {
    const { world, alice, tokens, principal } = await setup();
    world.clock.advance(5_000);
    const result = await change(world, principal, {});
    expect(result).toEqual({ ok: true, value: { token: 'token-3' } });
    const after = (await world.accounts.findById(alice.id))!;
    expect(await world.hasher.verify('better987', after.passwordHash)).toBe(true);
    expect(after).toMatchObject({ isDefaultPassword: false, passwordChangedAt: world.clock.now() });
    const auth = new Authenticate(world);
    for (const old of tokens) expect(await auth.execute(old, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    expect(await auth.execute('token-3', '127.0.0.1')).toMatchObject({ ok: true });
    expect(world.sessions.activeFor(alice.id)).toHaveLength(1);
  });

  it('after the change the forced change is over: logging in no longer asks for it', async () => {
    const { world, principal } = await setup();
    await change(world, principal, {});
    const login = await new Login(world).execute(
      { username: 'alice', password: 'better987', type: 'username', site: 'member', verification: await world.human.solvedPayload() },
      CALLER,
    );
    expect(login).toMatchObject({ ok: true, value: { mustChangePassword: false } });
  });

  it('a wrong old password changes nothing and keeps the sessions', async () => {
    const { world, alice, principal } = await setup();
    expect(await change(world, principal, { oldPassword: 'not-it1' })).toEqual({
      ok: false,
      error: { code: 'access.old_password_wrong', field: 'oldPassword' },
    });
    expect(await world.hasher.verify('abc123456', (await world.accounts.findById(alice.id))!.passwordHash)).toBe(true);
    expect(world.sessions.activeFor(alice.id)).toHaveLength(2);
  });

  it('refuses the default weak password, an unchanged password, a mismatched confirmation and blanks', async () => {
    const { world, principal } = await setup();
    const cases: [Partial<ChangePasswordCommand>, string, string][] = [
      [{ oldPassword: 'better987', newPassword: 'abc123456', confirmNewPassword: 'abc123456' }, 'access.password_is_default', 'newPassword'],
      [{ oldPassword: 'same1234', newPassword: 'same1234', confirmNewPassword: ' same1234 ' }, 'access.password_unchanged', 'newPassword'],
      [{ confirmNewPassword: 'better988' }, 'validation.confirm_mismatch', 'confirmNewPassword'],
      [{ oldPassword: '  ' }, 'validation.required', 'oldPassword'],
      [{ newPassword: ' ' }, 'validation.required', 'newPassword'],
      [{ newPassword: 'nodigits', confirmNewPassword: 'nodigits' }, 'validation.pattern.lettersAndDigits', 'newPassword'],
    ];
    for (const [command, code, field] of cases) expect(await change(world, principal, command), code).toMatchObject({ ok: false, error: { code, field } });
    expect(world.hasher.verifications).toBe(2);
  });

  it('the length limit is 64 code points, as at registration and login (not 64 UTF-16 units)', async () => {
    const settings = defaultSettings();
    const { world, principal } = await setup({ register: { ...settings.register, password: { ...settings.register['password']!, acceptedPattern: '*' } } });
    const emoji40 = '🔑'.repeat(40);
    expect(await change(world, principal, { newPassword: emoji40, confirmNewPassword: emoji40 })).toMatchObject({ ok: true });
    const tooLong = 'x'.repeat(65);
    expect(await change(world, principal, { oldPassword: emoji40, newPassword: tooLong, confirmNewPassword: tooLong })).toEqual({
      ok: false,
      error: { code: 'validation.too_long', field: 'newPassword', params: { max: 64 } },
    });
  });

  it('a principal built for an account (as Authenticate gives) is enough', async () => {
    const world = accessWorld();
    const bob = await addAccount(world, 'bob', 'bob12345');
    const result = await new ChangePassword(world).execute(
      await principalOf(world, bob),
      { oldPassword: 'bob12345', newPassword: 'bob54321', confirmNewPassword: 'bob54321' },
      CALLER,
    );
    expect(result.ok).toBe(true);
  });
});
