import type { Result } from '../../domain/kernel/result';
import type { ApplicationView, BonusDetailsView, NewPromotion, PlayerPromotion, PromotionView, RewardClaimView } from './types';

/** The promotions page, the reward centre and bonus details, for a visitor or a member. */
export interface PromotionGateway {
  promotions(): Promise<Result<PlayerPromotion[]>>;
  claimableCount(): Promise<Result<number>>;
  claim(promotionId: number): Promise<Result<RewardClaimView>>;
  upload(bytes: Uint8Array): Promise<Result<number>>;
  apply(promotionId: number, comment: string, images: readonly number[]): Promise<Result<RewardClaimView>>;
  bonusDetails(): Promise<Result<BonusDetailsView>>;
  saveZalo(zalo: string): Promise<Result<null>>;
  claimZaloBonus(): Promise<Result<{ amount: bigint }>>;
}

/** Support's promotion desk. */
export interface PromotionDeskGateway {
  allPromotions(): Promise<Result<PromotionView[]>>;
  createPromotion(promotion: NewPromotion): Promise<Result<PromotionView>>;
  disablePromotion(id: number): Promise<Result<null>>;
  applications(): Promise<Result<ApplicationView[]>>;
  approveApplication(id: number): Promise<Result<RewardClaimView>>;
  rejectApplication(id: number, reason: string): Promise<Result<RewardClaimView>>;
}
