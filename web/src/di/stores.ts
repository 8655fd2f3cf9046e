import type { AbstractNewable, Container, ServiceIdentifier } from 'inversify';
import type { LoadMyFeedback, SendFeedback } from '../../../core/portal/engagement/feedback';
import type { RememberUsername } from '../../../core/portal/system/remember-username';
import type { BetPage } from '../../../core/portal/records/ports';
import type { LossPage } from '../../../core/portal/records/loss-page';
import type { RecordPage } from '../../../core/portal/wallet/types';
import type { AgencyStore } from '../stores/agency-store';
import type { AnnouncementStore } from '../stores/announcement-store';
import type { AuthStore } from '../stores/auth-store';
import type { BannerStore } from '../stores/banner-store';
import type { CashierStore } from '../stores/cashier-store';
import type { ChatStore } from '../stores/chat-store';
import type { GameListModel } from '../stores/game-list-model';
import type { HelpStore } from '../stores/help-store';
import type { HumanCheckStore } from '../stores/human-check-store';
import type { LanguageStore } from '../stores/language-store';
import type { LiveEvents } from '../stores/live-events';
import type { LiveStore } from '../stores/live-store';
import type { LobbyStore } from '../stores/lobby-store';
import type { LotteryStore } from '../stores/lottery/lottery-store';
import type { LoyaltyStore } from '../stores/loyalty-store';
import type { MallStore } from '../stores/mall-store';
import type { MessagesStore } from '../stores/messages-store';
import type { MissionStore } from '../stores/mission-store';
import type { PaymentPageStore } from '../stores/payment-page-store';
import type { PromotionStore } from '../stores/promotion-store';
import type { ProtectionStore } from '../stores/protection-store';
import type { RealityCheckStore } from '../stores/reality-check-store';
import type { RecordStore } from '../stores/record-store';
import type { RecoveryStore } from '../stores/recovery-store';
import type { RoundDetailStore } from '../stores/round-detail-store';
import type { SeamlessStore } from '../stores/seamless-store';
import type { SecurityStore } from '../stores/security-store';
import type { SmsCodeStore } from '../stores/sms-code-store';
import type { SystemStore } from '../stores/system-store';
import type { TeamMemberStore } from '../stores/team-member-store';
import type { TeamTransferStore } from '../stores/team-transfer-store';
import type { TransferStore } from '../stores/transfer-store';
import type { UiStore } from '../stores/ui-store';
import type { WithdrawStore } from '../stores/withdraw-store';
import { token } from './tokens';

/** The views' stores by the name useStores gives them: the one list of them. */
export const STORES = {
  system: token<SystemStore>('SystemStore'),
  auth: token<AuthStore>('AuthStore'),
  liveEvents: token<LiveEvents>('LiveEvents'),
  ui: token<UiStore>('UiStore'),
  human: token<HumanCheckStore>('HumanCheckStore'),
  language: token<LanguageStore>('LanguageStore'),
  remember: token<RememberUsername>('RememberUsername'),
  help: token<HelpStore>('HelpStore'),
  smsCode: token<SmsCodeStore>('SmsCodeStore'),
  recovery: token<RecoveryStore>('RecoveryStore'),
  banners: token<BannerStore>('BannerStore'),
  announcements: token<AnnouncementStore>('AnnouncementStore'),
  lobby: token<LobbyStore>('LobbyStore'),
  /** A fresh paged game list of the given page size, for each section or page that shows one. */
  gameLists: token<(pageSize: number) => GameListModel>('GameLists'),
  seamless: token<SeamlessStore>('SeamlessStore'),
  promotions: token<PromotionStore>('PromotionStore'),
  missions: token<MissionStore>('MissionStore'),
  chat: token<ChatStore>('ChatStore'),
  live: token<LiveStore>('LiveStore'),
  realityCheck: token<RealityCheckStore>('RealityCheckStore'),
  /** The lottery pages' store, loaded with the first lottery page. */
  lottery: token<() => Promise<LotteryStore>>('LotteryStore'),
  /** Binds the member and agent centres' stores below, once, when the first page that shows them opens. */
  memberCentre: token<() => Promise<void>>('MemberCentre'),
  cashier: token<CashierStore>('CashierStore'),
  record: token<RecordStore<RecordPage>>('RecordStore'),
  bets: token<RecordStore<BetPage>>('BetRecordStore'),
  loss: token<RecordStore<LossPage>>('LossStore'),
  roundDetail: token<RoundDetailStore>('RoundDetailStore'),
  transfers: token<TransferStore>('TransferStore'),
  paymentPage: token<PaymentPageStore>('PaymentPageStore'),
  messages: token<MessagesStore>('MessagesStore'),
  withdraw: token<WithdrawStore>('WithdrawStore'),
  security: token<SecurityStore>('SecurityStore'),
  protection: token<ProtectionStore>('ProtectionStore'),
  loyalty: token<LoyaltyStore>('LoyaltyStore'),
  mall: token<MallStore>('MallStore'),
  feedback: token<{ readonly send: SendFeedback; readonly mine: LoadMyFeedback }>('Feedback'),
  teamMember: token<TeamMemberStore>('TeamMemberStore'),
  team: token<TeamTransferStore>('TeamTransferStore'),
  agency: token<AgencyStore>('AgencyStore'),
};

type Bound<I> = I extends AbstractNewable<infer T> ? T : never;
export type Stores = { readonly [K in keyof typeof STORES]: Bound<(typeof STORES)[K]> };

/** The stores, each resolved from the container when read: the centres' exist only once memberCentre() has bound them. */
export function storesOf(container: Container): Stores {
  const stores = {};
  const ids: Record<string, ServiceIdentifier> = STORES;
  for (const [name, id] of Object.entries(ids)) Object.defineProperty(stores, name, { get: () => container.get(id), enumerable: true });
  return stores as Stores;
}
