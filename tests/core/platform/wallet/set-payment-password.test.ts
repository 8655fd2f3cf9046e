import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_TRIES, PAYMENT_PASSWORD_WINDOW_MS, verifyPaymentPassword } from '../../../../core/platform/wallet/payment-password';
import { SetPaymentPassword } from '../../../../core/platform/wallet/set-payment-password';
import type { Account } from '../../../../core/platform/access/account';
import { accessWorld, addAccount, principalOf, type AccessWorld } from '../../../support/access-world';

const TRIAL_TYPE = 4;

async function member(world: AccessWorld, type = 0) {
  const account = await addAccount(world, type === TRIAL_TYPE ? 'trial01' : 'alice', 'Login#2026', { type });
  return principalOf(world, account);
}

const fresh = async (world: AccessWorld, account: Account) => (await world.accounts.findById(account.id))!;

describe('SetPaymentPassword', () => {
  it('sets a first payment password without asking for a current one, and only it verifies afterwards', async () => {
    const world = accessWorld();
    const principal = await member(world);
    expect(await new SetPaymentPassword(world).execute(principal, { newPassword: '246810', confirmNewPassword: '246810' })).toEqual({ ok: true, value: null });
    const stored = await fresh(world, principal.account);
    expect(await verifyPaymentPassword(world, stored, '246810')).toEqual({ ok: true, value: null });
    expect(await verifyPaymentPassword(world, stored, '246811')).toMatchObject({ ok: false, error: { code: 'wallet.payment_password_wrong' } });
  });

  it('changing it needs the current one; a wrong current one changes nothing', async () => {
    const world = accessWorld();
    const principal = await member(world);
    const set = new SetPaymentPassword(world);
    await set.execute(principal, { newPassword: '246810', confirmNewPassword: '246810' });
    const withOne = { ...principal, account: await fresh(world, principal.account) };
    expect(await set.execute(withOne, { newPassword: '135790', confirmNewPassword: '135790' })).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'oldPassword' },
    });
    expect(await set.execute(withOne, { oldPassword: '000000', newPassword: '135790', confirmNewPassword: '135790' })).toMatchObject({
      ok: false,
      error: { code: 'wallet.payment_password_wrong', field: 'oldPassword' },
    });
    expect(await verifyPaymentPassword(world, await fresh(world, principal.account), '246810')).toMatchObject({ ok: true });
    expect(await set.execute(withOne, { oldPassword: '246810', newPassword: '135790', confirmNewPassword: '135790' })).toMatchObject({ ok: true });
    expect(await verifyPaymentPassword(world, await fresh(world, principal.account), '135790')).toMatchObject({ ok: true });
  });

  it('refuses, naming the field, a new password off the pattern, an unconfirmed one and the login password; trial and staff may not set one', async () => {
    const world = accessWorld({});
    const principal = await member(world);
    const set = new SetPaymentPassword(world);
    expect(await set.execute(principal, { newPassword: '', confirmNewPassword: '' })).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'newPassword' },
    });
    expect(await set.execute(principal, { newPassword: '12ab56', confirmNewPassword: '12ab56' })).toMatchObject({
      ok: false,
      error: { code: 'validation.pattern.digitsOnly', field: 'newPassword' },
    });
    expect(await set.execute(principal, { newPassword: '123456', confirmNewPassword: '123457' })).toMatchObject({
      ok: false,
      error: { code: 'validation.confirm_mismatch', field: 'confirmNewPassword' },
    });
    const numeric = await principalOf(world, await addAccount(world, 'bob', '987654'));
    expect(await set.execute(numeric, { newPassword: '987654', confirmNewPassword: '987654' })).toMatchObject({
      ok: false,
      error: { code: 'wallet.payment_password_is_login_password' },
    });
    expect(await set.execute({ ...principal, role: 'staff' }, { newPassword: '123456', confirmNewPassword: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'access.forbidden' },
    });
    const trial = await member(world, TRIAL_TYPE);
    expect(await set.execute(trial, { newPassword: '123456', confirmNewPassword: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'access.need_true_account' },
    });
    expect((await fresh(world, principal.account)).paymentPasswordHash).toBeNull();
  });
});

describe('verifyPaymentPassword', () => {
  it('an account without one is told to set it; an empty answer is required', async () => {
    const world = accessWorld();
    const { account } = await member(world);
    expect(await verifyPaymentPassword(world, account, '123456')).toMatchObject({ ok: false, error: { code: 'wallet.payment_password_not_set' } });
    expect(await verifyPaymentPassword(world, { ...account, paymentPasswordHash: await world.hasher.hash('123456') }, '  ')).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'paymentPassword' },
    });
  });

  it('property: after any sequence of answers, the right one passes exactly when fewer than the allowed wrong ones came in this window and the one before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 12 }), async (answers) => {
        const world = accessWorld();
        const { account } = await member(world);
        const withOne = { ...account, paymentPasswordHash: await world.hasher.hash('112233') };
        let wrong = 0;
        for (const right of answers) {
          const result = await verifyPaymentPassword(world, withOne, right ? '112233' : '998877');
          const locked = wrong >= PAYMENT_PASSWORD_TRIES;
          if (locked) expect(result).toMatchObject({ ok: false, error: { code: 'wallet.payment_password_locked' } });
          else if (right) expect(result).toEqual({ ok: true, value: null });
          else {
            expect(result).toMatchObject({ ok: false, error: { code: 'wallet.payment_password_wrong' } });
            wrong++;
          }
        }
        world.clock.advance(PAYMENT_PASSWORD_WINDOW_MS);
        const nextWindow = await verifyPaymentPassword(world, withOne, '112233');
        expect(nextWindow.ok).toBe(wrong < PAYMENT_PASSWORD_TRIES);
        world.clock.advance(PAYMENT_PASSWORD_WINDOW_MS);
        expect(await verifyPaymentPassword(world, withOne, '112233')).toEqual({ ok: true, value: null });
      }),
      { numRuns: 60 },
    );
  });
});
