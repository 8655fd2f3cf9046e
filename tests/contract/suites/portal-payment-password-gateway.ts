import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentPasswordGateway } from '../../../core/portal/wallet/ports';
import { expectAllLoggedOut, expectRefused, failureOf } from './portal-results';

export interface PaymentPasswordGatewayFixture {
  /** A member's session, no payment password set yet. */
  readonly gateway: PaymentPasswordGateway;
  /** The same route for a trial account's session, and for a caller with no session. */
  readonly trial: PaymentPasswordGateway;
  readonly anonymous: PaymentPasswordGateway;
}

const twice = (password: string) => ({ newPassword: password, confirmNewPassword: password });

/** The portal's PaymentPasswordGateway: the api client against a real server, and the fake the payment-password use case runs on. */
export function paymentPasswordGatewayContract(fresh: () => Promise<PaymentPasswordGatewayFixture>): void {
  describe('PaymentPasswordGateway contract', () => {
    let f: PaymentPasswordGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('the first one needs no current password; a change needs the current one, missing or wrong it is refused on oldPassword', async () => {
      expect(await f.gateway.setPaymentPassword(twice('135790'))).toEqual({ ok: true, value: null });
      expectRefused(await f.gateway.setPaymentPassword(twice('246801')), 'validation.required', { field: 'oldPassword' });
      expectRefused(await f.gateway.setPaymentPassword({ oldPassword: '000000', ...twice('246801') }), 'wallet.payment_password_wrong', {
        field: 'oldPassword',
      });
      expect(await f.gateway.setPaymentPassword({ oldPassword: '135790', ...twice('246801') })).toEqual({ ok: true, value: null });
      expectRefused(await f.gateway.setPaymentPassword({ oldPassword: '135790', ...twice('357913') }), 'wallet.payment_password_wrong', {
        field: 'oldPassword',
      });
    });

    it("the new one follows the operator's pattern (six digits by default) and its confirmation", async () => {
      for (const shape of ['12345', '1234567', '12345a'])
        expect(failureOf(await f.gateway.setPaymentPassword(twice(shape)))).toMatchObject({
          code: expect.stringMatching(/^validation\./),
          field: 'newPassword',
        });
      expectRefused(await f.gateway.setPaymentPassword({ newPassword: '135790', confirmNewPassword: '135791' }), 'validation.confirm_mismatch', {
        field: 'confirmNewPassword',
      });
      expectRefused(await f.gateway.setPaymentPassword(twice('   ')), 'validation.required', { field: 'newPassword' });
    });

    it('a trial account has none (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      expectRefused(await f.trial.setPaymentPassword(twice('135790')), 'access.need_true_account');
      await expectAllLoggedOut([() => f.anonymous.setPaymentPassword(twice('135790'))]);
    });
  });
}
