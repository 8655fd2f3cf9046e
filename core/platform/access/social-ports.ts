import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import type { IdTokenClaims } from '../../domain/access/oidc-claims';
import type { Result } from '../../domain/kernel/result';
import type { OidcClientSettings, SocialProvider } from '../../domain/system/settings';

/** A sign-in begun at a provider: what the callback must match, kept until it comes back once. */
export interface PendingSocialSignIn {
  readonly state: string;
  readonly provider: SocialProvider;
  readonly nonce: string;
  /** PKCE code verifier (RFC 7636). */
  readonly verifier: string;
  /** A logged-in member linking the provider to their account; null for a sign-in. */
  readonly linkAccountId: number | null;
  readonly returnTo: string;
  readonly expiresAt: Date;
  readonly purpose: LoginPurpose;
}

export interface PendingSocialSignIns {
  create(pending: PendingSocialSignIn): Promise<void>;
  /** Removes and answers it: a state works once. */
  take(state: string): Promise<PendingSocialSignIn | null>;
}

export interface SocialLink {
  readonly provider: SocialProvider;
  readonly subject: string;
  readonly accountId: number;
  readonly linkedAt: Date;
}

export interface SocialLinks {
  findBySubject(provider: SocialProvider, subject: string): Promise<SocialLink | null>;
  listForAccount(accountId: number): Promise<SocialLink[]>;
  /** False when the subject or the account already has a link for this provider; links are never changed. */
  link(link: SocialLink): Promise<boolean>;
}

/** The provider's side of OpenID Connect: where to send the player, and the signature-checked claims for a code. */
export interface OidcClient {
  authorizationUrl(
    config: OidcClientSettings,
    request: { readonly state: string; readonly nonce: string; readonly verifier: string; readonly redirectUri: string },
  ): Promise<Result<string>>;
  exchangeCode(
    config: OidcClientSettings,
    request: { readonly code: string; readonly verifier: string; readonly redirectUri: string },
  ): Promise<Result<IdTokenClaims>>;
}
