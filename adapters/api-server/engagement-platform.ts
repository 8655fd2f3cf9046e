import type { ApplyForPromotion } from '../../core/platform/engagement/apply-for-promotion';
import type { GetBonusDetails } from '../../core/platform/engagement/bonus-details';
import type { ClaimReward } from '../../core/platform/engagement/claim-reward';
import type { CountClaimableRewards, ListPromotions } from '../../core/platform/engagement/list-promotions';
import type { ManagePromotions } from '../../core/platform/engagement/manage-promotions';
import type { ReviewApplications } from '../../core/platform/engagement/review-applications';
import type { GetUpload, UploadImage } from '../../core/platform/system/uploads';

/** Promotions, rewards and the pictures players attach. */
export interface EngagementPlatform {
  readonly promotions: ListPromotions;
  readonly claimable: CountClaimableRewards;
  readonly claim: ClaimReward;
  readonly apply: ApplyForPromotion;
  readonly bonusDetails: GetBonusDetails;
  readonly managePromotions: ManagePromotions;
  readonly applications: ReviewApplications;
  readonly upload: UploadImage;
  readonly getUpload: GetUpload;
}
