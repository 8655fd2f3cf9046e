import { makeAutoObservable, runInAction } from 'mobx';
import { fail, type Failure, type Result } from '../../../core/domain/kernel/result';
import { quickAmounts } from '../../../core/domain/wallet/deposit-amount';
import type { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import type { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import type { BankDepositForm, SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import type { BankDepositMethod, Deposit } from '../../../core/portal/wallet/types';
import type { AuthStore } from './auth-store';

export interface CashierUseCases {
  readonly loadMethod: LoadBankDepositMethod;
  readonly submit: SubmitBankDeposit;
  readonly loadDeposits: LoadMyDeposits;
}

/** The deposit page's view model: the bank method, the form's submission, my deposits. */
export class CashierStore {
  method: BankDepositMethod | null = null;
  methodError: Failure | null = null;
  loadingMethod = false;
  deposits: readonly Deposit[] = [];
  depositsError: Failure | null = null;
  loadingDeposits = false;
  submitting = false;
  /** The deposit just submitted: the page shows "waiting for confirmation" until startAnother(). */
  submitted: Deposit | null = null;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: CashierUseCases,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<CashierStore, 'useCases' | 'auth' | 'loadedFor'>(this, { useCases: false, auth: false, loadedFor: false });
  }

  get chips(): bigint[] {
    return this.method ? quickAmounts(this.method) : [];
  }

  get pendingCount(): number {
    return this.deposits.filter((d) => d.status === 'pending').length;
  }

  /** Opening the page: another member's data never shows, and the method and list are fresh. */
  async open(): Promise<void> {
    const account = this.auth.member?.account ?? null;
    if (account !== this.loadedFor) {
      this.method = null;
      this.deposits = [];
      this.submitted = null;
      this.loadedFor = account;
    }
    await Promise.all([this.loadMethod(), this.loadDeposits()]);
  }

  async loadMethod(): Promise<void> {
    this.loadingMethod = true;
    const result = await this.useCases.loadMethod.execute();
    runInAction(() => {
      this.loadingMethod = false;
      this.method = result.ok ? result.value : this.method;
      this.methodError = result.ok ? null : result.error;
    });
  }

  async loadDeposits(): Promise<void> {
    this.loadingDeposits = true;
    const result = await this.useCases.loadDeposits.execute();
    runInAction(() => {
      this.loadingDeposits = false;
      if (result.ok) this.deposits = result.value;
      this.depositsError = result.ok ? null : result.error;
    });
  }

  /** Support may have decided since: reload the list and the balance together. */
  async refresh(): Promise<void> {
    await Promise.all([this.loadDeposits(), this.auth.refreshBalance()]);
  }

  async submit(form: BankDepositForm): Promise<Result<Deposit>> {
    if (!this.method) return fail('wallet.method_disabled');
    this.submitting = true;
    const result = await this.useCases.submit.execute(form, this.method);
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) return;
      this.submitted = result.value;
      this.deposits = [result.value, ...this.deposits.filter((d) => d.id !== result.value.id)];
    });
    return result;
  }

  startAnother(): void {
    this.submitted = null;
  }
}
