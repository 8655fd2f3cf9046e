import { beforeEach, describe, expect, it } from 'vitest';
import { amountText } from '../../../core/domain/wallet/amount';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type { Deposit } from '../../../core/portal/wallet/types';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

export interface CashierGatewayFixture {
  /** A member's cashier: an empty wallet, no deposits. */
  readonly gateway: CashierGateway;
  /** The same routes for a trial account's session. */
  readonly trial: CashierGateway;
  /** The same routes for a caller with no session. */
  readonly anonymous: CashierGateway;
  /** Support's decision on one of the member's bank deposits. */
  decide(id: number, decision: 'approved' | 'rejected', reason?: string): Promise<void>;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The portal's CashierGateway: the api client against a real server, and the in-memory cashier the wallet use cases and stores run on. */
export function cashierGatewayContract(fresh: () => Promise<CashierGatewayFixture>): void {
  describe('CashierGateway contract', () => {
    let f: CashierGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    const bankMethod = async () => valueOf(await f.gateway.bankDepositMethod());
    /** An amount inside the method's bounds: `extra` minor units above the minimum, as typed text. */
    const within = (method: { min: bigint; scale: number }, extra: bigint) => ({
      minor: method.min + extra,
      text: amountText(method.min + extra, method.scale),
    });

    it('reads both deposit methods, bounds in minor units', async () => {
      const bank = await bankMethod();
      expect(bank).toMatchObject({ enabled: true, scale: 2, bankName: expect.any(String), accountName: expect.any(String), accountNumber: expect.any(String) });
      expect(typeof bank.min === 'bigint' && bank.min > 0n && bank.min <= bank.max).toBe(true);
      const page = valueOf(await f.gateway.paymentPageMethod());
      expect(page).toMatchObject({ enabled: true, scale: 2, displayName: expect.any(String) });
      expect(typeof page.min === 'bigint' && page.min > 0n && page.min <= page.max).toBe(true);
    });

    it('a bank deposit inside the bounds waits for support, its payer trimmed and a blank reference dropped; my deposits list newest first', async () => {
      const method = await bankMethod();
      const amount = within(method, 5_050n);
      const first = valueOf(await f.gateway.requestBankDeposit({ amount: amount.text, payerName: ' Ali Khan ', reference: ' ' }));
      expect(first).toEqual({
        id: expect.any(Number),
        method: 'bank_transfer',
        amount: amount.minor,
        scale: method.scale,
        payerName: 'Ali Khan',
        reference: null,
        status: 'pending',
        reason: null,
        createdAt: expect.stringMatching(ISO),
        decidedAt: null,
        orderId: null,
      });
      const second = valueOf(await f.gateway.requestBankDeposit({ amount: within(method, 0n).text, payerName: 'Ali', reference: 'TRX-1' }));
      expect(second).toMatchObject({ reference: 'TRX-1', amount: method.min });
      expect(valueOf(await f.gateway.myDeposits())).toEqual([second, first]);
    });

    it('an amount out of bounds or badly written, or no payer, is refused on its field and nothing is recorded', async () => {
      const method = await bankMethod();
      const request = (amount: string, payerName = 'Ali') => f.gateway.requestBankDeposit({ amount, payerName });
      const below = failureOf(await request(amountText(method.min - 1n, method.scale)));
      expect(below).toMatchObject({ code: 'wallet.below_minimum', field: 'amount' });
      // The bank route sends the bound as a number, the payment page (and the portal's own rule) as text.
      expect(String(below.params?.['min'])).toBe(String(method.min));
      const above = failureOf(await request(amountText(method.max + 1n, method.scale)));
      expect(above).toMatchObject({ code: 'wallet.above_maximum', field: 'amount' });
      expect(String(above.params?.['max'])).toBe(String(method.max));
      expectRefused(await request(`${method.min / 10n ** BigInt(method.scale)}.${'1'.padStart(method.scale + 1, '0')}`), 'wallet.too_many_decimals', {
        field: 'amount',
        params: { scale: method.scale },
      });
      expectRefused(await request(within(method, 0n).text, '  '), 'validation.required', { field: 'payerName' });
      expect(valueOf(await f.gateway.myDeposits())).toEqual([]);
    });

    it('an approved deposit credits the wallet once: the account record shows the line and its totals; a rejected one keeps its reason and writes nothing', async () => {
      const method = await bankMethod();
      const amount = within(method, 1_234n);
      const approved = valueOf(await f.gateway.requestBankDeposit({ amount: amount.text, payerName: 'Ali' }));
      const rejected = valueOf(await f.gateway.requestBankDeposit({ amount: amount.text, payerName: 'Ali' }));
      await f.decide(approved.id, 'approved');
      await f.decide(rejected.id, 'rejected', 'not received');
      const [second, first] = valueOf(await f.gateway.myDeposits()) as [Deposit, Deposit];
      expect(first).toMatchObject({ id: approved.id, status: 'approved', reason: null, decidedAt: expect.stringMatching(ISO) });
      expect(second).toMatchObject({ id: rejected.id, status: 'rejected', reason: 'not received', decidedAt: expect.stringMatching(ISO) });

      const record = valueOf(await f.gateway.accountRecord({ pageNo: 1, pageSize: 10 }));
      expect(record).toMatchObject({ pageNo: 1, totalPages: 1, totals: { credited: amount.minor, debited: 0n }, scale: method.scale });
      expect(record.items).toEqual([
        {
          id: expect.any(Number),
          type: 'deposit',
          amount: amount.minor,
          balanceAfter: amount.minor,
          status: 'done',
          reference: `deposit:${approved.id}`,
          subject: { kind: 'order', id: approved.id },
          createdAt: expect.stringMatching(ISO),
        },
      ]);
      expect(valueOf(await f.gateway.accountRecord({ type: 'deposit', pageNo: 1, pageSize: 10 })).items).toEqual(record.items);
      expect(valueOf(await f.gateway.accountRecord({ from: '2099-01-01', to: '2099-01-31', pageNo: 1, pageSize: 10 }))).toEqual({
        items: [],
        pageNo: 1,
        totalPages: 1,
        totals: { credited: 0n, debited: 0n },
        scale: method.scale,
      });
    });

    it('a payment-page deposit starts pending with the provider order id and a checkout address', async () => {
      const method = valueOf(await f.gateway.paymentPageMethod());
      const amount = within(method, 5_000n);
      const started = valueOf(await f.gateway.startPaymentPageDeposit({ amount: amount.text }));
      expect(started.deposit).toMatchObject({
        method: 'payment_page',
        amount: amount.minor,
        scale: method.scale,
        payerName: '',
        reference: null,
        status: 'pending',
        orderId: expect.stringMatching(/^PP[0-9a-f]{24}$/),
      });
      expect(started.checkoutUrl.startsWith('/psp/checkout?')).toBe(true);
      const below = failureOf(await f.gateway.startPaymentPageDeposit({ amount: amountText(method.min - 1n, method.scale) }));
      expect(below).toMatchObject({ code: 'wallet.below_minimum', field: 'amount' });
      expect(String(below.params?.['min'])).toBe(String(method.min));
      expect(valueOf(await f.gateway.myDeposits())).toEqual([started.deposit]);
    });

    it('a trial account may not deposit (access.need_true_account); a caller with no session is access.not_logged_in on every route', async () => {
      expectRefused(await f.trial.requestBankDeposit({ amount: '100', payerName: 'Ali' }), 'access.need_true_account');
      expectRefused(await f.trial.startPaymentPageDeposit({ amount: '100' }), 'access.need_true_account');
      const { anonymous } = f;
      await expectAllLoggedOut([
        () => anonymous.bankDepositMethod(),
        () => anonymous.paymentPageMethod(),
        () => anonymous.requestBankDeposit({ amount: '100', payerName: 'Ali' }),
        () => anonymous.startPaymentPageDeposit({ amount: '100' }),
        () => anonymous.myDeposits(),
        () => anonymous.accountRecord({ pageNo: 1, pageSize: 10 }),
      ]);
    });
  });
}
