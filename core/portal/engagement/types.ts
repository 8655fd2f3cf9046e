import type { Texts } from '../../domain/system/content-texts';
import type { PromotionState } from '../../domain/engagement/promotions';

export interface PromotionView {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly image: string;
  readonly category: string;
  readonly badges: readonly string[];
  readonly kind: string;
  readonly audience: string;
  readonly percent: number;
  readonly cap: bigint;
  readonly minDeposit: bigint;
  readonly amount: bigint;
  readonly turnoverMultiple: number;
  readonly sort: number;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly enabled: boolean;
}

export interface PlayerPromotion {
  readonly promotion: PromotionView;
  readonly state: PromotionState;
  readonly claimId: number | null;
  readonly reason: string | null;
}

export interface RewardClaimView {
  readonly id: number;
  readonly promotionId: number;
  readonly period: string;
  readonly status: string;
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly comment: string;
  readonly images: readonly number[];
  readonly reason: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

export interface ApplicationView extends RewardClaimView {
  readonly username: string;
  readonly title: string;
}

export interface BonusView {
  readonly claimId: number;
  readonly promotionId: number;
  readonly title: string;
  readonly kind: string;
  readonly amount: bigint;
  readonly turnoverRequired: bigint;
  readonly progress: bigint;
  readonly paidAt: string;
}

export interface BonusDetailsView {
  readonly bonuses: readonly BonusView[];
  readonly outstanding: bigint;
}

/** What support sends to create a promotion; amounts are minor units as decimal text. */
export interface NewPromotion {
  readonly title: string;
  readonly category: string;
  readonly kind: string;
  readonly summary?: string;
  readonly content?: string;
  readonly image?: string;
  readonly badges?: readonly string[];
  readonly audience?: string;
  readonly percent?: number;
  readonly cap?: string;
  readonly minDeposit?: string;
  readonly amount?: string;
  readonly turnoverMultiple?: number;
  readonly sort?: number;
  readonly startsAt?: string;
  readonly endsAt?: string;
  /** Words in further languages: language → field → text. */
  readonly texts?: Texts;
}
