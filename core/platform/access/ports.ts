import type { OutgoingMessage } from '../../domain/messaging/outgoing-message';
import type { SecondFactor, ChallengeProgress } from '../../domain/access/second-factor';
import type { LoginPurpose, SessionScope } from '../../domain/protection/withdrawal-session';
import type { Account, NewAccount } from './account';
import type { IdTokenClaims } from '../../domain/access/oidc-claims';
import type { Result } from '../../domain/kernel/result';
import type { SocialProvider, OidcClientSettings } from '../../domain/system/settings';

/** Member and staff accounts: credentials, contacts, profile and logins. */
export interface AccountRepository {
  findByUsername(username: string): Promise<Account | null>;
  findById(id: number): Promise<Account | null>;
  /** The account registered with this mobile number (E.164), if any. */
  findByMobile(mobile: string): Promise<Account | null>;
  /** Returns null when the username is taken. */
  create(account: NewAccount): Promise<Account | null>;
  setPassword(id: number, passwordHash: string, isDefault: boolean, at: Date): Promise<void>;
  recordLogin(id: number, at: Date, ip: string): Promise<void>;
  lockUntil(id: number, until: Date): Promise<void>;
  setPaymentPassword(id: number, paymentPasswordHash: string): Promise<void>;
  /** Binds a proven mobile number (E.164) or email address to the account. */
  setContact(id: number, contact: { readonly kind: 'mobile' | 'email'; readonly value: string }): Promise<void>;
  /** Sets the nickname and merges `changes` into the profile in one statement; an empty value removes its key. */
  updateProfile(id: number, nickname: string, changes: Readonly<Record<string, string>>): Promise<void>;
}

export type { SessionScope };

export interface Session {
  readonly id: number;
  readonly accountId: number;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly ip: string;
  readonly userAgent: string;
  readonly scope: SessionScope;
}

/** Why a session ended, for the audit log; `support` ends are by the transaction's staff actor. */
export type SessionEnd =
  { readonly reason: 'logout' | 'expired' | 'revoked' | 'password_changed' | 'break' } | { readonly reason: 'support'; readonly by: number };

/** Where a session was opened from. */
export interface SessionOrigin {
  readonly ip: string;
  readonly userAgent: string;
}

/** Login sessions, stored by token hash, with why each ended. */
export interface SessionRepository {
  create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, origin: SessionOrigin, scope?: SessionScope): Promise<Session>;
  findActive(tokenHash: string): Promise<Session | null>;
  /** The account's sessions not revoked and not past their absolute expiry, last seen first. */
  listActive(accountId: number, now: Date): Promise<Session[]>;
  touch(id: number, at: Date): Promise<void>;
  revoke(id: number, at: Date, end: SessionEnd): Promise<void>;
  /** Revokes one session if it belongs to the account; false when there was none to revoke. */
  revokeOf(accountId: number, id: number, at: Date, end: SessionEnd): Promise<boolean>;
  /** Revokes every session of the account but one; how many were revoked. */
  revokeOthers(accountId: number, keepId: number, at: Date, end: SessionEnd): Promise<number>;
  revokeAllFor(accountId: number, at: Date, end: SessionEnd): Promise<void>;
  /** Brings the expiry of the account's unrevoked sessions forward to at most `lifetimeMs` after each began. */
  shortenTo(accountId: number, lifetimeMs: number): Promise<void>;
}

/** Failed logins per username and IP, counted to lock out guessing. */
export interface LoginAttempts {
  record(username: string, ip: string, at: Date): Promise<void>;
  countSince(username: string, ip: string, since: Date): Promise<{ account: number; ip: number }>;
  clear(username: string): Promise<void>;
}

/** Slow one-way hashing of passwords (and payment passwords). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/** Issues opaque session tokens; only their hash is ever stored. */
export interface TokenIssuer {
  issue(): { token: string; hash: string };
  hashOf(token: string): string;
}

export interface CaptchaImage {
  readonly captchaId: string;
  readonly image: string;
}

/** Picture codes a login asks for after failed attempts. */
export interface CaptchaService {
  issue(): Promise<CaptchaImage>;
  /** Single use: a verified or failed answer consumes the captcha. */
  verify(captchaId: string, answer: string): Promise<boolean>;
}

/** Picture-code answers, kept hashed until they expire; each is taken at most once. */
export interface CaptchaAnswers {
  /** Keeps an answer until `expiresAt`; those already expired are swept as new ones come. */
  keep(captchaId: string, answerHash: string, expiresAt: Date): Promise<void>;
  /** Removes the answer and gives back its hash while it has not expired; null otherwise. */
  take(captchaId: string): Promise<string | null>;
}

export interface HumanChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}

/** What an accepted proof of work proved: the difficulty its challenge was issued with. */
export interface HumanProof {
  readonly work: number;
}

