import type { Result } from '../../domain/kernel/result';
import type { PromotionDeskGateway } from '../engagement/ports';
import type { ApplicationView, NewPromotion, PromotionView, RewardClaimView } from '../engagement/types';

/** Support's promotions and applications (`portal promo …`); the server checks every rule. */
export class SupportPromotions {
  constructor(private readonly gateway: PromotionDeskGateway) {}

  create(promotion: NewPromotion): Promise<Result<PromotionView>> {
    return this.gateway.createPromotion(promotion);
  }

  list(): Promise<Result<PromotionView[]>> {
    return this.gateway.allPromotions();
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disablePromotion(id);
  }

  applications(): Promise<Result<ApplicationView[]>> {
    return this.gateway.applications();
  }

  approve(id: number): Promise<Result<RewardClaimView>> {
    return this.gateway.approveApplication(id);
  }

  reject(id: number, reason: string): Promise<Result<RewardClaimView>> {
    return this.gateway.rejectApplication(id, reason);
  }
}
