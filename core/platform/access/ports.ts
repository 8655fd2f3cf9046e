import type { SessionScope } from '../../domain/protection/withdrawal-session';
import type { Account, NewAccount } from './account';

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

export interface LoginAttempts {
  record(username: string, ip: string, at: Date): Promise<void>;
  countSince(username: string, ip: string, since: Date): Promise<{ account: number; ip: number }>;
  clear(username: string): Promise<void>;
}

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
