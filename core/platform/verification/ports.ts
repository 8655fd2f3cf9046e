import type { Result } from '../../domain/kernel/result';
import type { OutgoingMessage } from '../../domain/messaging/outgoing-message';
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

/** One-time codes sent by SMS or email, kept as hashes, with their send history. */
export interface VerificationCodes {
  /** Keeps the code and queues the message carrying it (none for a number without an account) in one write. */
  issue(code: { purpose: CodePurpose; destination: string; codeHash: string; ip: string; expiresAt: Date }, message: OutgoingMessage | null): Promise<void>;
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
 * Whether SMS and email reach anyone: through the operator's gateway, or into a demo's outbox.
 * When neither, whatever would send one is refused with 'verification.no_gateway'.
 */
export interface Postbox {
  readonly open: boolean;
}

/** A queued message the delivery job took, with its tries so far, this one included. */
export interface QueuedMessage extends OutgoingMessage {
  readonly id: number;
  readonly tries: number;
}

/** SMS and email waiting for the operator's gateway. */
export interface MessageQueue {
  /** Up to `limit` messages due at `now`, oldest first, each counted as tried and not due again before `heldUntil`, so no other process sends it meanwhile. */
  claimDue(now: Date, heldUntil: Date, limit: number): Promise<QueuedMessage[]>;
  /** Sent; its text, which held a code or a link, is dropped. */
  delivered(id: number, at: Date): Promise<void>;
  /** A failed try and why: tried again at `retryAt`, or when that is null kept as failed, without its text, for support. */
  undelivered(id: number, reason: string, retryAt: Date | null): Promise<void>;
  /** When the earliest queued message is due (a retry, or one taken by a run that died), null when none is queued. */
  nextDueAt(): Promise<Date | null>;
}

/**
 * The operator's SMS and mail provider. A send may fail there: 'verification.quota_not_sufficient'
 * when the account has no credit left, 'verification.send_failed' for anything else.
 */
export interface MessageGateway {
  send(message: OutgoingMessage): Promise<Result<null>>;
}

/** What a demo's outbox holds instead of sending it. */
export interface OutboundMessage {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly createdAt: Date;
}

/** The SMS and email outbox as support reads it. */
export interface OutboundLog {
  list(recipient: string | null, limit: number): Promise<OutboundMessage[]>;
}

export interface PasswordReset {
  readonly id: number;
  readonly accountId: number;
}

/** Reset links by email: the token is kept only as a hash; a link works once and until it expires. */
export interface PasswordResets {
  /** Keeps the reset and queues the email carrying its link in one write. */
  create(accountId: number, tokenHash: string, expiresAt: Date, message: OutgoingMessage): Promise<void>;
  /** The unused, unexpired reset with this token hash. */
  findActive(tokenHash: string, now: Date): Promise<PasswordReset | null>;
  /** Uses the reset up; false when another request used it first. */
  consume(id: number, at: Date): Promise<boolean>;
}
