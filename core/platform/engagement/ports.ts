import type { Texts } from '../../domain/system/content-texts';
import type { ParticipationStatus, Promotion } from '../../domain/engagement/promotions';
import type { AuditActor } from '../../domain/audit/audit-entry';

export interface PromotionRepository {
  create(promotion: Omit<Promotion, 'id' | 'enabled'>, by: AuditActor): Promise<Promotion>;
  list(): Promise<Promotion[]>;
  find(id: number): Promise<Promotion | null>;
  /** False when there is no such promotion. */
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
}

/** A player's part in a promotion for one period: an application, or a reward being or been paid. */
export interface RewardClaim {
  readonly id: number;
  readonly promotionId: number;
  readonly accountId: number;
  readonly period: string;
  readonly status: ParticipationStatus;
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly comment: string;
  readonly images: readonly number[];
  readonly reason: string | null;
  readonly depositId: number | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

export type NewRewardClaim = Pick<RewardClaim, 'promotionId' | 'accountId' | 'period' | 'amount' | 'turnoverRequired' | 'comment' | 'images' | 'depositId'> & {
  readonly status: 'pending' | 'paying';
};

export interface PendingApplication extends RewardClaim {
  readonly username: string;
  readonly title: string;
}

export interface ClaimChange {
  readonly decidedBy: number | null;
  readonly reason: string | null;
  readonly at: Date;
}

/** A paid reward with the valid bet the player made since it was paid. */
export interface PaidReward {
  readonly claimId: number;
  readonly promotionId: number;
  readonly title: string;
  /** The promotion's title in further languages. */
  readonly texts: Texts<'title'>;
  readonly kind: Promotion['kind'];
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly validBetSince: bigint;
  readonly paidAt: Date;
}

export interface RewardClaims {
  /** Writes the claim unless this promotion, account and period, or this deposit, already has one; false when one was there. */
  open(claim: NewRewardClaim): Promise<boolean>;
  find(promotionId: number, accountId: number, period: string): Promise<RewardClaim | null>;
  findById(id: number): Promise<RewardClaim | null>;
  /** The player's claims of these periods, any promotion. */
  forAccount(accountId: number, periods: readonly string[]): Promise<RewardClaim[]>;
  /** Moves a claim between states only from one of `from`; false when it was in none of them. */
  transition(id: number, from: readonly ParticipationStatus[], to: ParticipationStatus, change: ClaimChange): Promise<boolean>;
  /** Applications waiting for support, oldest first. */
  pending(): Promise<PendingApplication[]>;
  /** The newest approved deposit made since `since`, at least `min`, that no claim has used yet. */
  unusedDeposit(accountId: number, since: Date, min: bigint): Promise<{ readonly id: number; readonly amount: bigint } | null>;
  /** Every reward paid to the player, newest first. */
  paid(accountId: number): Promise<PaidReward[]>;
}
