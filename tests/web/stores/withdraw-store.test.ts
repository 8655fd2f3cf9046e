import { describe, expect, it } from 'vitest';
import { AnswerReceipt } from '../../../core/portal/wallet/answer-receipt';
import { BindMyBankAccount } from '../../../core/portal/wallet/bind-my-bank-account';
import { LoadWithdrawPage } from '../../../core/portal/wallet/load-withdraw-page';
import { SetMyPaymentPassword } from '../../../core/portal/wallet/set-my-payment-password';
import { SubmitWithdrawal } from '../../../core/portal/wallet/submit-withdrawal';
import type { WithdrawalRequest } from '../../../core/portal/wallet/withdrawal-types';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import type { SystemStore } from '../../../web/src/stores/system-store';
import { WithdrawStore } from '../../../web/src/stores/withdraw-store';
import type { Message } from '../../../core/domain/kernel/message';
import { InMemoryPaymentPassword } from '../../support/fakes/portal-payment-password-gateway';
import { InMemoryWithdrawals } from '../../support/fakes/portal-withdrawal-gateway';

/** The server side in memory: a member with 1,000.00, its payment password and one bank account. */
async function world() {
  const account = 'alice1';
  const gateway = new InMemoryWithdrawals(account);
  const bound = await gateway.bindBankAccount({ bankName: 'HBL', accountNumber: 'PK36HABB0000006789', accountName: 'Ali Khan' });
  if (!bound.ok) throw new Error(bound.error.code);
  const requests = () => gateway.sent.filter((s) => s.call === 'requestWithdrawal').map((s) => s.args[0] as WithdrawalRequest);
  const auth = {
    member: { account, balance: gateway.balance, hasPaymentPassword: true },
    refreshes: 0,
    async refreshBalance() {
      this.refreshes++;
    },
  };
  const system = { status: null } as unknown as SystemStore;
  let keys = 0;
  const notices: Message[] = [];
  const store = new WithdrawStore(
    {
      load: new LoadWithdrawPage(gateway),
      bind: new BindMyBankAccount(gateway),
      submit: new SubmitWithdrawal(gateway),
      answer: new AnswerReceipt(gateway),
      setPaymentPassword: new SetMyPaymentPassword(new InMemoryPaymentPassword()),
    },
    auth as unknown as AuthStore,
    system,
    () => `key-${++keys}-abcdefgh`,
    { confirm: (message) => notices.push(message) },
  );
  const form = { amount: '200', bankAccountId: bound.value.id, paymentPassword: '135790' };
  return { gateway, store, requests, auth, form, notices };
}

describe('WithdrawStore', () => {
  it('opens with the bounds, my accounts and withdrawals; a request shows as submitted and the balance is reloaded', async () => {
    const { store, auth, form } = await world();
    await store.open();
    expect(store.bankAccounts).toEqual([
      { id: form.bankAccountId, bankName: 'HBL', accountNumber: '****6789', accountName: 'Ali Khan', createdAt: expect.any(String) },
    ]);
    expect(store.canBindMore).toBe(true);
    const result = await store.submit(form);
    expect(result.ok).toBe(true);
    expect(store.submitted).toMatchObject({ amount: 20_000n, status: 'pending' });
    expect(store.withdrawals).toHaveLength(1);
    expect(auth.refreshes).toBe(1);
    expect(store.busy).toBe(false);
  });

  it('setting the payment password and then changing it each confirm what happened; a refused one confirms nothing', async () => {
    const { store, auth, notices } = await world();
    auth.member.hasPaymentPassword = false;
    expect((await store.setPaymentPassword({ newPassword: '12345', confirmNewPassword: '12345' })).ok).toBe(false);
    expect(notices).toEqual([]);
    expect((await store.setPaymentPassword({ newPassword: '135790', confirmNewPassword: '135790' })).ok).toBe(true);
    auth.member.hasPaymentPassword = true;
    expect((await store.setPaymentPassword({ oldPassword: '135790', newPassword: '246801', confirmNewPassword: '246801' })).ok).toBe(true);
    expect(notices).toEqual([{ key: 'notice.paymentPasswordSet' }, { key: 'notice.paymentPasswordChanged' }]);
  });

  it('a submission that got no answer is sent again with the same request key; the next one gets a new key', async () => {
    const { gateway, store, requests, form } = await world();
    await store.open();
    gateway.failNext = 'network.error';
    expect((await store.submit(form)).ok).toBe(false);
    expect((await store.submit(form)).ok).toBe(true);
    expect((await store.submit(form)).ok).toBe(true);
    expect(requests().map((r) => r.requestKey)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-2-abcdefgh']);
  });

  it('a form the rules refuse never reaches the server', async () => {
    const { store, requests, form } = await world();
    await store.open();
    expect(await store.submit({ ...form, amount: '2000' })).toMatchObject({ ok: false, error: { code: 'wallet.insufficient_funds' } });
    expect(await store.submit({ ...form, paymentPassword: '' })).toMatchObject({ ok: false, error: { field: 'paymentPassword' } });
    expect(requests()).toEqual([]);
  });

  it("another member's page never shows after a change of account", async () => {
    const first = await world();
    await first.store.open();
    await first.store.submit(first.form);
    first.auth.member = { ...first.auth.member, account: 'bob22' };
    const opening = first.store.open();
    expect(first.store.submitted).toBeNull();
    expect(first.store.page).toBeNull();
    await opening;
  });
});
