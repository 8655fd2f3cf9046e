import { subjectOfReference } from '../../../core/domain/wallet/record-subject';
import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { parseAmount } from '../../../core/domain/wallet/amount';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type {
  BankDepositMethod,
  BankDepositRequest,
  Deposit,
  PaymentPageMethod,
  PaymentPageStart,
  RecordEntry,
  RecordPage,
  RecordQuery,
} from '../../../core/portal/wallet/types';
import { sessionRefusal, takeFailure } from './portal-answers';

export const defaultBankMethod = (over: Partial<BankDepositMethod> = {}): BankDepositMethod => ({
  enabled: true,
  min: 10_000n,
  max: 5_000_000n,
  scale: 2,
  bankName: 'Lotus Bank',
  accountName: 'Royal Lotus Ltd',
  accountNumber: 'PK36LOTU0000001234567702',
  ...over,
});

export const defaultPaymentPageMethod = (over: Partial<PaymentPageMethod> = {}): PaymentPageMethod => ({
  enabled: true,
  min: 10_000n,
  max: 2_000_000n,
  scale: 2,
  displayName: 'Card payment',
  ...over,
});

/**
 * The member's cashier as the server keeps it, in memory, keeping the CashierGateway contract
 * (tests/contract/suites/portal-cashier-gateway.ts): deposits wait for support, an approval
 * credits the wallet and writes an account-record line. Its checks are written out the way the
 * server's RequestBankDeposit does them (parseAmount, then min and max, the bound as a number),
 * not through the portal's rule, so tests can compare the two. `role` is whose session calls
 * (null: none). Every call is recorded; `failNext` scripts one failure.
 */
export class InMemoryCashier implements CashierGateway {
  readonly calls: { method: keyof CashierGateway; request?: unknown }[] = [];
  method: BankDepositMethod = defaultBankMethod();
  paymentPage: PaymentPageMethod = defaultPaymentPageMethod();
  role: 'member' | 'trial' | null = 'member';
  balance = 0n;
  failNext: FailureCode | null = null;
  private readonly deposits: Deposit[] = [];
  private readonly entries: RecordEntry[] = [];
  private nextId = 1;
  private tick = 0;

  /** Each event gets a later timestamp; `at` pins one (ISO text). */
  constructor(private readonly start = Date.UTC(2026, 0, 15, 8, 0, 0)) {}

  count(method: keyof CashierGateway): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  last(method: keyof CashierGateway): unknown {
    return this.calls.filter((c) => c.method === method).at(-1)?.request;
  }

  async bankDepositMethod(): Promise<Result<BankDepositMethod>> {
    return this.answer('bankDepositMethod', undefined, () => ok(this.method));
  }

  async requestBankDeposit(request: BankDepositRequest): Promise<Result<Deposit>> {
    return this.answer('requestBankDeposit', request, () => {
      if (this.role === 'trial') return fail('access.need_true_account');
      if (!this.method.enabled) return fail('wallet.method_disabled');
      const amount = parseAmount(request.amount, this.method.scale);
      if (!amount.ok) return fail(amount.error.code, { ...amount.error, field: 'amount' });
      if (amount.value < this.method.min) return fail('wallet.below_minimum', { field: 'amount', params: { min: Number(this.method.min) } });
      if (amount.value > this.method.max) return fail('wallet.above_maximum', { field: 'amount', params: { max: Number(this.method.max) } });
      const payerName = request.payerName.trim();
      if (payerName === '') return fail('validation.required', { field: 'payerName' });
      const deposit: Deposit = {
        id: this.nextId++,
        method: 'bank_transfer',
        amount: amount.value,
        scale: this.method.scale,
        payerName,
        reference: request.reference?.trim() || null,
        status: 'pending',
        reason: null,
        createdAt: this.now(),
        decidedAt: null,
        orderId: null,
      };
      this.deposits.push(deposit);
      return ok(deposit);
    });
  }

  async paymentPageMethod(): Promise<Result<PaymentPageMethod>> {
    return this.answer('paymentPageMethod', undefined, () => ok(this.paymentPage));
  }

