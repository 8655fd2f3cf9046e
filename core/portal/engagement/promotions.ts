import { checkApplicationComment } from '../../domain/engagement/promotions';
import type { Result } from '../../domain/kernel/result';
import { checkAttachments, checkUploadImage } from '../../domain/system/uploads';
import type { PromotionGateway } from './ports';
import type { BonusDetailsView, PlayerPromotion, RewardClaimView } from './types';

/** The promotions page: every promotion with the state of its button for this visitor or member. */
export class LoadPromotions {
  constructor(private readonly gateway: Pick<PromotionGateway, 'promotions'>) {}

  execute(): Promise<Result<PlayerPromotion[]>> {
    return this.gateway.promotions();
  }
}

/** The reward centre's red badge: rewards the member can claim now. */
export class CountClaimableRewards {
  constructor(private readonly gateway: Pick<PromotionGateway, 'claimableCount'>) {}

  execute(): Promise<Result<number>> {
    return this.gateway.claimableCount();
  }
}

export class ClaimPromotion {
  constructor(private readonly gateway: Pick<PromotionGateway, 'claim'>) {}

  execute(promotionId: number): Promise<Result<RewardClaimView>> {
    return this.gateway.claim(promotionId);
  }
}

/**
 * Applies with a comment and pictures: the same rules as the server are checked first (so a
 * fourth or a 6 MB picture is refused before anything is sent), then each picture is uploaded.
 */
export class ApplyForPromotion {
  constructor(private readonly gateway: Pick<PromotionGateway, 'upload' | 'apply'>) {}

  async execute(promotionId: number, comment: string, pictures: readonly Uint8Array[]): Promise<Result<RewardClaimView>> {
    const text = checkApplicationComment(comment);
    if (!text.ok) return text;
    const count = checkAttachments(pictures.map((_, i) => i + 1));
    if (!count.ok) return count;
    for (const picture of pictures) {
      const checked = checkUploadImage(picture);
      if (!checked.ok) return checked;
    }
    const ids: number[] = [];
    for (const picture of pictures) {
      const uploaded = await this.gateway.upload(picture);
      if (!uploaded.ok) return uploaded;
      ids.push(uploaded.value);
    }
    return this.gateway.apply(promotionId, text.value, ids);
  }
}

export class LoadBonusDetails {
  constructor(private readonly gateway: Pick<PromotionGateway, 'bonusDetails'>) {}

  execute(): Promise<Result<BonusDetailsView>> {
    return this.gateway.bonusDetails();
  }
}

/** After registering, the member adds a Zalo number to the profile and claims the operator's bonus for it. */
export class ClaimZaloBonus {
  constructor(private readonly gateway: Pick<PromotionGateway, 'saveZalo' | 'claimZaloBonus'>) {}

  async execute(zalo: string): Promise<Result<{ amount: bigint }>> {
    const saved = await this.gateway.saveZalo(zalo.trim());
    return saved.ok ? this.gateway.claimZaloBonus() : saved;
  }
}
