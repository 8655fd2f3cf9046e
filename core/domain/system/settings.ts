import type { LotterySettings } from '../lottery/lottery-settings';
import type { FeedbackSettings } from '../engagement/feedback';
import type { PointsSettings } from '../engagement/points';
import type { ReferralSettings } from '../engagement/referral';
import type { RebateRate } from '../engagement/rebate';
import type { VipLevel } from '../engagement/vip';
import type { FieldPattern } from '../access/patterns';
import type { DialingCountry } from '../verification/phone';
import type { SeamlessLimits } from '../play/seamless-rules';
import type { Texts } from './content-texts';

/** A node of the white-label feature tree (whitelabel). */
export interface FeatureNode {
  readonly modId: string;
  readonly enabled: boolean;
  readonly childrenNodes: readonly FeatureNode[];
}

export interface RegisterFieldSetting {
  readonly shown: boolean;
  readonly required: boolean;
  readonly acceptedPattern: FieldPattern;
}

export interface CustomerServiceEntry {
  readonly csType: string;
  readonly url: string;
}

/** Operator configuration: committed defaults, stored in the database, changeable at run time. */
export interface PortalSettings {
  readonly merchant: string;
  readonly merchantName: string;
  readonly currency: { readonly code: string; readonly symbol: string; readonly scale: number };
  readonly defaultLang: string;
  readonly supportLanguages: readonly string[];
  readonly timezone: string;
  readonly whitelabel: readonly FeatureNode[];
  readonly register: Readonly<Record<string, RegisterFieldSetting>>;
  readonly defaultWeakPassword: string;
  readonly passwordExpiryDays: number;
  readonly agentTypes: readonly number[];
  readonly trialType: number;
  readonly staffType: number;
  readonly trialCredit: number;
  /** Players must be at least this old (18, or 21 where the law asks it). */
  readonly minimumAge: number;
  /** Refuse plain bodies on the calls that carry passwords and codes (clients seal them anyway). */
  readonly requireSealedPayloads: boolean;
  /** OpenID Connect clients for social sign-in (SOCIALLOGIN and the provider's flag); an empty issuer is not set up. */
  readonly socialLogin: Readonly<Record<SocialProvider, OidcClientSettings>>;
  readonly session: { readonly idleMinutes: number; readonly absoluteHours: number };
  readonly maintenance: { readonly enabled: boolean; readonly message: string };
  readonly regionRestriction: { readonly enabled: boolean; readonly cidrs: readonly string[]; readonly message: string };
  readonly customerService: readonly CustomerServiceEntry[];
  readonly imageCDNs: readonly string[];
  /** Manual bank transfer deposits: amounts in minor units; the bank account players pay into. */
  readonly bankDeposit: BankDepositSettings;
  /** Online payment through the provider's hosted page: amounts in minor units, the name players see. */
  readonly paymentPage: PaymentPageSettings;
  /** Where players reach the portal: links in emails point here, never at the host a request named. */
  readonly publicUrl: string;
  /** Verification codes by SMS: how long a code lives, and the countries whose mobiles are accepted. */
  readonly sms: { readonly expiredMinutes: number; readonly countries: readonly DialingCountry[] };
  /** The merchant's wallets: one main wallet only, or main plus a wallet per listed game vendor. */
  readonly merchantWallet: { readonly isSingle: boolean; readonly vendors: readonly string[] };
  /** Withdrawals: amounts in minor units; unconfirmed receipts count as received after autoReceiptMinutes. */
  readonly withdrawal: WithdrawalSettings;
  /** Vendor codes the lobby moves out of SPORTS into the esports and cockfight lanes. */
  readonly esportGames: readonly string[];
  readonly cockfightGames: readonly string[];
  /** The home page's banner until operator banners exist; linkageType ROUTE opens `target` in the portal. */
  readonly homeBanner: HomeBanner;
  /** VIP levels by cumulative valid bet and deposits (minor units). */
  readonly vip: { readonly levels: readonly VipLevel[] };
  /** Manual rebate: rates per game type and VIP level, and the least amount a claim pays (minor units). */
  readonly rebate: { readonly minAmount: number; readonly rates: readonly RebateRate[] };
  /** Invite friends: what a referrer earns when an invitee's first deposit qualifies (the REFERRAL flag turns it on). */
  readonly referral: ReferralSettings;
  /** Points mall: points earned per unit of valid bet by game type and of deposits. */
  readonly points: PointsSettings;
  /** Feedback form: the word counts its content must keep to. */
  readonly feedback: FeedbackSettings;
  /** Paid once to a member who adds a Zalo number after registering (minor units; 0 turns it off). */
  readonly zaloBonus: number;
  /** Agent settlement: the valid bet (minor units) that makes a team member active in a period, and how long after a period closes it is settled. */
  readonly agency: { readonly activeMemberBet: number; readonly settleGraceSeconds: number };
  /** How often a logged-in player is shown the session's time and money (whole seconds, 10 s to a day). */
  readonly realityCheck: { readonly intervalSeconds: number };
  /** A game round still open this long after it started is completed or refunded by its game's rule. */
  readonly openRoundTimeoutMinutes: number;
  /** Outside providers' seamless-wallet calls: the largest bet and win one call moves (minor units). */
  readonly seamless: SeamlessLimits;
  /** Draw schedules replacing the games' own, the betting cut-off, and the stake range of every bet kind. */
  readonly lottery: LotterySettings;
}

export type SocialProvider = 'GOOGLE' | 'FACEBOOK';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['GOOGLE', 'FACEBOOK'];

export interface OidcClientSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface WithdrawalSettings {
  readonly enabled: boolean;
  readonly min: number;
  readonly max: number;
  readonly autoReceiptMinutes: number;
  readonly maxBankAccounts: number;
}

export interface HomeBanner {
  readonly title: string;
  readonly subtitle: string;
  readonly linkageType: string;
  readonly target: string;
  /** Its words in further languages; settings stored before there were any have none. */
  readonly texts?: Texts<'title' | 'subtitle'>;
}

export interface BankDepositSettings {
  readonly enabled: boolean;
  readonly min: number;
  readonly max: number;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

export interface PaymentPageSettings {
  readonly enabled: boolean;
  readonly min: number;
  readonly max: number;
  readonly displayName: string;
  /** The name in further languages; settings stored before there were any have none. */
  readonly texts?: Texts<'displayName'>;
}

/** A flag is on when its node and every ancestor are enabled; a missing flag is off. */
export function isFeatureEnabled(tree: readonly FeatureNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
