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
}

export interface Session {
  readonly id: number;
  readonly accountId: number;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

export interface SessionRepository {
  create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, ip: string): Promise<Session>;
  findActive(tokenHash: string): Promise<Session | null>;
  touch(id: number, at: Date): Promise<void>;
  revoke(id: number, at: Date): Promise<void>;
  revokeAllFor(accountId: number, at: Date): Promise<void>;
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

export interface HumanChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}

export interface HumanVerification {
  challenge(): Promise<HumanChallenge>;
  /** Single use: a payload is accepted at most once. */
  verify(payload: string): Promise<boolean>;
}

/** Fixed-window counter shared by every server process; `false` means over the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Hits counted so far in the current window, without counting one. */
  count(key: string, windowMs: number): Promise<number>;
}
