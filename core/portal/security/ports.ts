import type { Result } from '../../domain/kernel/result';
import type { Profile } from '../../domain/access/profile';
import type { SecondFactor } from '../../domain/access/second-factor';

export interface AuthenticatorSetup {
  readonly secret: string;
  readonly uri: string;
  /** The URI as a QR code (an SVG document) to scan with the app. */
  readonly qrSvg: string;
}

export interface DeviceSession {
  readonly id: number;
  readonly ip: string;
  readonly userAgent: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly current: boolean;
}

export interface LoginHistoryEntry {
  readonly at: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly success: boolean;
  readonly method: 'password' | 'sms' | 'sms_reset' | 'registration' | 'trial' | 'social';
  readonly factor: SecondFactor | 'recovery' | null;
}

export interface SecurityOverview {
  readonly authenticatorBound: boolean;
  readonly recoveryCodesLeft: number;
}

export interface MyProfile {
  readonly profile: Profile;
  readonly email: string | null;
  readonly mobileNum: string | null;
  readonly realNameLocked: boolean;
  readonly minimumAge: number;
}

export type ContactBinding =
  | { readonly kind: 'mobile'; readonly mobileNum: string; readonly countryDialingCode: string; readonly code: string }
  | { readonly kind: 'email'; readonly email: string; readonly code: string };

/** The security centre's calls: the authenticator, logged-in devices, the login history. */
export interface SecurityGateway {
  profile(): Promise<Result<MyProfile>>;
  updateProfile(changes: Profile): Promise<Result<MyProfile>>;
  requestEmailCode(email: string): Promise<Result<{ expiredMinutes: number }>>;
  bindContact(binding: ContactBinding): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>>;
  overview(): Promise<Result<SecurityOverview>>;
  startAuthenticator(): Promise<Result<AuthenticatorSetup>>;
  confirmAuthenticator(code: string): Promise<Result<{ recoveryCodes: string[] }>>;
  unbindAuthenticator(code: string): Promise<Result<null>>;
  sessions(): Promise<Result<DeviceSession[]>>;
  revokeSession(id: number): Promise<Result<{ revoked: number }>>;
  revokeOtherSessions(): Promise<Result<{ revoked: number }>>;
  loginHistory(): Promise<Result<LoginHistoryEntry[]>>;
  socialLinks(): Promise<Result<SocialLinkEntry[]>>;
}

/** A provider linked for social sign-in (never changed or unlinked). */
export interface SocialLinkEntry {
  readonly provider: 'GOOGLE' | 'FACEBOOK';
  readonly linkedAt: string;
}
