import { describe, expect, it } from 'vitest';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { CashierStore } from '../../../web/src/stores/cashier-store';
import { InMemoryCashier } from '../../support/fakes/portal-cashier-gateway';

function world(account = 'alice1') {
  const cashier = new InMemoryCashier();
  const auth = {
    member: { account },
    balanceRefreshes: 0,
    async refreshBalance() {
      this.balanceRefreshes++;
    },
  };
  const store = new CashierStore(
    { loadMethod: new LoadBankDepositMethod(cashier), submit: new SubmitBankDeposit(cashier), loadDeposits: new LoadMyDeposits(cashier) },
    auth as unknown as AuthStore,
  );
  return { cashier, auth, store };
}

describe('CashierStore', () => {
  it('opens with the method, its chips and my deposits; a submission waits for confirmation at the top of the list', async () => {
    const { store } = world();
    await store.open();
    expect(store.method?.bankName).toBe('Lotus Bank');
    expect(store.chips[0]).toBe(10_000n);
    expect(store.deposits).toEqual([]);
    const result = await store.submit({ amount: '250', payerName: ' Ali ' });
    expect(result.ok).toBe(true);
    expect(store.submitted).toMatchObject({ amount: 25_000n, status: 'pending', payerName: 'Ali' });
    expect(store.deposits.map((d) => d.amount)).toEqual([25_000n]);
    expect(store.pendingCount).toBe(1);
    store.startAnother();
    expect(store.submitted).toBeNull();
  });

  it('a refused form changes nothing and never reaches the server', async () => {
    const { store, cashier } = world();
    await store.open();
    const result = await store.submit({ amount: '1', payerName: 'Ali' });
    expect(result).toEqual({ ok: false, error: { code: 'wallet.below_minimum', field: 'amount', params: { min: '10000' } } });
    expect(cashier.count('requestBankDeposit')).toBe(0);
    expect(store.submitted).toBeNull();
    expect(store.submitting).toBe(false);
  });

  it("refresh shows support's decision and reloads the balance", async () => {
    const { store, cashier, auth } = world();
    await store.open();
    await store.submit({ amount: '100', payerName: 'Ali' });
    cashier.decide(1, 'approved');
    await store.refresh();
    expect(store.deposits.map((d) => d.status)).toEqual(['approved']);
    expect(auth.balanceRefreshes).toBe(1);
  });

  it("another member's deposits and success state are gone before the new member's load", async () => {
    const { store, auth, cashier } = world();
    await store.open();
    await store.submit({ amount: '100', payerName: 'Ali' });
    auth.member = { account: 'bob22' };
    cashier.failNext = 'network.error';
    const opening = store.open();
    expect(store.deposits).toEqual([]);
    expect(store.submitted).toBeNull();
    await opening;
  });
});
