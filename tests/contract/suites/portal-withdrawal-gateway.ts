import { beforeEach, describe, expect, it } from 'vitest';
import { amountText } from '../../../core/domain/wallet/amount';
import type { WithdrawalGateway } from '../../../core/portal/wallet/withdrawal-gateway';
import type { WithdrawalRequest } from '../../../core/portal/wallet/withdrawal-types';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

export interface WithdrawalGatewayFixture {
  /** A member's session: `funds` (minor units) in the main wallet, this payment password, no bank account and no payee name yet. */
  readonly gateway: WithdrawalGateway;
  readonly funds: bigint;
  readonly paymentPassword: string;
  /** A bank account number (upper-case letters and digits) nobody has bound. */
  accountNumber(): string;
  /** Support's decision on one of the member's withdrawals. */
  decide(id: number, decision: 'approved' | 'rejected', reason?: string): Promise<void>;
  /** The same routes for a trial account's session, and for a caller with no session. */
  readonly trial: WithdrawalGateway;
  readonly anonymous: WithdrawalGateway;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const masked = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

/** The portal's WithdrawalGateway: the withdrawal api client against a real server, and the fake the withdraw use cases and store run on. */
export function withdrawalGatewayContract(fresh: () => Promise<WithdrawalGatewayFixture>): void {
  describe('WithdrawalGateway contract', () => {
    let f: WithdrawalGatewayFixture;
    let keys = 0;
    beforeEach(async () => {
      f = await fresh();
    });

    const bind = async () => valueOf(await f.gateway.bindBankAccount({ bankName: 'HBL', accountNumber: f.accountNumber(), accountName: 'Ali Khan' }));
    /** A withdrawal request on the member's bank account, a new request key unless one is given. */
    const request = async (amount: string, over: Partial<WithdrawalRequest> = {}) => {
      const bankAccountId = over.bankAccountId ?? valueOf(await f.gateway.myBankAccounts()).accounts[0]?.id ?? (await bind()).id;
      return f.gateway.requestWithdrawal({
        amount,
        bankAccountId,
        paymentPassword: f.paymentPassword,
        requestKey: `key-${String(++keys).padStart(8, '0')}`,
        ...over,
      });
    };
    const approved = async (amount: string) => {
      const { id } = valueOf(await request(amount));
      await f.decide(id, 'approved');
      return id;
    };

    it('the method: bounds in minor units and the minutes a paid withdrawal waits for its receipt', async () => {
      const method = valueOf(await f.gateway.withdrawMethod());
      expect(method).toMatchObject({ enabled: true, scale: 2 });
      expect(typeof method.min === 'bigint' && method.min > 0n && method.min <= method.max).toBe(true);
      expect(method.autoReceiptMinutes).toBeGreaterThan(0);
    });

    it('what can be withdrawn now: the whole main balance while it is within the bounds, less once a request holds part of it', async () => {
      const method = valueOf(await f.gateway.withdrawMethod());
      expect(f.funds >= method.min && f.funds <= method.max).toBe(true);
      expect(method.withdrawable).toEqual({ balance: f.funds, now: f.funds, hold: null, turnoverMissing: 0n });
      await request(amountText(f.funds - method.min + 1n, 2));
      const left = method.min - 1n;
      expect(valueOf(await f.gateway.withdrawMethod()).withdrawable).toEqual({ balance: left, now: 0n, hold: 'below_minimum', turnoverMissing: 0n });
      expect(valueOf(await f.trial.withdrawMethod()).withdrawable).toMatchObject({ now: 0n, hold: 'not_real_money', turnoverMissing: 0n });
    });

    it('the first binding sets the payee name and answers the number in full; later ones carry that name, never a number twice, up to the limit; listed masked', async () => {
      const [first, second, third, fourth] = [f.accountNumber(), f.accountNumber(), f.accountNumber(), f.accountNumber()] as [string, string, string, string];
      const bindAs = (accountName: string, accountNumber: string) => f.gateway.bindBankAccount({ bankName: ' HBL ', accountNumber, accountName });
      expect(valueOf(await f.gateway.myBankAccounts())).toEqual({ payeeName: null, limit: expect.any(Number), accounts: [] });
      const bound = valueOf(await bindAs('  Sara   Ahmed ', `${first.slice(0, 4)}-${first.slice(4)}`));
      expect(bound).toEqual({
        id: expect.any(Number),
        bankName: 'HBL',
        accountNumber: first,
        accountName: 'Sara Ahmed',
        createdAt: expect.stringMatching(ISO),
      });
      expectRefused(await bindAs('Someone Else', second), 'wallet.payee_name_mismatch', { field: 'accountName' });
      expectRefused(await bindAs('sara ahmed', ` ${first} `), 'wallet.bank_account_duplicate', { field: 'accountNumber' });
      expectRefused(await bindAs('Sara Ahmed', '12-34'), 'wallet.invalid_account_number', { field: 'accountNumber' });
      expectRefused(await f.gateway.bindBankAccount({ bankName: '   ', accountNumber: second, accountName: 'Sara Ahmed' }), 'validation.required', {
        field: 'bankName',
      });
      valueOf(await bindAs('SARA AHMED', second));
      valueOf(await bindAs('Sara Ahmed', third));
      const mine = valueOf(await f.gateway.myBankAccounts());
      expect(mine).toMatchObject({ payeeName: 'Sara Ahmed', limit: 3 });
      expect(mine.accounts.map((a) => a.accountNumber)).toEqual([first, second, third].map(masked));
      expectRefused(await bindAs('Sara Ahmed', fourth), 'wallet.bank_account_limit', { params: { max: 3 } });
    });

    it('a request holds the amount for support; the same request key answers the same withdrawal, another amount under it is a conflict; newest first', async () => {
      const account = await bind();
      const first = valueOf(await request('100', { requestKey: 'key-first-0001' }));
      expect(first).toEqual({
        id: expect.any(Number),
        account: expect.any(String),
        amount: 10_000n,
        scale: 2,
        bankName: 'HBL',
        accountNumber: masked(account.accountNumber),
        accountName: 'Ali Khan',
        status: 'pending',
        reason: null,
        receipt: null,
        hasProof: false,
        receiptDeadline: null,
        createdAt: expect.stringMatching(ISO),
        // The server stamps the hold's move to 'pending' as decidedAt, before support decides anything.
        decidedAt: expect.stringMatching(ISO),
      });
      expect(valueOf(await request('100', { requestKey: 'key-first-0001' }))).toEqual(first);
      expectRefused(await request('101', { requestKey: 'key-first-0001' }), 'wallet.idempotency_conflict');
      expectRefused(await request(amountText(f.funds - 10_000n + 1n, 2)), 'wallet.insufficient_funds', { field: 'amount' });
      const second = valueOf(await request('150.5'));
      expect(valueOf(await f.gateway.myWithdrawals()).map((w) => [w.id, w.amount])).toEqual([
        [second.id, 15_050n],
        [first.id, 10_000n],
      ]);
    });

    it('a bad request is refused naming its field, and nothing is held', async () => {
      const method = valueOf(await f.gateway.withdrawMethod());
      await bind();
      const cases: [Partial<WithdrawalRequest> & { amount: string }, string, string][] = [
        [{ amount: '0' }, 'wallet.amount_not_positive', 'amount'],
        [{ amount: '100.001' }, 'wallet.too_many_decimals', 'amount'],
        [{ amount: amountText(method.min - 1n, 2) }, 'wallet.below_minimum', 'amount'],
        [{ amount: amountText(method.max + 1n, 2) }, 'wallet.above_maximum', 'amount'],
        [{ amount: amountText(f.funds + 1n, 2) }, 'wallet.insufficient_funds', 'amount'],
        [{ amount: '100', bankAccountId: 2_000_000_000 }, 'wallet.bank_account_not_found', 'bankAccountId'],
        [{ amount: '100', paymentPassword: '' }, 'validation.required', 'paymentPassword'],
        [{ amount: '100', paymentPassword: '000000' }, 'wallet.payment_password_wrong', 'paymentPassword'],
      ];
      for (const [change, code, field] of cases) expect(failureOf(await request(change.amount, change)), JSON.stringify(change)).toMatchObject({ code, field });
      expect(valueOf(await f.gateway.myWithdrawals())).toEqual([]);
      expect(valueOf(await request(amountText(f.funds, 2))).amount).toBe(f.funds);
    });

    it('a receipt only once paid: received is kept, the same answer again is fine and another refused; partial amounts must add up; not received needs an image', async () => {
      const pending = valueOf(await request('100'));
      expectRefused(await f.gateway.confirmReceipt(pending.id, { outcome: 'received' }), 'wallet.withdrawal_not_approved');
      await f.decide(pending.id, 'approved');
      const paid = valueOf(await f.gateway.myWithdrawals()).find((w) => w.id === pending.id)!;
      expect(paid).toMatchObject({ status: 'approved', decidedAt: expect.stringMatching(ISO), receiptDeadline: expect.stringMatching(ISO), receipt: null });
      const received = valueOf(await f.gateway.confirmReceipt(pending.id, { outcome: 'received' }));
      expect(received).toMatchObject({ receipt: { kind: 'received', received: 10_000n, remaining: 0n }, receiptDeadline: null });
      expect(valueOf(await f.gateway.confirmReceipt(pending.id, { outcome: 'received' }))).toEqual(received);
      expectRefused(await f.gateway.confirmReceipt(pending.id, { outcome: 'partly_received', received: '50', remaining: '50' }), 'wallet.receipt_confirmed');

      const partly = await approved('200');
      expectRefused(
        await f.gateway.confirmReceipt(partly, { outcome: 'partly_received', received: '150', remaining: '60' }),
        'wallet.receipt_amounts_mismatch',
        { field: 'remaining' },
      );
      expect(valueOf(await f.gateway.confirmReceipt(partly, { outcome: 'partly_received', received: '150.25', remaining: '49.75' })).receipt).toEqual({
        kind: 'partly_received',
        received: 15_025n,
        remaining: 4_975n,
      });

      const lost = await approved('300');
      expectRefused(await f.gateway.reportNotReceived(lost, new TextEncoder().encode('GIF89a not a png'), 'image/png'), 'wallet.proof_not_image', {
        field: 'proof',
      });
      expect(valueOf(await f.gateway.reportNotReceived(lost, JPEG, 'image/jpeg'))).toMatchObject({
        receipt: { kind: 'not_received', received: 0n, remaining: 30_000n },
        hasProof: true,
      });
      expectRefused(await f.gateway.confirmReceipt(2_000_000_000, { outcome: 'received' }), 'wallet.withdrawal_not_found');
    });

    it('a rejected request says why and gives the amount back', async () => {
      const all = amountText(f.funds, 2);
      const rejected = valueOf(await request(all));
      await f.decide(rejected.id, 'rejected', 'Account closed');
      expect(valueOf(await f.gateway.myWithdrawals())[0]).toMatchObject({
        id: rejected.id,
        status: 'rejected',
        reason: 'Account closed',
        decidedAt: expect.stringMatching(ISO),
        receiptDeadline: null,
      });
      expect(valueOf(await request(all)).status).toBe('pending');
    });

    it('a trial account may not withdraw nor bind (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      const account = { bankName: 'HBL', accountNumber: f.accountNumber(), accountName: 'Ali Khan' };
      expectRefused(await f.trial.bindBankAccount(account), 'access.need_true_account');
      expectRefused(
        await f.trial.requestWithdrawal({ amount: '100', bankAccountId: 1, paymentPassword: f.paymentPassword, requestKey: 'key-trial-0001' }),
        'access.need_true_account',
      );
      const { anonymous } = f;
      await expectAllLoggedOut([
        () => anonymous.withdrawMethod(),
        () => anonymous.myBankAccounts(),
        () => anonymous.bindBankAccount(account),
        () => anonymous.requestWithdrawal({ amount: '100', bankAccountId: 1, paymentPassword: f.paymentPassword, requestKey: 'key-anon-0001' }),
        () => anonymous.myWithdrawals(),
        () => anonymous.confirmReceipt(1, { outcome: 'received' }),
        () => anonymous.reportNotReceived(1, JPEG, 'image/jpeg'),
      ]);
    });
  });
}
