import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { parseAmount } from '../../../core/domain/wallet/amount';
import { checkBankAccount, maskAccountNumber, samePayee } from '../../../core/domain/wallet/bank-account';
import { checkDepositAmount } from '../../../core/domain/wallet/deposit-amount';
import { checkProofImage, checkReceiptClaim, receiptDeadline, type ProofType, type ReceiptClaim } from '../../../core/domain/wallet/withdrawal-receipt';
import { withdrawableNow } from '../../../core/domain/wallet/withdrawable';
import type { WithdrawalGateway } from '../../../core/portal/wallet/withdrawal-gateway';
import type {
  BankAccount,
  BankAccountRequest,
  MyBankAccounts,
  ReceiptAnswer,
  Withdrawal,
  WithdrawalRequest,
  WithdrawMethod,
} from '../../../core/portal/wallet/withdrawal-types';
import { sessionRefusal, takeFailure } from './portal-answers';

interface Held {
  withdrawal: Withdrawal;
  readonly bankAccountId: number;
  readonly requestKey: string;
  approvedAt: Date | null;
}

/**
 * A member's bank accounts and withdrawals as the server keeps them, in memory, keeping the
 * WithdrawalGateway contract (tests/contract/suites/portal-withdrawal-gateway.ts), with the
 * server's own rules: bank accounts (the first sets the payee name, no number twice, a limit),
 * the amount's bounds, the payment password, a hold on `balance` per request (a request key
 * answers its first withdrawal), support's decision (`decide`), the receipt answers. `role` is
 * whose session calls (null: none). Records every call in `sent`; `failNext` scripts the next
 * call's failure.
 */
export class InMemoryWithdrawals implements WithdrawalGateway {
  readonly sent: { call: keyof WithdrawalGateway; args: unknown[] }[] = [];
  method: Omit<WithdrawMethod, 'withdrawable'> = { enabled: true, min: 10_000n, max: 50_000_000n, scale: 2, autoReceiptMinutes: 30 };
  balance = 100_000n;
  /** Valid bet a paid bonus still asks for: withdrawals wait for it. */
  turnoverMissing = 0n;
  paymentPassword: string | null = '135790';
  payeeName: string | null = null;
  limit = 3;
  role: 'member' | 'trial' | null = 'member';
  failNext: FailureCode | null = null;
  private readonly accounts: BankAccount[] = [];
  private readonly held: Held[] = [];
  private tick = 0;

  constructor(
    readonly account = 'member1',
    private readonly start = Date.UTC(2026, 0, 15, 8, 0, 0),
  ) {}

  async withdrawMethod(): Promise<Result<WithdrawMethod>> {
    return this.answer('withdrawMethod', [], () =>
      ok({
        ...this.method,
        withdrawable: withdrawableNow({ balance: this.balance, turnoverMissing: this.turnoverMissing, realMoney: this.role === 'member', method: this.method }),
      }),
    );
  }

  async myBankAccounts(): Promise<Result<MyBankAccounts>> {
    return this.answer('myBankAccounts', [], () =>
      ok({ payeeName: this.payeeName, limit: this.limit, accounts: this.accounts.map((a) => ({ ...a, accountNumber: maskAccountNumber(a.accountNumber) })) }),
    );
  }

  async bindBankAccount(request: BankAccountRequest): Promise<Result<BankAccount>> {
    return this.memberAnswer('bindBankAccount', [request], () => {
      const checked = checkBankAccount(request);
      if (!checked.ok) return checked;
      const { bankName, accountNumber, accountName } = checked.value;
      if (this.payeeName && !samePayee(accountName, this.payeeName)) return fail('wallet.payee_name_mismatch', { field: 'accountName' });
      if (this.accounts.length >= this.limit) return fail('wallet.bank_account_limit', { params: { max: this.limit } });
      if (this.accounts.some((a) => a.accountNumber === accountNumber)) return fail('wallet.bank_account_duplicate', { field: 'accountNumber' });
      this.payeeName ??= accountName;
      const bound = { id: this.accounts.length + 1, bankName, accountNumber, accountName, createdAt: this.now().toISOString() };
      this.accounts.push(bound);
      return ok(bound);
    });
  }

