/** A platform message as the inbox shows it; the web words it from its type and params. */
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

export interface Message {
  readonly id: number;
  readonly type: MessageType;
  readonly params: Readonly<Record<string, string>>;
  readonly createdAt: string;
  readonly readAt: string | null;
}

export interface MessagePage {
  readonly items: readonly Message[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly unread: number;
}

export interface MessageQuery {
  readonly unreadOnly: boolean;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** To one member by username, or to every member and agent. */
export type MessageTarget = { readonly to: string } | { readonly all: true } | { readonly vip: number };
