import type { ServiceIdentifier } from 'inversify';
import type { i18n } from 'i18next';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { AuthGateway, HumanSolver, SessionStore } from '../../../core/portal/access/ports';
import type { Preferences } from '../../../core/portal/system/preferences';
import type { SystemGateway } from '../../../core/portal/system/ports';
import type { AuthStore } from '../stores/auth-store';
import type { HumanCheckStore } from '../stores/human-check-store';
import type { LanguageStore } from '../stores/language-store';
import type { SystemStore } from '../stores/system-store';
import type { UiStore } from '../stores/ui-store';
import type { HelpStore } from '../stores/help-store';
import type { BannerStore } from '../stores/banner-store';
import type { AnnouncementStore } from '../stores/announcement-store';
import type { RememberUsername } from '../../../core/portal/system/remember-username';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type { CashierStore } from '../stores/cashier-store';
import type { RecordStore } from '../stores/record-store';
import type { TeamMemberStore } from '../stores/team-member-store';
import type { RoundDetailStore } from '../stores/round-detail-store';
import type { RecordPage } from '../../../core/portal/wallet/types';
import type { BetPage } from '../../../core/portal/records/ports';
import type { LossPage } from '../../../core/portal/records/loss-page';
import type { TransferGateway } from '../../../core/portal/wallet/transfer-types';
import type { TransferStore } from '../stores/transfer-store';
import type { TeamTransferStore } from '../stores/team-transfer-store';
import type { PaymentPageStore } from '../stores/payment-page-store';
import type { LobbyStore } from '../stores/lobby-store';
import type { GameListModel } from '../stores/game-list-model';
import type { MessagesGateway } from '../../../core/portal/messages/ports';
import type { MessagesStore } from '../stores/messages-store';
import type { SmsCodeGateway } from '../../../core/portal/access/request-sms-code';
import type { SmsCodeStore } from '../stores/sms-code-store';
import type { RecoveryGateway } from '../../../core/portal/access/recover-password';
import type { RecoveryStore } from '../stores/recovery-store';
import type { WithdrawStore } from '../stores/withdraw-store';
import type { SeamlessStore } from '../stores/seamless-store';
import type { SecurityStore } from '../stores/security-store';
import type { ProtectionStore } from '../stores/protection-store';
import type { PromotionStore } from '../stores/promotion-store';
import type { LoyaltyStore } from '../stores/loyalty-store';
import type { MissionStore } from '../stores/mission-store';
import type { AgencyStore } from '../stores/agency-store';
import type { MallStore } from '../stores/mall-store';
import type { ChatStore } from '../stores/chat-store';
import type { LiveStore } from '../stores/live-store';
import type { RealityCheckStore } from '../stores/reality-check-store';
import type { LotteryStore } from '../stores/lottery/lottery-store';
import type { LoadMyFeedback, SendFeedback } from '../../../core/portal/engagement/feedback';

const token = <T>(name: string) => Symbol.for(`portal.${name}`) as ServiceIdentifier<T>;

/** Typed tokens of the web composition root. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  SystemGateway: token<SystemGateway>('SystemGateway'),
  SessionStore: token<SessionStore>('SessionStore'),
  Preferences: token<Preferences>('Preferences'),
  PowSolver: token<HumanSolver>('PowSolver'),
  I18n: token<i18n>('I18n'),
  SystemStore: token<SystemStore>('SystemStore'),
  UiStore: token<UiStore>('UiStore'),
  HumanCheckStore: token<HumanCheckStore>('HumanCheckStore'),
  AuthStore: token<AuthStore>('AuthStore'),
  SecurityStore: token<SecurityStore>('SecurityStore'),
  ProtectionStore: token<ProtectionStore>('ProtectionStore'),
  LanguageStore: token<LanguageStore>('LanguageStore'),
  RememberUsername: token<RememberUsername>('RememberUsername'),
  HelpStore: token<HelpStore>('HelpStore'),
  BannerStore: token<BannerStore>('BannerStore'),
  AnnouncementStore: token<AnnouncementStore>('AnnouncementStore'),
  CashierGateway: token<CashierGateway>('CashierGateway'),
  CashierStore: token<CashierStore>('CashierStore'),
  RecordStore: token<RecordStore<RecordPage>>('RecordStore'),
  BetRecordStore: token<RecordStore<BetPage>>('BetRecordStore'),
  TeamMemberStore: token<TeamMemberStore>('TeamMemberStore'),
  LossStore: token<RecordStore<LossPage>>('LossStore'),
  RoundDetailStore: token<RoundDetailStore>('RoundDetailStore'),
  TransferGateway: token<TransferGateway>('TransferGateway'),
  TransferStore: token<TransferStore>('TransferStore'),
  TeamTransferStore: token<TeamTransferStore>('TeamTransferStore'),
  PaymentPageStore: token<PaymentPageStore>('PaymentPageStore'),
  LobbyStore: token<LobbyStore>('LobbyStore'),
  /** A fresh paged game list of the given page size, for each section or page that shows one. */
  GameLists: token<(pageSize: number) => GameListModel>('GameLists'),
  MessagesGateway: token<MessagesGateway>('MessagesGateway'),
  MessagesStore: token<MessagesStore>('MessagesStore'),
  SmsCodeGateway: token<SmsCodeGateway>('SmsCodeGateway'),
  SmsCodeStore: token<SmsCodeStore>('SmsCodeStore'),
  RecoveryGateway: token<RecoveryGateway>('RecoveryGateway'),
  RecoveryStore: token<RecoveryStore>('RecoveryStore'),
  WithdrawStore: token<WithdrawStore>('WithdrawStore'),
  SeamlessStore: token<SeamlessStore>('SeamlessStore'),
  PromotionStore: token<PromotionStore>('PromotionStore'),
  LoyaltyStore: token<LoyaltyStore>('LoyaltyStore'),
  MissionStore: token<MissionStore>('MissionStore'),
  AgencyStore: token<AgencyStore>('AgencyStore'),
  MallStore: token<MallStore>('MallStore'),
  ChatStore: token<ChatStore>('ChatStore'),
  LiveStore: token<LiveStore>('LiveStore'),
  RealityCheckStore: token<RealityCheckStore>('RealityCheckStore'),
  Feedback: token<{ readonly send: SendFeedback; readonly mine: LoadMyFeedback }>('Feedback'),
  /** Binds the member and agent centres' stores, once, when the first page that shows them opens. */
  MemberCentre: token<() => Promise<void>>('MemberCentre'),
  /** The lottery pages' store, loaded with the first lottery page. */
  LotteryStore: token<() => Promise<LotteryStore>>('LotteryStore'),
};