  async requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal>> {
    return this.memberAnswer('requestWithdrawal', [request], () => {
      if (!this.method.enabled) return fail('wallet.method_disabled');
      const amount = checkDepositAmount(request.amount, this.method);
      if (!amount.ok) return amount;
      const bank = this.accounts.find((a) => a.id === request.bankAccountId);
      if (!bank) return fail('wallet.bank_account_not_found', { field: 'bankAccountId' });
      if (request.paymentPassword.trim() === '') return fail('validation.required', { field: 'paymentPassword' });
      if (this.paymentPassword === null) return fail('wallet.payment_password_not_set', { field: 'paymentPassword' });
      if (request.paymentPassword !== this.paymentPassword) return fail('wallet.payment_password_wrong', { field: 'paymentPassword' });
      if (this.turnoverMissing > 0n) return fail('wallet.turnover_not_met', { params: { remaining: this.turnoverMissing.toString() } });
      const earlier = this.held.find((h) => h.requestKey === request.requestKey);
      if (earlier)
        return earlier.withdrawal.amount === amount.value && earlier.bankAccountId === bank.id
          ? ok(earlier.withdrawal)
          : fail('wallet.idempotency_conflict', { field: 'requestKey' });
      if (amount.value > this.balance) return fail('wallet.insufficient_funds', { field: 'amount' });
      this.balance -= amount.value;
      const at = this.now().toISOString();
      const withdrawal: Withdrawal = {
        id: this.held.length + 1,
        account: this.account,
        amount: amount.value,
        scale: this.method.scale,
        bankName: bank.bankName,
        accountNumber: maskAccountNumber(bank.accountNumber),
        accountName: bank.accountName,
        status: 'pending',
        reason: null,
        receipt: null,
        hasProof: false,
        receiptDeadline: null,
        createdAt: at,
        // As the server does: the hold's move to 'pending' is stamped as decided.
        decidedAt: at,
      };
      this.held.push({ withdrawal, bankAccountId: bank.id, requestKey: request.requestKey, approvedAt: null });
      return ok(withdrawal);
    });
  }

  async myWithdrawals(): Promise<Result<readonly Withdrawal[]>> {
    return this.answer('myWithdrawals', [], () => ok(this.held.map((h) => h.withdrawal).reverse()));
  }

  async confirmReceipt(id: number, answer: ReceiptAnswer): Promise<Result<Withdrawal>> {
    return this.answer('confirmReceipt', [id, answer], () => {
      if (answer.outcome === 'received') return this.receipt(id, { kind: 'received' }, false);
      const received = parseAmount(answer.received, this.method.scale);
      if (!received.ok) return fail(received.error.code, { ...received.error, field: 'received' });
      const remaining = parseAmount(answer.remaining, this.method.scale);
      if (!remaining.ok) return fail(remaining.error.code, { ...remaining.error, field: 'remaining' });
      return this.receipt(id, { kind: 'partly_received', received: received.value, remaining: remaining.value }, false);
    });
  }

  async reportNotReceived(id: number, proof: Uint8Array, type: ProofType): Promise<Result<Withdrawal>> {
    return this.answer('reportNotReceived', [id, proof, type], () => {
      const image = checkProofImage(proof);
      return image.ok ? this.receipt(id, { kind: 'not_received' }, true) : image;
    });
  }

  /** Support's side: an approval pays the held amount out, a rejection gives it back; once. */
  decide(id: number, decision: 'approved' | 'rejected', reason: string | null = null): boolean {
    const entry = this.held.find((h) => h.withdrawal.id === id);
    if (!entry || entry.withdrawal.status !== 'pending') return false;
    const at = this.now();
    if (decision === 'rejected') this.balance += entry.withdrawal.amount;
    entry.approvedAt = decision === 'approved' ? at : null;
    const deadline = entry.approvedAt ? receiptDeadline(entry.approvedAt, this.method.autoReceiptMinutes).toISOString() : null;
    entry.withdrawal = { ...entry.withdrawal, status: decision, reason, decidedAt: at.toISOString(), receiptDeadline: deadline };
    return true;
  }

  private receipt(id: number, claim: ReceiptClaim, withProof: boolean): Result<Withdrawal> {
    const entry = this.held.find((h) => h.withdrawal.id === id);
    if (!entry) return fail('wallet.withdrawal_not_found');
    const { withdrawal } = entry;
    const checked = checkReceiptClaim(
      { amount: withdrawal.amount, approved: withdrawal.status === 'approved', approvedAt: entry.approvedAt, receipt: withdrawal.receipt },
      claim,
      this.now(),
      this.method.autoReceiptMinutes,
    );
    if (!checked.ok) return checked;
    if (checked.value.repeated) return ok(withdrawal);
    entry.withdrawal = { ...withdrawal, receipt: checked.value.receipt, receiptDeadline: null, hasProof: withProof };
    return ok(entry.withdrawal);
  }

  private now(): Date {
    return new Date(this.start + this.tick++ * 1_000);
  }

  private memberAnswer<T>(call: keyof WithdrawalGateway, args: unknown[], run: () => Result<T>): Result<T> {
    return this.answer(call, args, () => sessionRefusal(this.role) ?? run());
  }

  private answer<T>(call: keyof WithdrawalGateway, args: unknown[], run: () => Result<T>): Result<T> {
    this.sent.push({ call, args });
    return takeFailure(this) ?? sessionRefusal(this.role, true) ?? run();
  }
}
