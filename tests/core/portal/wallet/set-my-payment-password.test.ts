import { describe, expect, it } from 'vitest';
import { SetMyPaymentPassword } from '../../../../core/portal/wallet/set-my-payment-password';
import { InMemoryPaymentPassword } from '../../../support/fakes/portal-payment-password-gateway';

const SIX_DIGITS = { id: 'digitsOnly', min: 6, max: 6 } as const;

describe('SetMyPaymentPassword', () => {
  it('sends a valid form; a first one goes without the current password', async () => {
    const gateway = new InMemoryPaymentPassword();
    const use = new SetMyPaymentPassword(gateway);
    expect(await use.execute({ oldPassword: 'ignored', newPassword: '123456', confirmNewPassword: '123456' }, false, SIX_DIGITS)).toEqual({
      ok: true,
      value: null,
    });
    expect(await use.execute({ oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' }, true, SIX_DIGITS)).toEqual({
      ok: true,
      value: null,
    });
    expect(gateway.sent).toEqual([
      { newPassword: '123456', confirmNewPassword: '123456' },
      { oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' },
    ]);
  });

  it('stops a form the server would refuse before sending it, naming the field', async () => {
    const gateway = new InMemoryPaymentPassword();
    const use = new SetMyPaymentPassword(gateway);
    expect(await use.execute({ newPassword: '654321', confirmNewPassword: '654321' }, true, SIX_DIGITS)).toMatchObject({
      ok: false,
      error: { field: 'oldPassword' },
    });
    expect(await use.execute({ newPassword: '65432', confirmNewPassword: '65432' }, false, SIX_DIGITS)).toMatchObject({
      ok: false,
      error: { code: 'validation.pattern.digitsOnly', field: 'newPassword' },
    });
    expect(await use.execute({ newPassword: '654321', confirmNewPassword: '654320' }, false, SIX_DIGITS)).toMatchObject({
      ok: false,
      error: { code: 'validation.confirm_mismatch' },
    });
    expect(gateway.sent).toEqual([]);
  });
});
