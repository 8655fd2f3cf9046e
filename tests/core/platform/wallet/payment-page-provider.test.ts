import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepositRepository } from '../../../../core/platform/wallet/ports';
import { GetPaymentPageMethod } from '../../../../core/platform/wallet/get-payment-page-method';
import { StartPaymentPageDeposit } from '../../../../core/platform/wallet/start-payment-page-deposit';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';

const nothingStored = new Proxy({} as DepositRepository, {
  get: (_target, name) => () => {
    throw new Error(`deposits.${String(name)} called without a payment provider`);
  },
});
const refuse = () => {
  throw new Error('the protection guard was asked without a payment provider');
};

describe('the payment page without a payment provider', () => {
  it('is never offered and stores no order, whatever the setting, the member and the amount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom(0, 1), fc.string({ maxLength: 12 }), async (enabled, type, amount) => {
        const world = accessWorld();
        const settings = await world.settings.load();
        await world.settings.save('paymentPage', { ...settings.paymentPage, enabled }, 'operator');
        const caller = await principalOf(world, await addAccount(world, 'payer', 'payer123', { type }));
        const start = new StartPaymentPageDeposit({
          deposits: nothingStored,
          settings: world.settings,
          checkout: null,
          random: world.random,
          guard: { admitDeposit: refuse },
        });
        expect(await start.execute(caller, { amount })).toEqual({ ok: false, error: { code: 'wallet.no_payment_provider' } });
        expect((await new GetPaymentPageMethod({ settings: world.settings, checkout: null }).execute()).enabled).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
