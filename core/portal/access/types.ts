import type { MobileRegistrationInput } from '../../domain/access/mobile-registration';
import type { LimitPeriod } from '../../domain/protection/limits';
import type { LoginPurpose, SessionScope } from '../../domain/protection/withdrawal-session';
import type { LoginType } from '../../domain/access/credentials';
import type { OptionalRegisterField } from '../../domain/access/registration';
import type { Role } from '../../domain/access/roles';
import type { PendingChallenge } from '../../domain/access/login-flow';
import type { SecondFactor } from '../../domain/access/second-factor';

/** What the portal reads and sends; adapters map the wire format to these. */
export interface MemberInfo {
  readonly id: number;
  readonly account: string;
  readonly nickname: string;
  readonly type: number;
  readonly role: Exclude<Role, 'visitor'>;
  readonly balance: bigint;
  readonly scale: number;
  readonly currencySymbol: string;
  readonly currencyCode: string;
  readonly vip: boolean;
  readonly vipLabel: string;
  readonly unreadCount: number;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  readonly mustChangePassword: boolean;
  readonly hasPaymentPassword: boolean;
  readonly avatar: string | null;
  /** The language kept for the member's messages. */
  readonly language: string;
  readonly lastLoginAt: string | null;
  readonly createdAt: string;
  /** `withdrawal`: a session opened during a break, which reaches only the balance and withdrawals. */
  readonly sessionScope?: SessionScope;
}

export interface LoginRequest {
  readonly username: string;
  readonly password: string;
  readonly type: LoginType;
  readonly captcha?: string;
  readonly captchaId?: string;
  readonly verification?: string;
  /** With type 'sms': the country of the mobile number in `username`. */
  readonly countryDialingCode?: string;
  /** `withdrawal`: during a break, open a withdrawal-only session instead of being refused. */
  readonly purpose?: LoginPurpose;
}

export interface SessionResponse {
  readonly token: string;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  readonly mustChangePassword: boolean;
  readonly previousLoginAt: string | null;
}

/** A session, or the second factor a login from a new IP must prove first. */
export type LoginResponse = SessionResponse | { readonly challenge: PendingChallenge };

export interface ChallengeAnswerRequest {
  readonly challengeId: string;
  readonly factor: SecondFactor;
  readonly answer: string;
  readonly purpose?: LoginPurpose;
}

export interface RegisterRequest {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly termsAccepted: boolean;
  readonly fields: Partial<Record<OptionalRegisterField, string>>;
  readonly referralCode?: string;
  readonly verification?: string;
  /** An optional deposit limit the account starts with (major units). */
  readonly depositLimit?: { readonly period: LimitPeriod; readonly value: string };
}

export interface MobileRegisterRequest extends MobileRegistrationInput {
  readonly verification?: string;
}

export interface CaptchaImage {
  readonly captchaId: string;
  readonly image: string;
}

export interface HumanChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}