  async startPaymentPageDeposit(request: { readonly amount: string }): Promise<Result<PaymentPageStart>> {
    return this.answer('startPaymentPageDeposit', request, () => {
      if (this.role === 'trial') return fail('access.need_true_account');
      if (!this.paymentPage.enabled) return fail('wallet.method_disabled');
      const amount = parseAmount(request.amount, this.paymentPage.scale);
      if (!amount.ok) return fail(amount.error.code, { ...amount.error, field: 'amount' });
      if (amount.value < this.paymentPage.min) return fail('wallet.below_minimum', { field: 'amount', params: { min: this.paymentPage.min.toString() } });
      if (amount.value > this.paymentPage.max) return fail('wallet.above_maximum', { field: 'amount', params: { max: this.paymentPage.max.toString() } });
      const id = this.nextId++;
      const orderId = `PP${id.toString(16).padStart(24, '0')}`;
      const deposit: Deposit = {
        id,
        method: 'payment_page',
        amount: amount.value,
        scale: this.paymentPage.scale,
        payerName: '',
        reference: null,
        status: 'pending',
        reason: null,
        createdAt: this.now(),
        decidedAt: null,
        orderId,
      };
      this.deposits.push(deposit);
      return ok({ deposit, checkoutUrl: `/psp/checkout?order=${orderId}` });
    });
  }

  async myDeposits(): Promise<Result<readonly Deposit[]>> {
    return this.answer('myDeposits', undefined, () => ok([...this.deposits].reverse()));
  }

  async accountRecord(query: RecordQuery): Promise<Result<RecordPage>> {
    return this.answer('accountRecord', query, () => {
      const day = (e: RecordEntry) => e.createdAt.slice(0, 10);
      const matching = [...this.entries]
        .reverse()
        .filter((e) => (!query.type || e.type === query.type) && (!query.from || day(e) >= query.from) && (!query.to || day(e) <= query.to));
      const totalPages = Math.max(1, Math.ceil(matching.length / query.pageSize));
      const items = matching.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      const credited = matching.filter((e) => e.status === 'done' && e.amount > 0n).reduce((sum, e) => sum + e.amount, 0n);
      const debited = matching.filter((e) => e.status === 'done' && e.amount < 0n).reduce((sum, e) => sum - e.amount, 0n);
      return ok({ items, pageNo: query.pageNo, totalPages, totals: { credited, debited }, scale: this.method.scale });
    });
  }

  /** Support's side: an approval credits the wallet once; a decided deposit stays decided. */
  decide(id: number, decision: 'approved' | 'rejected', reason: string | null = null): boolean {
    const index = this.deposits.findIndex((d) => d.id === id);
    const deposit = this.deposits[index];
    if (!deposit || deposit.status !== 'pending') return false;
    this.deposits[index] = { ...deposit, status: decision, reason, decidedAt: this.now() };
    if (decision === 'approved') this.record('deposit', deposit.amount, `deposit:${id}`);
    return true;
  }

  /** The provider's notice: success credits the wallet once; a settled order stays settled. */
  settle(orderId: string, outcome: 'approved' | 'failed'): boolean {
    const index = this.deposits.findIndex((d) => d.orderId === orderId);
    const deposit = this.deposits[index];
    if (!deposit || deposit.status !== 'pending') return false;
    this.deposits[index] = { ...deposit, status: outcome, decidedAt: this.now() };
    if (outcome === 'approved') this.record('deposit', deposit.amount, `deposit:${deposit.id}`);
    return true;
  }

  /** A movement of the wallet (signed minor units), as the ledger would write it. */
  record(type: string, amount: bigint, reference: string | null = null, at?: string): RecordEntry {
    this.balance += amount;
    const entry: RecordEntry = {
      id: this.entries.length + 1,
      type,
      amount,
      balanceAfter: this.balance,
      status: 'done',
      reference,
      subject: subjectOfReference(reference),
      createdAt: at ?? this.now(),
    };
    this.entries.push(entry);
    return entry;
  }

  private now(): string {
    return new Date(this.start + this.tick++ * 60_000).toISOString();
  }

  private answer<T>(method: keyof CashierGateway, request: unknown, run: () => Result<T>): Result<T> {
    this.calls.push(request === undefined ? { method } : { method, request });
    return takeFailure(this) ?? sessionRefusal(this.role, true) ?? run();
  }
}
