/** Platform messages a use case leaves in a member's inbox. */
export type MessageType =
  | 'new_message'
  | 'deposit_credited'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'deposit_failed'
  | 'reward_paid'
  | 'application_rejected'
  | 'rebate_paid'
  | 'vip_upgraded'
  | 'referral_reward'
  | 'redemption_approved'
  | 'redemption_rejected'
  | 'feedback_reply'
  | 'contract_offered'
  | 'contract_changed'
  | 'settlement_paid'
  | 'settlement_due';

/** Leaves a platform message in a member's inbox. */
export interface MessageRepository {
  add(accountId: number, type: MessageType, params: Readonly<Record<string, string>>): Promise<void>;
}

/** A platform message; the web words it from its type and params. */
export interface InboxMessage {
  readonly id: number;
  readonly type: MessageType;
  readonly params: Readonly<Record<string, string>>;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

export interface InboxPage {
  readonly items: readonly InboxMessage[];
  readonly total: number;
  readonly unread: number;
}

export interface InboxQuery {
  readonly unreadOnly: boolean;
  readonly pageNo: number;
  readonly pageSize: number;
}

/**
 * A member's messages, newest first. Every method is scoped to the owner: ids of another
 * member's messages are simply not found. Each new message is announced on the member's live
 * channel after it is stored.
 */
export interface Inbox {
  page(accountId: number, query: InboxQuery): Promise<InboxPage>;
  unreadCount(accountId: number): Promise<number>;
  /** Marks the given messages (all when `ids` is null) read; returns how many were unread. */
  markRead(accountId: number, ids: readonly number[] | null, at: Date): Promise<number>;
  /** Returns how many were deleted. */
  remove(accountId: number, ids: readonly number[]): Promise<number>;
  /**
   * The same message to every account whose type is not excluded (staff, trial) — only to those
   * of `only` when it is given — and who is not on a time-out or self-exclusion (no marketing
   * reaches them); returns how many got it.
   */
  sendToAll(type: MessageType, params: Readonly<Record<string, string>>, excludedTypes: readonly number[], only: readonly number[] | null): Promise<number>;
}

/** Events for one member's live channel (`member:<accountId>`), e.g. a new balance after a movement. */
export interface MemberEvent {
  readonly channel: string;
  readonly event: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Live channels: an event published on a channel reaches its subscribers. */
export interface EventHub {
  publish(event: MemberEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (event: MemberEvent) => void): () => void;
}
