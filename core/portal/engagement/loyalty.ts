import type { Result } from '../../domain/kernel/result';

export interface VipLevelView {
  readonly level: number;
  readonly name: string;
  readonly validBet: bigint;
  readonly deposit: bigint;
}

export interface VipView {
  readonly level: number;
  readonly name: string;
  readonly levels: readonly VipLevelView[];
  readonly validBet: bigint;
  readonly deposit: bigint;
  readonly next: { readonly level: VipLevelView; readonly validBetNeeded: bigint; readonly depositNeeded: bigint } | null;
}

export interface RebateLineView {
  readonly gameType: string;
  readonly validBet: bigint;
  readonly basisPoints: number;
  readonly amount: bigint;
}

export interface RebateClaimView {
  readonly id: number;
  readonly since: string;
  readonly until: string;
  readonly amount: bigint;
  readonly lines: readonly RebateLineView[];
  readonly status: string;
  readonly createdAt: string;
}

export interface RebateView {
  readonly since: string;
  readonly until: string;
  readonly level: number;
  readonly lines: readonly RebateLineView[];
  readonly total: bigint;
  readonly minAmount: bigint;
  readonly history: readonly RebateClaimView[];
}

export interface ReferralView {
  readonly enabled: boolean;
  readonly code: string;
  readonly reward: bigint;
  readonly minFirstDeposit: bigint;
  readonly friends: readonly { readonly name: string; readonly registeredAt: string; readonly reward: bigint | null }[];
}

export interface LoyaltyGateway {
  referrals(): Promise<Result<ReferralView>>;
  vip(): Promise<Result<VipView>>;
  rebate(): Promise<Result<RebateView>>;
  claimRebate(): Promise<Result<RebateClaimView>>;
}

/** The VIP page: level, the table of levels and what the next one still needs. */
export class LoadVip {
  constructor(private readonly gateway: Pick<LoyaltyGateway, 'vip'>) {}

  execute(): Promise<Result<VipView>> {
    return this.gateway.vip();
  }
}

/** Manual rebate: what the valid bet since the last claim earns back, shown before claiming. */
export class LoadRebate {
  constructor(private readonly gateway: Pick<LoyaltyGateway, 'rebate'>) {}

  execute(): Promise<Result<RebateView>> {
    return this.gateway.rebate();
  }
}

export class ClaimRebate {
  constructor(private readonly gateway: Pick<LoyaltyGateway, 'claimRebate'>) {}

  execute(): Promise<Result<RebateClaimView>> {
    return this.gateway.claimRebate();
  }
}

/** Invite friends: the member's code, the reward rules and the friends who came with the link. */
export class LoadReferrals {
  constructor(private readonly gateway: Pick<LoyaltyGateway, 'referrals'>) {}

  execute(): Promise<Result<ReferralView>> {
    return this.gateway.referrals();
  }
}
