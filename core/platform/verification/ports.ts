import type { Result } from '../../domain/kernel/result';
import type { IssuedCode } from '../../domain/verification/code';
import type { SendHistory } from '../../domain/verification/send-throttle';

/** What a code proves: the number for an SMS login, the number for a mobile registration, … */
export type CodePurpose = SmsFlow | 'bind_mobile' | 'bind_email';

/** The flows a code by SMS to a number not yet proven serves. */
export type SmsFlow = 'sms_login' | 'sms_register' | 'sms_reset';

/** Codes kept elsewhere that are hashed the same way: a challenge's sent code, a recovery code. */
export type HashedCodePurpose = CodePurpose | 'second_factor' | 'recovery_code';

export interface StoredCode extends IssuedCode {
  readonly id: number;
  readonly codeHash: string;
}

export interface VerificationCodes {
  issue(code: { purpose: CodePurpose; destination: string; codeHash: string; ip: string; expiresAt: Date }): Promise<void>;
  /** The newest code for the purpose and destination: only it can be answered. */
  latest(purpose: CodePurpose, destination: string): Promise<StoredCode | null>;
  /** Send times to the destination and the count of codes asked from the IP, since `since`. */
  history(destination: string, ip: string, since: Date): Promise<SendHistory>;
  recordWrongTry(id: number): Promise<void>;
  /** Marks the code used; false when another request used it first. */
  consume(id: number, at: Date): Promise<boolean>;
}

/** Codes are kept only as keyed hashes bound to their purpose and destination. */
export interface CodeHasher {
  hash(purpose: HashedCodePurpose, destination: string, code: string): string;
}

/**
 * Sending an SMS or an email may fail at the provider: 'verification.quota_not_sufficient' when
 * the account there has no credit left, 'verification.send_failed' for anything else.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<Result<null>>;
}

export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<Result<null>>;
}

/** What the default SMS and email adapters wrote instead of calling a provider. */
export interface OutboundMessage {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly createdAt: Date;
}

export interface OutboundLog {
  list(recipient: string | null, limit: number): Promise<OutboundMessage[]>;
}

export interface PasswordReset {
  readonly id: number;
  readonly accountId: number;
}

/** Reset links by email: the token is kept only as a hash; a link works once and until it expires. */
export interface PasswordResets {
  create(accountId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** The unused, unexpired reset with this token hash. */
  findActive(tokenHash: string, now: Date): Promise<PasswordReset | null>;
  /** Uses the reset up; false when another request used it first. */
  consume(id: number, at: Date): Promise<boolean>;
}
