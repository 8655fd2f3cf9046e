import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { ChangeMyPassword, type ChangePasswordForm } from '../../../../core/portal/access/change-my-password';
import type { FieldPattern } from '../../../../core/domain/access/patterns';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';

const pattern: FieldPattern = { id: 'lettersAndDigits', min: 6, max: 20 };
const form: ChangePasswordForm = { oldPassword: 'abc123456', newPassword: 'better987', confirmNewPassword: 'better987' };

function setup() {
  const auth = new FakeAuthGateway();
  const store = new MemorySessionStore({ account: 'alice', token: auth.signedIn('alice', form.oldPassword) });
  return { auth, store, change: new ChangeMyPassword(auth, store) };
}

describe('ChangeMyPassword', () => {
  it('the rotated token from the server replaces the stored one', async () => {
    const { auth, store, change } = setup();
    const old = store.load()!.token;
    expect(await change.execute(form, pattern)).toEqual({ ok: true, value: null });
    expect(auth.last('changePassword')).toEqual(form);
    expect(store.load()).toEqual({ account: 'alice', token: 'session-2' });
    expect(old).toBe('session-1');
  });

  it('with a cookie session (no token in the answer) the stored token becomes null', async () => {
    const { auth, store, change } = setup();
    auth.changePasswordAnswer = ok({ token: null });
    await change.execute(form, pattern);
    expect(store.load()).toEqual({ account: 'alice', token: null });
  });

  it('the form is checked first: blank old password, pattern, confirmation; the server is not called', async () => {
    const cases: [Partial<ChangePasswordForm>, string, string][] = [
      [{ oldPassword: ' ' }, 'validation.required', 'oldPassword'],
      [{ newPassword: 'letters', confirmNewPassword: 'letters' }, 'validation.pattern.lettersAndDigits', 'newPassword'],
      [{ confirmNewPassword: 'better988' }, 'validation.confirm_mismatch', 'confirmNewPassword'],
    ];
    for (const [change, code, field] of cases) {
      const { auth, store, change: useCase } = setup();
      expect(await useCase.execute({ ...form, ...change }, pattern)).toMatchObject({ ok: false, error: { code, field } });
      expect(auth.calls).toEqual([]);
      expect(store.load()).toEqual({ account: 'alice', token: 'session-1' });
    }
  });

  it('a server refusal is passed on and the stored session is kept', async () => {
    const { auth, store, change } = setup();
    auth.changePasswordAnswer = fail('access.old_password_wrong', { field: 'oldPassword' });
    expect(await change.execute(form, pattern)).toEqual({ ok: false, error: { code: 'access.old_password_wrong', field: 'oldPassword' } });
    expect(store.load()).toEqual({ account: 'alice', token: 'session-1' });
  });
});
