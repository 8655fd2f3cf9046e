import { EnterLotteryResult, type LotteryResultGateway } from '../core/portal/support/enter-lottery-result';
import { HelpArticles, type HelpArticleGateway } from '../core/portal/support/help-articles';
import { MemberProtection } from '../core/portal/support/member-protection';
import type { MemberProtectionGateway } from '../core/portal/protection/ports';
import { SupportBanners, type BannerGateway } from '../core/portal/system/banners';
import type { BetRecordGateway } from '../core/portal/records/ports';
import { SupportBetRecords } from '../core/portal/records/support-records';
import { ChangeMyPassword } from '../core/portal/access/change-my-password';
import { LoadMember } from '../core/portal/access/load-member';
import type { SessionStore } from '../core/portal/access/ports';
import { SignOut } from '../core/portal/access/sign-out';
import { SubmitLogin } from '../core/portal/access/submit-login';
import { ChangeSetting } from '../core/portal/support/change-setting';
import { LookupMember } from '../core/portal/support/lookup-member';
import { MemberSessions } from '../core/portal/support/member-sessions';
import { SetMaintenance } from '../core/portal/support/set-maintenance';
import { SetRegionBlock } from '../core/portal/support/set-region-block';
import { ListFeatures } from '../core/portal/support/list-features';
import { SwitchFeature } from '../core/portal/support/switch-feature';
import { CreateStaffAccount } from '../core/portal/support/create-staff-account';
import { ReviewDeposits } from '../core/portal/support/deposit-review';
import { SetMemberUpline } from '../core/portal/support/set-member-upline';
import type { HumanSolver } from '../core/portal/access/ports';
import type { AuthGateway } from '../core/portal/access/ports';
import type { StaffGateway } from '../core/portal/support/ports';
import type { SystemGateway } from '../core/portal/system/ports';
import type { CatalogAdminGateway, CatalogGateway } from '../core/portal/catalog/ports';
import { LoadGamePage } from '../core/portal/catalog/load-game-page';
import { LoadHotGames } from '../core/portal/catalog/load-lobby';
import { SwitchVendorMaintenance } from '../core/portal/catalog/set-vendor-maintenance';
import type { MessageSendingGateway } from '../core/portal/messages/ports';
import { SendPlatformMessage } from '../core/portal/messages/send-platform-message';
import { ReadOutbox, type OutboxGateway } from '../core/portal/support/read-outbox';
import type { WithdrawalDesk } from '../core/portal/support/withdrawal-desk';
import { ReviewWithdrawals } from '../core/portal/support/withdrawal-review';
import { SupportPromotions } from '../core/portal/support/promotion-desk';
import type { PromotionDeskGateway } from '../core/portal/engagement/ports';
import { SupportMissions, type MissionDeskGateway } from '../core/portal/engagement/missions';
import { SupportMall, type MallDeskGateway } from '../core/portal/engagement/mall';
import { SupportChatDesk, type ChatDeskGateway } from '../core/portal/engagement/chat';
import { SupportFeedback, type FeedbackDeskGateway } from '../core/portal/engagement/feedback';
import { UploadPicture, type PictureGateway } from '../core/portal/support/upload-picture';
import { SupportAgency, type AgencyDeskGateway } from '../core/portal/support/agency-desk';
import { SupportAudit, type AuditDeskGateway } from '../core/portal/support/audit-desk';
import { SupportLiveHosts, type LiveHostDeskGateway } from '../core/portal/engagement/live-hosts';

import { ConnectProvider, type ProviderGateway } from '../core/portal/support/connect-provider';

export interface CliGateway
  extends
    LotteryResultGateway,
    AuthGateway,
    StaffGateway,
    SystemGateway,
    MessageSendingGateway,
    OutboxGateway,
    ProviderGateway,
    BannerGateway,
    HelpArticleGateway {
  useToken(token: string | null): void;
}

