import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldPattern } from '../../../core/domain/access/patterns';
import type { Message } from '../../../core/domain/kernel/message';
import { fail, type Failure, type Result } from '../../../core/domain/kernel/result';
import type { AnswerReceipt, ReceiptForm } from '../../../core/portal/wallet/answer-receipt';
import type { BindMyBankAccount } from '../../../core/portal/wallet/bind-my-bank-account';
import type { LoadWithdrawPage, WithdrawPage } from '../../../core/portal/wallet/load-withdraw-page';
import type { PaymentPasswordForm } from '../../../core/portal/wallet/ports';
import type { SetMyPaymentPassword } from '../../../core/portal/wallet/set-my-payment-password';
import type { SubmitWithdrawal, WithdrawalForm } from '../../../core/portal/wallet/submit-withdrawal';
import type { BankAccount, BankAccountRequest, Withdrawal } from '../../../core/portal/wallet/withdrawal-types';
import type { AuthStore } from './auth-store';
import type { SystemStore } from './system-store';

export interface WithdrawUseCases {
  readonly load: LoadWithdrawPage;
  readonly bind: BindMyBankAccount;
  readonly submit: SubmitWithdrawal;
  readonly answer: AnswerReceipt;
  readonly setPaymentPassword: SetMyPaymentPassword;
}

/**
 * The view model of the withdraw page and the security centre's payment sections: the bounds,
 * my bank accounts, my withdrawals, and the forms that change them. Each withdrawal form
 * submission carries one request key, kept until it succeeds, so a retry pays out once.
 */
export class WithdrawStore {
  page: WithdrawPage | null = null;
  loadError: Failure | null = null;
  loading = false;
  busy = false;
  /** The withdrawal just requested: the page confirms it until startAnother(). */
  submitted: Withdrawal | null = null;
  private requestKey: string;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: WithdrawUseCases,
    private readonly auth: AuthStore,
    private readonly system: SystemStore,
    private readonly newKey: () => string,
    private readonly notices: { confirm(message: Message): void },
  ) {
    this.requestKey = newKey();
    makeAutoObservable<WithdrawStore, 'useCases' | 'auth' | 'system' | 'newKey' | 'notices' | 'requestKey' | 'loadedFor'>(this, {
      useCases: false,
      notices: false,
      auth: false,
      system: false,
      newKey: false,
      requestKey: false,
      loadedFor: false,
    });
  }

  get hasPaymentPassword(): boolean {
    return this.auth.member?.hasPaymentPassword ?? false;
  }

  get paymentPasswordPattern(): FieldPattern {
    return this.system.status?.register.fields['paymentPassword']?.acceptedPattern ?? '*';
  }

  get available(): bigint {
    return this.auth.member?.balance ?? 0n;
  }

  get bankAccounts(): readonly BankAccount[] {
    return this.page?.banks.accounts ?? [];
  }

  get canBindMore(): boolean {
    return this.page !== null && this.page.banks.accounts.length < this.page.banks.limit;
  }

  get withdrawals(): readonly Withdrawal[] {
    return this.page?.withdrawals ?? [];
  }

  /** Opening a page: another member's data never shows, and everything is fresh. */
  async open(): Promise<void> {
    const account = this.auth.member?.account ?? null;
    if (account !== this.loadedFor) {
      this.page = null;
      this.submitted = null;
      this.loadedFor = account;
    }
    await this.reload();
  }

  async reload(): Promise<void> {
    this.loading = true;
    const result = await this.useCases.load.execute();
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.page = result.value;
      this.loadError = result.ok ? null : result.error;
    });
  }

  /** Support may have decided since: reload the list and the balance together. */
  async refresh(): Promise<void> {
    await Promise.all([this.reload(), this.auth.refreshBalance()]);
  }

  async setPaymentPassword(form: PaymentPasswordForm): Promise<Result<null>> {
    return this.run(async () => {
      const changing = this.hasPaymentPassword;
      const result = await this.useCases.setPaymentPassword.execute(form, changing, this.paymentPasswordPattern);
      if (result.ok) {
        await this.auth.refreshBalance();
        this.notices.confirm({ key: changing ? 'notice.paymentPasswordChanged' : 'notice.paymentPasswordSet' });
      }
      return result;
    });
  }

  async bind(form: BankAccountRequest): Promise<Result<BankAccount>> {
    if (!this.page) return fail('network.error');
    const banks = this.page.banks;
    return this.run(async () => {
      const result = await this.useCases.bind.execute(form, banks);
      if (result.ok) await this.reload();
      return result;
    });
  }

  async submit(form: WithdrawalForm): Promise<Result<Withdrawal>> {
    if (!this.page) return fail('network.error');
    const method = this.page.method;
    return this.run(async () => {
      const result = await this.useCases.submit.execute(form, method, this.available, this.requestKey);
      if (result.ok) {
        this.requestKey = this.newKey();
        runInAction(() => (this.submitted = result.value));
        await this.refresh();
      }
      return result;
    });
  }

  async answer(withdrawal: Withdrawal, form: ReceiptForm): Promise<Result<Withdrawal>> {
    return this.run(async () => {
      const result = await this.useCases.answer.execute(withdrawal, form);
      if (result.ok) await this.reload();
      return result;
    });
  }

  startAnother(): void {
    this.submitted = null;
  }

  private async run<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
    this.busy = true;
    try {
      return await work();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
