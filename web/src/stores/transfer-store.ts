import { makeAutoObservable, runInAction } from 'mobx';
import { fail, type Failure, type Result } from '../../../core/domain/kernel/result';
import type { LoadWallets } from '../../../core/portal/wallet/load-wallets';
import type { RecallToMain } from '../../../core/portal/wallet/recall-to-main';
import type { SubmitWalletTransfer, WalletTransferForm } from '../../../core/portal/wallet/submit-wallet-transfer';
import type { TransferOutcome, Wallets } from '../../../core/portal/wallet/transfer-types';
import type { AuthStore } from './auth-store';
import { RequestIds } from './request-ids';

export interface TransferUseCases {
  readonly loadWallets: LoadWallets;
  readonly submit: SubmitWalletTransfer;
  readonly recall: RecallToMain;
}

/** The transfer-fund page's view model: the wallets, a transfer between them, recall all. */
export class TransferStore {
  wallets: Wallets | null = null;
  error: Failure | null = null;
  loading = false;
  busy: 'transfer' | 'recall' | null = null;
  /** What the last submit moved, for the confirmation line. */
  lastOutcome: TransferOutcome | null = null;
  private readonly ids: RequestIds;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: TransferUseCases,
    private readonly auth: AuthStore,
    newRequestId: () => string,
  ) {
    this.ids = new RequestIds(newRequestId);
    makeAutoObservable<TransferStore, 'useCases' | 'auth' | 'ids' | 'loadedFor'>(this, { useCases: false, auth: false, ids: false, loadedFor: false });
  }

  get vendorsWithMoney(): number {
    return this.wallets?.vendors.filter((v) => v.balance > 0n).length ?? 0;
  }

  async open(): Promise<void> {
    const account = this.auth.member?.account ?? null;
    if (account !== this.loadedFor) {
      this.wallets = null;
      this.lastOutcome = null;
      this.loadedFor = account;
    }
    await this.load();
  }

  async load(): Promise<void> {
    this.loading = true;
    const result = await this.useCases.loadWallets.execute();
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.wallets = result.value;
      this.error = result.ok ? null : result.error;
    });
  }

  async transfer(form: WalletTransferForm): Promise<Result<TransferOutcome>> {
    if (!this.wallets) return fail('wallet.unknown_wallet');
    const requestId = this.ids.idFor(JSON.stringify(['transfer', form.from, form.to, form.amount.trim()]));
    return this.run('transfer', () => this.useCases.submit.execute(form, this.wallets!, requestId));
  }

  async recallAll(): Promise<Result<TransferOutcome>> {
    return this.run('recall', () => this.useCases.recall.execute(this.ids.idFor('recall')));
  }

  private async run(kind: 'transfer' | 'recall', send: () => Promise<Result<TransferOutcome>>): Promise<Result<TransferOutcome>> {
    this.busy = kind;
    const result = await send();
    this.ids.settle(result);
    runInAction(() => {
      this.busy = null;
      if (result.ok) this.lastOutcome = result.value;
    });
    if (result.ok) await this.load();
    return result;
  }
}
