import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { ApplyForPromotion } from '../../core/platform/engagement/apply-for-promotion';
import { GetBonusDetails } from '../../core/platform/engagement/bonus-details';
import { ClaimReward } from '../../core/platform/engagement/claim-reward';
import { CountClaimableRewards, ListPromotions } from '../../core/platform/engagement/list-promotions';
import { ManagePromotions } from '../../core/platform/engagement/manage-promotions';
import { ReviewApplications } from '../../core/platform/engagement/review-applications';
import { GetUpload, UploadImage } from '../../core/platform/system/uploads';
import type { EngagementPlatform } from '../../adapters/api-server/engagement-platform';
import { SqlPromotions } from '../../adapters/sql/repositories/sql-promotions';
import { SqlUploads } from '../../adapters/sql/repositories/sql-uploads';
import { SqlPlayTotals, SqlRebateClaims, SqlVipRecords } from '../../adapters/sql/repositories/sql-loyalty';
import { ManualRebate } from '../../core/platform/engagement/manual-rebate';
import { GetMyReferrals, PayReferralRewards } from '../../core/platform/engagement/referrals';
import { SqlReferrals } from '../../adapters/sql/repositories/sql-referrals';
import { SqlMissionClaims, SqlMissions, SqlMissionScores } from '../../adapters/sql/repositories/sql-missions';
import { ManageMissions, PlayMissions } from '../../core/platform/engagement/missions';
import { AccruePoints, ManageGoods, PointsMall } from '../../core/platform/engagement/points-mall';
import { SqlMall, SqlPointsBook } from '../../adapters/sql/repositories/sql-points-mall';
import { SqlLiveHosts } from '../../adapters/sql/repositories/sql-live-hosts';
import { LaunchLiveChat, ListLiveHosts, LiveHostDesk } from '../../core/platform/engagement/live-hosts';
import { SqlChat } from '../../adapters/sql/repositories/sql-chat';
import { SqlFeedback } from '../../adapters/sql/repositories/sql-feedback';
import { FeedbackDesk } from '../../core/platform/engagement/feedback';
import { ClaimZaloBonus } from '../../core/platform/engagement/zalo-bonus';
import { PlayerChat, SupportChat } from '../../core/platform/engagement/chat';
import { EvaluateVip, GetMemberBadges, GetVipStatus, SweepVipLevels } from '../../core/platform/engagement/vip-status';
import type { ServerWiring } from './wiring';

/** How far back a new server process first looks for members whose VIP level may have risen. */
const VIP_LOOK_BACK_MS = 60_000;
/** Points: a new process first looks a week back (nothing earns twice). */
const POINTS_LOOK_BACK_MS = 7 * 86_400_000;

export function engagementUseCases(w: ServerWiring): EngagementPlatform {
  const { db, ledger, messages, settings, clock, kick } = w;
  const d = { ...w.access, db, claims: w.rewardClaims, ledger, messages, settings, clock, kick };
  const promotions = new SqlPromotions(d.db);
  const uploads = new SqlUploads(d.db);
  const list = new ListPromotions({ ...d, promotions });
  const claimable = new CountClaimableRewards(list);
  const totals = new SqlPlayTotals(d.db);
  const vip = new SqlVipRecords(d.db);
  const evaluate = new EvaluateVip({ ...d, totals, vip });
  const referrals = new SqlReferrals(d.db);
  const missions = new SqlMissions(d.db);
  const mall = new SqlMall(d.db, d.ledger);
  const points = new SqlPointsBook(d.db);
  const chat = new SqlChat(d.db, d.kick);
  const hosts = new SqlLiveHosts(d.db);
  return {
    promotions: list,
    claimable,
    vip: new GetVipStatus(evaluate),
    badges: new GetMemberBadges({ vip, settings: d.settings, claimable }),
    rebate: new ManualRebate({ ...d, claims: new SqlRebateClaims(d.db), totals, vip }),
    sweepVip: new SweepVipLevels({ totals, evaluate, clock: d.clock }, VIP_LOOK_BACK_MS),
    referrals: new GetMyReferrals({ book: referrals, settings: d.settings, random: cryptoRandom }),
    payReferrals: new PayReferralRewards({ ...d, book: referrals }),
    missions: new PlayMissions({ ...d, missions, scores: new SqlMissionScores(d.db), claims: new SqlMissionClaims(d.db) }),
    manageMissions: new ManageMissions({ missions, settings: d.settings }),
    mall: new PointsMall({ ...d, mall, points }),
    goods: new ManageGoods({ mall, settings: d.settings }),
    accruePoints: new AccruePoints({ points, settings: d.settings, clock: d.clock }, POINTS_LOOK_BACK_MS),
    playerChat: new PlayerChat({ chat, clock: d.clock, limiter: d.limiter, hosts }),
    liveHostDesk: new LiveHostDesk({ hosts, clock: d.clock }),
    liveHosts: new ListLiveHosts(hosts),
    launchLiveChat: new LaunchLiveChat(hosts),
    supportChat: new SupportChat({ chat, clock: d.clock }),
    feedback: new FeedbackDesk({ ...d, feedback: new SqlFeedback(d.db), uploads }),
    zaloBonus: new ClaimZaloBonus(d),
    claim: new ClaimReward({ ...d, promotions }),
    apply: new ApplyForPromotion({ ...d, promotions, uploads }),
    bonusDetails: new GetBonusDetails(d.claims),
    managePromotions: new ManagePromotions({ promotions, settings: d.settings }),
    applications: new ReviewApplications({ ...d, promotions }),
    upload: new UploadImage(uploads),
    getUpload: new GetUpload(uploads),
  };
}
