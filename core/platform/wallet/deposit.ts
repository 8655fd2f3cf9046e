
export type DepositStatus = 'pending' | 'approving' | 'approved' | 'rejected';

export interface Deposit {
  readonly id: number;
  readonly accountId: number;
  readonly account: string;
  readonly method: 'bank_transfer';
  readonly amount: bigint;
  readonly payerName: string;
  readonly reference: string | null;
  readonly status: DepositStatus;
  readonly reason: string | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

export interface DepositRepository {
  create(deposit: { accountId: number; method: Deposit['method']; amount: bigint; payerName: string; reference: string | null }): Promise<Deposit>;
  find(id: number): Promise<Deposit | null>;
  listForAccount(accountId: number, limit: number): Promise<Deposit[]>;
  listByStatus(status: DepositStatus | null, limit: number): Promise<Deposit[]>;
  /** Moves the status from one of `from` to `to` in one statement; false when it was in none of them. */
  transition(id: number, from: readonly DepositStatus[], to: DepositStatus, change: { decidedBy: number; reason: string | null; at: Date }): Promise<boolean>;
}

/** Platform messages of spec §3 (the messages issue lists and reads them). */
export type MessageType = 'new_message' | 'deposit_credited' | 'withdrawal_approved' | 'withdrawal_rejected' | 'deposit_failed';

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

