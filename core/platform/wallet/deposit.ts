import type { RecordSubject } from '../../domain/wallet/record-subject';

/** 'failed' is a payment page order the provider reported as not paid. */
export type DepositStatus = 'pending' | 'approving' | 'approved' | 'rejected' | 'failed';

export type DepositMethod = 'bank_transfer' | 'payment_page';

export interface Deposit {
  readonly id: number;
  readonly accountId: number;
  readonly account: string;
  readonly method: DepositMethod;
  readonly amount: bigint;
  readonly payerName: string;
  readonly reference: string | null;
  readonly status: DepositStatus;
  readonly reason: string | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
  /** Payment page orders: our order id at the provider and the currency it was asked in. */
  readonly orderId: string | null;
  readonly currency: string | null;
}

export interface NewDeposit {
  readonly accountId: number;
  readonly method: DepositMethod;
  readonly amount: bigint;
  readonly payerName: string;
  readonly reference: string | null;
  readonly orderId?: string;
  readonly currency?: string;
}

/** Who decided (null: the payment provider's callback), why, and when. */
export interface DepositChange {
  readonly decidedBy: number | null;
  readonly reason: string | null;
  readonly at: Date;
}

export interface DepositRepository {
  create(deposit: NewDeposit): Promise<Deposit>;
  find(id: number): Promise<Deposit | null>;
  findByOrder(orderId: string): Promise<Deposit | null>;
  listForAccount(accountId: number, limit: number): Promise<Deposit[]>;
  listByStatus(status: DepositStatus | null, limit: number): Promise<Deposit[]>;
  /** Moves the status from one of `from` to `to` in one statement; false when it was in none of them. */
  transition(id: number, from: readonly DepositStatus[], to: DepositStatus, change: DepositChange): Promise<boolean>;
}

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

export interface MessageRepository {
  add(accountId: number, type: MessageType, params: Readonly<Record<string, string>>): Promise<void>;
}

export interface RecordFilter {
  readonly type?: string;
  /** Inclusive UTC instants. */
  readonly from?: Date;
  readonly to?: Date;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface RecordEntry {
  readonly id: number;
  readonly type: string;
  /** Signed: positive when the wallet was credited. */
  readonly amount: bigint;
  readonly balanceAfter: bigint;
  readonly status: 'done' | 'pending' | 'released';
  readonly reference: string | null;
  readonly subject: RecordSubject | null;
  readonly createdAt: Date;
}

export interface AccountRecord {
  readonly items: readonly RecordEntry[];
  readonly total: number;
  readonly credited: bigint;
  readonly debited: bigint;
}

export interface AccountRecordRepository {
  page(walletCode: string, filter: RecordFilter): Promise<AccountRecord>;
}