/** The portal use cases the CLI runs, over the API, with the session kept in a file. */
export class CliPortal {
  readonly login: SubmitLogin;
  readonly logout: SignOut;
  readonly me: LoadMember;
  readonly changePassword: ChangeMyPassword;
  readonly lookupMember: LookupMember;
  readonly memberSessions: MemberSessions;
  readonly memberProtection: MemberProtection;
  readonly changeSetting: ChangeSetting;
  readonly setMaintenance: SetMaintenance;
  readonly setRegionBlock: SetRegionBlock;
  readonly features: { readonly list: ListFeatures; readonly switch: SwitchFeature };
  readonly createStaff: CreateStaffAccount;
  readonly deposits: ReviewDeposits;
  readonly setUpline: SetMemberUpline;
  readonly games: { readonly list: LoadGamePage; readonly hot: LoadHotGames; readonly maintenance: SwitchVendorMaintenance };
  readonly sendMessage: SendPlatformMessage;
  readonly readOutbox: ReadOutbox;
  readonly withdrawals: ReviewWithdrawals;
  readonly connectProvider: ConnectProvider;
  readonly enterLotteryResult: EnterLotteryResult;
  readonly bets: SupportBetRecords;
  readonly banners: SupportBanners;
  readonly articles: HelpArticles;
  readonly promotions: SupportPromotions;
  readonly missions: SupportMissions;
  readonly mall: SupportMall;
  readonly chat: SupportChatDesk;
  readonly feedback: SupportFeedback;
  readonly uploadPicture: UploadPicture;
  readonly agency: SupportAgency;
  readonly audit: SupportAudit;
  readonly liveHosts: SupportLiveHosts;

  constructor(
    readonly gateway: CliGateway,
    readonly store: SessionStore,
    solver: HumanSolver,
    withdrawalDesk: WithdrawalDesk,
    catalog: CatalogGateway & CatalogAdminGateway,
    bets: BetRecordGateway,
    promotionDesk: PromotionDeskGateway & PictureGateway,
    missionDesk: MissionDeskGateway,
    mallDesk: MallDeskGateway,
    chatDesk: ChatDeskGateway,
    feedbackDesk: FeedbackDeskGateway,
    agencyDesk: AgencyDeskGateway,
    auditDesk: AuditDeskGateway,
    protection: MemberProtectionGateway,
    liveHostDesk: LiveHostDeskGateway,
  ) {
    gateway.useToken(store.load()?.token ?? null);
    this.login = new SubmitLogin(gateway, solver, store);
    this.logout = new SignOut(gateway, store);
    this.me = new LoadMember(gateway, store);
    this.changePassword = new ChangeMyPassword(gateway, store);
    this.lookupMember = new LookupMember(gateway);
    this.memberSessions = new MemberSessions(gateway);
    this.memberProtection = new MemberProtection(protection);
    this.changeSetting = new ChangeSetting(gateway);
    this.setMaintenance = new SetMaintenance(gateway);
    this.setRegionBlock = new SetRegionBlock(gateway);
    this.features = { list: new ListFeatures(gateway), switch: new SwitchFeature(gateway) };
    this.createStaff = new CreateStaffAccount(gateway);
    this.deposits = new ReviewDeposits(gateway);
    this.setUpline = new SetMemberUpline(gateway);
    this.games = { list: new LoadGamePage(catalog), hot: new LoadHotGames(catalog), maintenance: new SwitchVendorMaintenance(catalog) };
    this.sendMessage = new SendPlatformMessage(gateway);
    this.readOutbox = new ReadOutbox(gateway);
    this.withdrawals = new ReviewWithdrawals(withdrawalDesk);
    this.connectProvider = new ConnectProvider(gateway);
    this.enterLotteryResult = new EnterLotteryResult(gateway);
    this.bets = new SupportBetRecords(bets);
    this.banners = new SupportBanners(gateway);
    this.articles = new HelpArticles(gateway);
    this.promotions = new SupportPromotions(promotionDesk);
    this.missions = new SupportMissions(missionDesk);
    this.mall = new SupportMall(mallDesk);
    this.chat = new SupportChatDesk(chatDesk);
    this.feedback = new SupportFeedback(feedbackDesk);
    this.uploadPicture = new UploadPicture(promotionDesk);
    this.agency = new SupportAgency(agencyDesk);
    this.audit = new SupportAudit(auditDesk);
    this.liveHosts = new SupportLiveHosts(liveHostDesk);
  }
}
