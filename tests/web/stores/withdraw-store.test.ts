import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { AnswerReceipt } from '../../../core/portal/wallet/answer-receipt';
import { BindMyBankAccount } from '../../../core/portal/wallet/bind-my-bank-account';
import { LoadWithdrawPage } from '../../../core/portal/wallet/load-withdraw-page';
import { SetMyPaymentPassword } from '../../../core/portal/wallet/set-my-payment-password';
import { SubmitWithdrawal } from '../../../core/portal/wallet/submit-withdrawal';
import type { WithdrawalGateway } from '../../../core/portal/wallet/withdrawal-gateway';
import type { Withdrawal, WithdrawalRequest } from '../../../core/portal/wallet/withdrawal-types';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import type { SystemStore } from '../../../web/src/stores/system-store';
import { WithdrawStore } from '../../../web/src/stores/withdraw-store';

const ACCOUNT = { id: 4, bankName: 'HBL', accountNumber: '****6789', accountName: 'Ali Khan', createdAt: '2026-01-01T00:00:00.000Z' };

/** The server side in memory: one bank account; requests answer per the script (network failure first, if asked). */
function gatewayWith(failFirst: boolean) {
  const requests: WithdrawalRequest[] = [];
  const made: Withdrawal[] = [];
  const gateway: WithdrawalGateway = {
    withdrawMethod: async () => ok({ enabled: true, min: 10_000n, max: 5_000_000n, scale: 2, autoReceiptMinutes: 30 }),
    myBankAccounts: async () => ok({ payeeName: 'Ali Khan', limit: 3, accounts: [ACCOUNT] }),
    bindBankAccount: async () => fail('wallet.bank_account_duplicate'),
    myWithdrawals: async () => ok([...made]),
    requestWithdrawal: async (request): Promise<Result<Withdrawal>> => {
      requests.push(request);
      if (failFirst && requests.length === 1) return fail('network.error');
      const w: Withdrawal = { id: made.length + 1, account: 'alice1', amount: 20_000n, scale: 2, bankName: 'HBL', accountNumber: '****6789', accountName: 'Ali Khan', status: 'pending', reason: null, receipt: null, hasProof: false, receiptDeadline: null, createdAt: `2026-01-0${made.length + 1}T00:00:00.000Z`, decidedAt: null };
      made.push(w);
      return ok(w);
    },
    confirmReceipt: async () => fail('wallet.withdrawal_not_found'),
    reportNotReceived: async () => fail('wallet.withdrawal_not_found'),
  };
  return { gateway, requests, made };
}

function world(failFirst = false, account = 'alice1') {
  const { gateway, requests, made } = gatewayWith(failFirst);
  const auth = { member: { account, balance: 100_000n, hasPaymentPassword: true }, refreshes: 0, async refreshBalance() { this.refreshes++; } };
  const system = { status: null } as unknown as SystemStore;
  let keys = 0;
  const store = new WithdrawStore(
    { load: new LoadWithdrawPage(gateway), bind: new BindMyBankAccount(gateway), submit: new SubmitWithdrawal(gateway), answer: new AnswerReceipt(gateway), setPaymentPassword: new SetMyPaymentPassword({ setPaymentPassword: async () => ok(null) }) },
    auth as unknown as AuthStore,
    system,
    () => `key-${++keys}-abcdefgh`,
  );
  return { store, requests, made, auth };
}

const form = { amount: '200', bankAccountId: ACCOUNT.id, paymentPassword: '135790' };

describe('WithdrawStore', () => {
  it('opens with the bounds, my accounts and withdrawals; a request shows as submitted and the balance is reloaded', async () => {
    const { store, auth } = world();
    await store.open();
    expect(store.bankAccounts).toEqual([ACCOUNT]);
    expect(store.canBindMore).toBe(true);
    const result = await store.submit(form);
    expect(result.ok).toBe(true);
    expect(store.submitted).toMatchObject({ amount: 20_000n, status: 'pending' });
    expect(store.withdrawals).toHaveLength(1);
    expect(auth.refreshes).toBe(1);
    expect(store.busy).toBe(false);
  });

  it('a submission that got no answer is sent again with the same request key; the next one gets a new key', async () => {
    const { store, requests } = world(true);
    await store.open();
    expect((await store.submit(form)).ok).toBe(false);
    expect((await store.submit(form)).ok).toBe(true);
    expect((await store.submit(form)).ok).toBe(true);
    expect(requests.map((r) => r.requestKey)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-2-abcdefgh']);
  });

  it('a form the rules refuse never reaches the server', async () => {
    const { store, requests } = world();
    await store.open();
    expect(await store.submit({ ...form, amount: '2000' })).toMatchObject({ ok: false, error: { code: 'wallet.insufficient_funds' } });
    expect(await store.submit({ ...form, paymentPassword: '' })).toMatchObject({ ok: false, error: { field: 'paymentPassword' } });
    expect(requests).toEqual([]);
  });

  it("another member's page never shows after a change of account", async () => {
    const first = world();
    await first.store.open();
    await first.store.submit(form);
    first.auth.member = { ...first.auth.member, account: 'bob22' };
    const opening = first.store.open();
    expect(first.store.submitted).toBeNull();
    expect(first.store.page).toBeNull();
    await opening;
  });
});
