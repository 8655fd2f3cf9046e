import type { ChallengeProgress, SecondFactor } from '../../domain/access/second-factor';
import type { OutgoingMessage } from '../../domain/messaging/outgoing-message';

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

export interface LoginHistory {
  record(accountId: number, entry: LoginRecord): Promise<void>;
  /** Newest first. */
  recent(accountId: number, limit: number): Promise<LoginRecord[]>;
  /** When the account last logged in successfully strictly before `before`; null when it never did. */
  lastLoginBefore(accountId: number, before: Date): Promise<Date | null>;
}