/** Proof-of-work challenges that tell a browser from a script. */
export interface HumanVerification {
  /** A challenge hiding a number at most `work`, which the solved payload carries, signed. */
  challenge(work: number): Promise<HumanChallenge>;
  /** Single use: a payload is accepted at most once; null when refused. */
  verify(payload: string): Promise<HumanProof | null>;
}

/** Fixed-window counter shared by every server process; `false` means over the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /**
   * Hits of the current window and the one before it, without counting one: a lock read from it
   * holds at least a whole window after its last hit, wherever the window edge falls.
   */
  count(key: string, windowMs: number): Promise<number>;
}

/** The IPs each account has logged in from, with when each was first and last seen. */
export interface KnownIps {
  isKnown(accountId: number, ip: string): Promise<boolean>;
  remember(accountId: number, ip: string, at: Date): Promise<void>;
}

export interface NewChallenge {
  readonly id: string;
  readonly accountId: number;
  readonly ip: string;
  readonly factors: readonly SecondFactor[];
  readonly expiresAt: Date;
}

/** A second-factor challenge; a code sent by SMS or email is kept only as a keyed hash. */
export interface StoredChallenge extends NewChallenge, ChallengeProgress {
  readonly codeFactor: 'sms' | 'email' | null;
  readonly codeHash: string | null;
}

/** Second-factor challenges of logins in progress, each closed once. */
export interface LoginChallenges {
  create(challenge: NewChallenge): Promise<void>;
  find(id: string): Promise<StoredChallenge | null>;
  /** A newly sent code replaces the one before it; the message carrying it is queued in the same write. */
  setCode(id: string, factor: 'sms' | 'email', codeHash: string, message: OutgoingMessage): Promise<void>;
  /** Counts a wrong answer on an open challenge under the limit; the count after it, or null when there was none to count. */
  recordWrong(id: string, limit: number): Promise<number | null>;
  /** Closes an open challenge; false when another request closed it first. */
  close(id: string, at: Date): Promise<boolean>;
}

export interface Authenticator {
  readonly secret: Uint8Array;
  /** Null while the member has not yet typed a first code from the app. */
  readonly confirmedAt: Date | null;
  readonly lastUsedStep: number | null;
  readonly recoveryCodesLeft: number;
}

/** TOTP secrets by account, with the one-time recovery codes kept as keyed hashes. */
export interface Authenticators {
  find(accountId: number): Promise<Authenticator | null>;
  /** Replaces an unconfirmed secret; false when a confirmed one is bound. */
  stage(accountId: number, secret: Uint8Array, at: Date): Promise<boolean>;
  /** Confirms the staged secret with the step of its first code and stores the recovery codes' hashes. */
  confirm(accountId: number, step: number, recoveryCodeHashes: readonly string[], at: Date): Promise<boolean>;
  /** Marks a step used; false when it, or a later one, already was. */
  useStep(accountId: number, step: number): Promise<boolean>;
  /** Uses up a recovery code of a confirmed authenticator; false when there is no such unused code. */
  useRecoveryCode(accountId: number, codeHash: string, at: Date): Promise<boolean>;
  remove(accountId: number): Promise<void>;
}

/** How a login was proved: the first step, and the second factor when one was asked. */
export type LoginMethod = 'password' | 'sms' | 'sms_reset' | 'registration' | 'trial' | 'social';
export type UsedFactor = SecondFactor | 'recovery';

export interface LoginRecord {
  readonly at: Date;
  readonly ip: string;
  readonly userAgent: string;
  readonly success: boolean;
  readonly method: LoginMethod;
  readonly factor: UsedFactor | null;
}

/** Every login of an account: how it was proved, from where, and when. */
export interface LoginHistory {
  record(accountId: number, entry: LoginRecord): Promise<void>;
  /** Newest first. */
  recent(accountId: number, limit: number): Promise<LoginRecord[]>;
  /** When the account last logged in successfully strictly before `before`; null when it never did. */
  lastLoginBefore(accountId: number, before: Date): Promise<Date | null>;
}

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

/** Sign-ins sent to a provider and not back yet, each taken once. */
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

/** Accounts' links to a social provider's subject. */
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

/** The server's key pair: its public half for clients, and opening what was sealed with it. */
export interface PayloadKeys {
  publicKey(): Promise<{ kid: string; spki: string }>;
  /** The plaintext, or null when the payload was not sealed with a current key or was altered. */
  open(sealed: { kid: string; key: string; iv: string; data: string }): Promise<string | null>;
}

/** Single-use markers shared by every server process. */
export interface ReplayGuard {
  /** True the first time an id is claimed before it expires, false after. */
  claim(id: string, expiresAt: Date): Promise<boolean>;
}
