import { makeAutoObservable, runInAction } from 'mobx';
import { fail, type Failure, type Result } from '../../../core/domain/kernel/result';
import { quickAmounts } from '../../../core/domain/wallet/deposit-amount';
import type { LoadPaymentPageMethod } from '../../../core/portal/wallet/load-payment-page-method';
import type { StartPaymentPageDeposit } from '../../../core/portal/wallet/start-payment-page-deposit';
import type { Deposit, PaymentPageMethod, PaymentPageStart } from '../../../core/portal/wallet/types';
import type { CashierStore } from './cashier-store';

export interface PaymentPageUseCases {
  readonly loadMethod: LoadPaymentPageMethod;
  readonly start: StartPaymentPageDeposit;
}

/** How often, and how many times, the page asks whether the provider has settled the order. */
export const FOLLOW_EVERY_MS = 1500;
export const FOLLOW_TIMES = 40;

/**
 * The online payment view model: the method, starting an order, and following the order the
 * player came back with until the provider settles it (the list of deposits is the cashier's).
 */
export class PaymentPageStore {
  method: PaymentPageMethod | null = null;
  methodError: Failure | null = null;
  loadingMethod = false;
  starting = false;
  /** The order the player came back from the provider's page with. */
  followedOrder: string | null = null;
  /** My deposits were loaded at least once since following began. */
  followChecked = false;
  private following = 0;

  constructor(
    private readonly useCases: PaymentPageUseCases,
    private readonly cashier: CashierStore,
    private readonly wait: (ms: number) => Promise<void>,
  ) {
    makeAutoObservable<PaymentPageStore, 'useCases' | 'cashier' | 'wait' | 'following'>(this, {
      useCases: false,
      cashier: false,
      wait: false,
      following: false,
    });
  }

  get chips(): bigint[] {
    return this.method ? quickAmounts(this.method) : [];
  }

  /** The followed order as the cashier last loaded it; null until it is found. */
  get followed(): Deposit | null {
    return this.cashier.deposits.find((d) => d.orderId === this.followedOrder) ?? null;
  }

  /** The order the player came back with is not among my deposits. */
  get orderMissing(): boolean {
    return this.followChecked && this.followed === null;
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

  /** Stores the order; the page then sends the player to the provider's checkout URL. */
  async start(form: { readonly amount: string }): Promise<Result<PaymentPageStart>> {
    if (!this.method) return fail('wallet.method_disabled');
    this.starting = true;
    const result = await this.useCases.start.execute(form, this.method);
    runInAction(() => (this.starting = false));
    return result;
  }

  /** Reloads my deposits until the order is settled (the balance itself arrives by push). */
  async follow(orderId: string): Promise<void> {
    const run = ++this.following;
    this.followedOrder = orderId;
    this.followChecked = false;
    for (let i = 0; i < FOLLOW_TIMES && run === this.following; i++) {
      await this.cashier.loadDeposits();
      runInAction(() => (this.followChecked = true));
      const status = this.followed?.status;
      if (status !== 'pending') return;
      await this.wait(FOLLOW_EVERY_MS);
    }
  }

  stopFollowing(): void {
    this.following++;
    this.followedOrder = null;
    this.followChecked = false;
  }
}
