import type { LaunchLiveChat, ListLiveHosts, LiveHostDesk } from '../../core/platform/engagement/live-hosts';
import type { ApplyForPromotion } from '../../core/platform/engagement/apply-for-promotion';
import type { GetBonusDetails } from '../../core/platform/engagement/bonus-details';
import type { ClaimReward } from '../../core/platform/engagement/claim-reward';
import type { CountClaimableRewards, ListPromotions } from '../../core/platform/engagement/list-promotions';
import type { ManagePromotions } from '../../core/platform/engagement/manage-promotions';
import type { ReviewApplications } from '../../core/platform/engagement/review-applications';
import type { GetUpload, UploadImage } from '../../core/platform/system/uploads';
import type { ManualRebate } from '../../core/platform/engagement/manual-rebate';
import type { ManageMissions, PlayMissions } from '../../core/platform/engagement/missions';
import type { PlayerChat, SupportChat } from '../../core/platform/engagement/chat';
import type { FeedbackDesk } from '../../core/platform/engagement/feedback';
import type { ClaimZaloBonus } from '../../core/platform/engagement/zalo-bonus';
import type { AccruePoints, ManageGoods, PointsMall } from '../../core/platform/engagement/points-mall';
import type { GetMyReferrals, PayReferralRewards } from '../../core/platform/engagement/referrals';
import type { GetMemberBadges, GetVipStatus, SweepVipLevels } from '../../core/platform/engagement/vip-status';

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
  readonly vip: GetVipStatus;
  readonly badges: GetMemberBadges;
  readonly rebate: ManualRebate;
  /** Run every few seconds by the server process: levels of members who played or deposited lately. */
  readonly sweepVip: SweepVipLevels;
  readonly referrals: GetMyReferrals;
  /** Run every few seconds by the server process: referrers whose invitee's deposit qualified. */
  readonly payReferrals: PayReferralRewards;
  readonly missions: PlayMissions;
  readonly manageMissions: ManageMissions;
  readonly mall: PointsMall;
  readonly goods: ManageGoods;
  /** Run every few seconds by the server process: points for rounds and deposits settled lately. */
  readonly accruePoints: AccruePoints;
  readonly playerChat: PlayerChat;
  readonly supportChat: SupportChat;
  readonly liveHostDesk: LiveHostDesk;
  /** CBS_modelList. */
  readonly liveHosts: ListLiveHosts;
  /** CBS_launchChat. */
  readonly launchLiveChat: LaunchLiveChat;
  readonly feedback: FeedbackDesk;
  readonly zaloBonus: ClaimZaloBonus;
}
