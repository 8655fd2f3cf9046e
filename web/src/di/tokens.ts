import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { i18n } from 'i18next';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { AuthGateway, HumanSolver, SessionStore } from '../../../core/portal/access/ports';
import type { RecoveryGateway } from '../../../core/portal/access/recover-password';
import type { SmsCodeGateway } from '../../../core/portal/access/request-sms-code';
import type { CatalogGateway, FavouriteGateway, GameLaunchGateway } from '../../../core/portal/catalog/ports';
import type { ChatGateway } from '../../../core/portal/engagement/chat';
import type { LiveRoomGateway } from '../../../core/portal/engagement/live-hosts';
import type { MissionGateway } from '../../../core/portal/engagement/missions';
import type { PromotionGateway } from '../../../core/portal/engagement/ports';
import type { LotteryGateway } from '../../../core/portal/lottery/ports';
import type { MessagesGateway } from '../../../core/portal/messages/ports';
import type { SessionSummaryGateway } from '../../../core/portal/protection/load-reality-check';
import type { BannerGateway } from '../../../core/portal/system/banners';
import type { SystemGateway } from '../../../core/portal/system/ports';
import type { Preferences } from '../../../core/portal/system/preferences';
import type { MemberLanguageGateway } from '../../../core/portal/system/tell-member-language';
import type { LiveUpdates } from '../../../core/portal/wallet/live-updates';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type { TransferGateway } from '../../../core/portal/wallet/transfer-types';
import type { AgencyGateway } from '../../../core/portal/agency/ports';
import type { FeedbackGateway } from '../../../core/portal/engagement/feedback';
import type { LoyaltyGateway } from '../../../core/portal/engagement/loyalty';
import type { MallGateway } from '../../../core/portal/engagement/mall';
import type { ProtectionGateway } from '../../../core/portal/protection/ports';
import type { BetRecordGateway } from '../../../core/portal/records/ports';
import type { SecurityGateway } from '../../../core/portal/security/ports';
import type { PaymentPasswordGateway } from '../../../core/portal/wallet/ports';
import type { WithdrawalGateway } from '../../../core/portal/wallet/withdrawal-gateway';
import type { AppSession } from '../stores/app-session';
import type { Ticker } from '../stores/reality-check-store';

export const token = <T>(name: string) => Symbol.for(`portal.${name}`) as ServiceIdentifier<T>;

/** The language operator content (banners, promotions, …) is asked for in; empty: the server's default. */
export interface ContentLanguage {
  use(language: string): void;
  current(): string;
}

/** Typed tokens of the web composition root's gateways and devices; the views' stores are in stores.ts. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  /** Repeats a tick every so many milliseconds until the returned function is called. */
  Every: token<Ticker>('Every'),
  NewRequestId: token<() => string>('NewRequestId'),
  /** Kept on the device across visits. */
  Preferences: token<Preferences>('Preferences'),
  /** Kept for this browser tab's session only. */
  TabPreferences: token<Preferences>('TabPreferences'),
  SessionStore: token<SessionStore>('SessionStore'),
  PowSolver: token<HumanSolver>('PowSolver'),
  LiveUpdates: token<LiveUpdates>('LiveUpdates'),
  ContentLanguage: token<ContentLanguage>('ContentLanguage'),
  I18n: token<i18n>('I18n'),
  AppSession: token<AppSession>('AppSession'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  SystemGateway: token<SystemGateway>('SystemGateway'),
  MemberLanguageGateway: token<MemberLanguageGateway>('MemberLanguageGateway'),
  BannerGateway: token<BannerGateway>('BannerGateway'),
  SmsCodeGateway: token<SmsCodeGateway>('SmsCodeGateway'),
  RecoveryGateway: token<RecoveryGateway>('RecoveryGateway'),
  CashierGateway: token<CashierGateway>('CashierGateway'),
  TransferGateway: token<TransferGateway>('TransferGateway'),
  MessagesGateway: token<MessagesGateway>('MessagesGateway'),
  CatalogGateway: token<CatalogGateway & FavouriteGateway & GameLaunchGateway>('CatalogGateway'),
  PromotionGateway: token<PromotionGateway>('PromotionGateway'),
  MissionGateway: token<MissionGateway>('MissionGateway'),
  ChatGateway: token<ChatGateway>('ChatGateway'),
  LiveRoomGateway: token<LiveRoomGateway>('LiveRoomGateway'),
  SessionSummaryGateway: token<SessionSummaryGateway>('SessionSummaryGateway'),
  /** Loaded with the first lottery page, so the home route does not carry it. */
  LotteryGateway: token<() => Promise<LotteryGateway>>('LotteryGateway'),
  /** The member and agent centres' gateways, loaded with the first page that shows them. */
  CentreGateways: token<() => Promise<ContainerModule>>('CentreGateways'),
};

/** A downline's records as their agent reads them. */
export type TeamRecordsGateway = Pick<BetRecordGateway, 'myBets'> & Pick<CashierGateway, 'accountRecord'>;

/** The gateways CentreGateways binds. */
export const CENTRE_TOKENS = {
  BetRecordGateway: token<BetRecordGateway>('BetRecordGateway'),
  TeamRecords: token<(account: () => string) => TeamRecordsGateway>('TeamRecords'),
  SecurityGateway: token<SecurityGateway>('SecurityGateway'),
  ProtectionGateway: token<ProtectionGateway>('ProtectionGateway'),
  WithdrawalGateway: token<WithdrawalGateway>('WithdrawalGateway'),
  PaymentPasswordGateway: token<PaymentPasswordGateway>('PaymentPasswordGateway'),
  FeedbackGateway: token<FeedbackGateway>('FeedbackGateway'),
  LoyaltyGateway: token<LoyaltyGateway>('LoyaltyGateway'),
  AgencyGateway: token<AgencyGateway>('AgencyGateway'),
  MallGateway: token<MallGateway>('MallGateway'),
};
