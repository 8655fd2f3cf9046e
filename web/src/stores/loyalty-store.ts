import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type {
  ClaimRebate,
  LoadRebate,
  LoadReferrals,
  LoadVip,
  RebateClaimView,
  RebateView,
  ReferralView,
  VipView,
} from '../../../core/portal/engagement/loyalty';

/** The VIP page, the manual rebate and invite friends. */
export class LoyaltyStore {
  vip: VipView | null = null;
  referrals: ReferralView | null = null;
  rebate: RebateView | null = null;
  error: Failure | null = null;
  claiming = false;
  claimed: RebateClaimView | null = null;

  constructor(
    private readonly useCases: {
      readonly loadVip: LoadVip;
      readonly loadRebate: LoadRebate;
      readonly claim: ClaimRebate;
      readonly loadReferrals: LoadReferrals;
    },
  ) {
    makeAutoObservable<LoyaltyStore, 'useCases'>(this, { useCases: false });
  }

  get canClaim(): boolean {
    return this.rebate !== null && this.rebate.total > 0n && this.rebate.total >= this.rebate.minAmount && !this.claiming;
  }

  async loadVip(): Promise<void> {
    const result = await this.useCases.loadVip.execute();
    runInAction(() => {
      if (result.ok) this.vip = result.value;
      else this.error = result.error;
    });
  }

  async loadReferrals(): Promise<void> {
    const result = await this.useCases.loadReferrals.execute();
    runInAction(() => {
      if (result.ok) this.referrals = result.value;
      else this.error = result.error;
    });
  }

  async loadRebate(): Promise<void> {
    const result = await this.useCases.loadRebate.execute();
    runInAction(() => {
      if (result.ok) this.rebate = result.value;
      else this.error = result.error;
    });
  }

  async claimRebate(): Promise<void> {
    this.claiming = true;
    this.error = null;
    this.claimed = null;
    const result = await this.useCases.claim.execute();
    await this.loadRebate();
    runInAction(() => {
      this.claiming = false;
      if (result.ok) this.claimed = result.value;
      else this.error = result.error;
    });
  }
}
