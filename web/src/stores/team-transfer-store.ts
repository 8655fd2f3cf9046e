import { makeAutoObservable, runInAction } from 'mobx';
import { fail, type Failure, type Result } from '../../../core/domain/kernel/result';
import type { LoadTeamTargets } from '../../../core/portal/wallet/load-team-targets';
import type { SubmitTeamTransfer, TeamTransferForm } from '../../../core/portal/wallet/submit-team-transfer';
import type { TeamTargets } from '../../../core/portal/wallet/transfer-types';
import type { AuthStore } from './auth-store';
import { RequestIds } from './request-ids';

export interface TeamTransferUseCases {
  readonly loadTargets: LoadTeamTargets;
  readonly submit: SubmitTeamTransfer;
}

type Sent = { recipient: string; amount: bigint; replayed: boolean };

/** The transfer-to-upline page's view model: whom the member may pay, and the payment. */
export class TeamTransferStore {
  targets: TeamTargets | null = null;
  error: Failure | null = null;
  loading = false;
  submitting = false;
  sent: Sent | null = null;
  private readonly ids: RequestIds;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: TeamTransferUseCases,
    private readonly auth: AuthStore,
    newRequestId: () => string,
  ) {
    this.ids = new RequestIds(newRequestId);
    makeAutoObservable<TeamTransferStore, 'useCases' | 'auth' | 'ids' | 'loadedFor'>(this, { useCases: false, auth: false, ids: false, loadedFor: false });
  }

  /** The upline first, then the agent's downline. */
  get recipients(): readonly { account: string; nickname: string; relation: 'upline' | 'downline' }[] {
    if (!this.targets) return [];
    const upline = this.targets.upline ? [{ ...this.targets.upline, relation: 'upline' as const }] : [];
    return [...upline, ...this.targets.downlines.map((d) => ({ ...d, relation: 'downline' as const }))];
  }

  async open(): Promise<void> {
    const account = this.auth.member?.account ?? null;
    if (account !== this.loadedFor) {
      this.targets = null;
      this.sent = null;
      this.loadedFor = account;
    }
    this.loading = true;
    const result = await this.useCases.loadTargets.execute();
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.targets = result.value;
      this.error = result.ok ? null : result.error;
    });
  }

  async submit(form: TeamTransferForm): Promise<Result<Sent>> {
    const member = this.auth.member;
    if (!this.targets || !member) return fail('wallet.recipient_not_found', { field: 'recipient' });
    this.submitting = true;
    const requestId = this.ids.idFor(JSON.stringify([form.recipient, form.amount.trim()]));
    const result = await this.useCases.submit.execute(form, this.targets, member.scale, requestId);
    this.ids.settle(result);
    runInAction(() => {
      this.submitting = false;
      if (result.ok) this.sent = result.value;
    });
    return result;
  }

  startAnother(): void {
    this.sent = null;
  }
}
