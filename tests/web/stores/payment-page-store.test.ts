import { describe, expect, it } from 'vitest';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { LoadPaymentPageMethod } from '../../../core/portal/wallet/load-payment-page-method';
import { StartPaymentPageDeposit } from '../../../core/portal/wallet/start-payment-page-deposit';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { CashierStore } from '../../../web/src/stores/cashier-store';
import { FOLLOW_TIMES, PaymentPageStore } from '../../../web/src/stores/payment-page-store';
import { InMemoryCashier } from '../../support/fakes/portal-cashier-gateway';

function world(onWait: (gateway: InMemoryCashier, waits: number) => void = () => undefined) {
  const gateway = new InMemoryCashier();
  const auth = { member: { account: 'alice1' }, async refreshBalance() {} };
  const cashier = new CashierStore(
    { loadMethod: new LoadBankDepositMethod(gateway), submit: new SubmitBankDeposit(gateway), loadDeposits: new LoadMyDeposits(gateway) },
    auth as unknown as AuthStore,
  );
  let waits = 0;
  const store = new PaymentPageStore({ loadMethod: new LoadPaymentPageMethod(gateway), start: new StartPaymentPageDeposit(gateway) }, cashier, async () => {
    waits++;
    onWait(gateway, waits);
  });
  return { gateway, store, waits: () => waits };
}

describe('PaymentPageStore', () => {
  it('starts an order with the normalised amount and hands back the checkout URL; a refused amount never reaches the server', async () => {
    const { store, gateway } = world();
    await store.loadMethod();
    expect(store.method?.displayName).toBe('Card payment');
    expect(store.chips[0]).toBe(10_000n);
    expect(await store.start({ amount: '5' })).toMatchObject({ ok: false, error: { code: 'wallet.below_minimum' } });
    expect(gateway.count('startPaymentPageDeposit')).toBe(0);
    const started = await store.start({ amount: '150.5' });
    expect(gateway.last('startPaymentPageDeposit')).toEqual({ amount: '150.50' });
    expect(started.ok && started.value.checkoutUrl).toMatch(/^\/psp\/checkout/);
    expect(store.starting).toBe(false);
  });

  it('follows the order it came back with until the provider settles it, then stops asking', async () => {
    let orderId = '';
    const { store, gateway, waits } = world((g, n) => {
      if (n === 3) g.settle(orderId, 'approved');
    });
    await store.loadMethod();
    const started = await store.start({ amount: '200' });
    if (!started.ok) throw new Error(started.error.code);
    orderId = started.value.deposit.orderId!;
    await store.follow(orderId);
    expect(store.followed).toMatchObject({ orderId, status: 'approved', amount: 20_000n });
    expect(waits()).toBe(3);
    expect(gateway.balance).toBe(20_000n);
    expect(gateway.count('myDeposits')).toBe(4);
  });

  it('gives up after a bounded number of tries when the provider never answers, and forgets the order when told', async () => {
    const { store, gateway } = world();
    await store.loadMethod();
    const started = await store.start({ amount: '200' });
    if (!started.ok) throw new Error(started.error.code);
    await store.follow(started.value.deposit.orderId!);
    expect(gateway.count('myDeposits')).toBe(FOLLOW_TIMES);
    expect(store.followed?.status).toBe('pending');
    expect(store.orderMissing).toBe(false);
    store.stopFollowing();
    expect(store.followed).toBeNull();
    await store.follow('PP' + 'f'.repeat(24));
    expect(store.orderMissing).toBe(true);
  });
});
