import type { Result } from '../../domain/kernel/result';
import type { AuditReport } from '../../domain/wallet/audit';
import type { AnsweredTransaction } from '../play/seamless/ports';
import type { NewRound } from '../play/ports';
import type { TransferFlag } from '../../domain/wallet/ledger-rules';
import type { NewRoundStep } from '../../domain/play/round-steps';
import type { RoundCondition } from '../../domain/play/round-condition';
import type { RecordSubject } from '../../domain/wallet/record-subject';
import type { BankAccountForm } from '../../domain/wallet/bank-account';
import type { Receipt, ProofType } from '../../domain/wallet/withdrawal-receipt';

/** The member-wallet slice of the ledger that account use cases need. */
export interface WalletLedger {
  /** Opens the member's main wallet; idempotent. */
  openMainWallet(accountId: number, currency: string): Promise<void>;
  mainBalance(accountId: number): Promise<bigint>;
  /**
   * Moves `amount` minor units from a system account into the member's main wallet, once per key:
   * a replay with the same payload moves nothing and succeeds, another payload under the same key
   * is `wallet.idempotency_conflict`, a member without a wallet is `wallet.unknown_account`.
   */
  creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<Result<null>>;
}

export interface TransferRequest {
  /** Idempotency key: the same key returns the first result and moves nothing. */
  readonly key: string;
  readonly debit: string;
  readonly credit: string;
  readonly amount: bigint;
  /** What the movement is for: deposit, withdrawal, transfer, bet, win, … */
  readonly kind: string;
  /** Hold the amount on the debit account until the transfer is posted or voided. */
  readonly pending?: boolean;
  readonly reference?: string;
  /**
   * Round steps written in the movement's own transaction, only when the movement is new, each
   * with the balance after it of the side that belongs to a player.
   */
  readonly roundSteps?: readonly NewRoundStep[];
  /** The movement is refused with `seamless.round_closed` unless its round admits it (see roundAdmits). */
  readonly roundCondition?: RoundCondition;
  /**
   * Opens the round the movement's steps belong to unless it is there already (then it must be
   * the same account's); those steps and the condition name round 0 for it.
   */
  readonly openRound?: NewRound;
  /**
   * The provider call the movement answers, stored with it (once per id) with `balance` — the
   * player's side after — added to the answer; `wallet.answer_taken` when the id is known.
   */
  readonly answers?: AnsweredTransaction;
}

export interface PostedTransfer {
  readonly id: number;
  readonly key: string;
  readonly debit: string;
  readonly credit: string;
  readonly amount: bigint;
  readonly kind: string;
  readonly flag: TransferFlag;
  readonly pendingId: number | null;
  readonly reference: string | null;
  /** Each side's available amount (balance minus held) right after this movement. */
  readonly debitBalanceAfter: bigint;
  readonly creditBalanceAfter: bigint;
  readonly createdAt: Date;
  /** True when this answer is the stored result of an earlier request with the same key. */
  readonly replayed: boolean;
}

export interface AccountBalance {
  readonly code: string;
  readonly balance: bigint;
  readonly held: bigint;
}

export interface NewLedgerAccount {
  readonly code: string;
  readonly kind: string;
  readonly ownerId: number | null;
  readonly currency: string;
  readonly allowNegative: boolean;
}

/**
 * The double-entry ledger. Every method is one database transaction; failures are values
 * (`wallet.insufficient_funds`, `wallet.idempotency_conflict`, `wallet.unknown_account`,
 * `wallet.pending_not_found`, `wallet.pending_resolved`).
 */
export interface Ledger {
  openAccount(account: NewLedgerAccount): Promise<void>;
  transfer(request: TransferRequest): Promise<Result<PostedTransfer>>;
  /**
   * Transfers written together in one transaction, in order, each answering on its own; a later
   * one's round condition may name the round an earlier one opens with a preset id, and is refused
   * when that one was.
   */
  transferAll(requests: readonly TransferRequest[]): Promise<Result<PostedTransfer>[]>;
  /** Posts or voids the pending transfer made with `pendingKey`, once. */
  resolvePending(pendingKey: string, action: 'post' | 'void', key: string): Promise<Result<PostedTransfer>>;
  balances(codes: readonly string[]): Promise<AccountBalance[]>;
  audit(): Promise<AuditReport>;
}

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

/** Members' deposits, bank transfers and payment page orders, and their decisions. */
export interface DepositRepository {
  create(deposit: NewDeposit): Promise<Deposit>;
  find(id: number): Promise<Deposit | null>;
  findByOrder(orderId: string): Promise<Deposit | null>;
  listForAccount(accountId: number, limit: number): Promise<Deposit[]>;
  listByStatus(status: DepositStatus | null, limit: number): Promise<Deposit[]>;
  /** Moves the status from one of `from` to `to` in one statement; false when it was in none of them. */
  transition(id: number, from: readonly DepositStatus[], to: DepositStatus, change: DepositChange): Promise<boolean>;
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

/** A wallet's movements, page by page, with their totals. */
export interface AccountRecordRepository {
  page(walletCode: string, filter: RecordFilter): Promise<AccountRecord>;
}

export interface BankAccount extends BankAccountForm {
  readonly id: number;
  readonly accountId: number;
  readonly createdAt: Date;
}

export type BindOutcome = { readonly bound: BankAccount } | { readonly refused: 'limit' | 'duplicate' | 'payee_mismatch' };

/** Members' bank accounts for withdrawals. */
export interface BankAccountRepository {
  /**
   * Binds the account in one transaction: refused when the member already has `limit` accounts,
   * when the number is bound already (to anyone), or when the member's payee name is set and is
   * not `payeeName`; a member without a payee name gets this one.
   */
  bind(accountId: number, form: BankAccountForm, rule: { limit: number; payeeName: string }): Promise<BindOutcome>;
  listFor(accountId: number): Promise<BankAccount[]>;
  find(id: number): Promise<BankAccount | null>;
}

/**
 * holding: the row is written, the hold not yet; releasing → failed: the sweep gives up on a
 * request interrupted there. approving and rejecting are the claims of a decision in progress
 * (shown as pending).
 */
export type WithdrawalStatus = 'holding' | 'releasing' | 'failed' | 'pending' | 'approving' | 'approved' | 'rejecting' | 'rejected';

export interface Withdrawal {
  readonly id: number;
  readonly accountId: number;
  readonly account: string;
  readonly amount: bigint;
  readonly bankAccountId: number;
  readonly bankName: string;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly requestKey: string | null;
  readonly status: WithdrawalStatus;
  readonly reason: string | null;
  readonly receipt: Receipt | null;
  readonly hasProof: boolean;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
  readonly approvedAt: Date | null;
  readonly receiptAt: Date | null;
}

export interface NewWithdrawal {
  readonly accountId: number;
  readonly amount: bigint;
  readonly bankAccountId: number;
  readonly requestKey: string | null;
}

export interface StatusChange {
  readonly decidedBy: number | null;
  readonly reason: string | null;
  readonly at: Date;
}

export interface ProofImage {
  readonly type: ProofType;
  readonly bytes: Uint8Array;
}

/** Members' withdrawals, from the hold through the decision to the receipt. */
export interface WithdrawalRepository {
  /** A new 'holding' row; with a request key already used by the member, that row instead. */
  create(withdrawal: NewWithdrawal): Promise<{ withdrawal: Withdrawal; created: boolean }>;
  find(id: number): Promise<Withdrawal | null>;
  listForAccount(accountId: number, limit: number): Promise<Withdrawal[]>;
  /** Pending includes decisions in progress; null lists every request that was held. */
  listByStatus(status: 'pending' | 'approved' | 'rejected' | null, limit: number): Promise<Withdrawal[]>;
  /** Moves the status from one of `from` to `to` in one statement; false when it was in none of them. */
  transition(id: number, from: readonly WithdrawalStatus[], to: WithdrawalStatus, change: StatusChange): Promise<boolean>;
  /** Forgets a 'holding' row whose hold was refused, as if it had never been asked. */
  discard(id: number): Promise<void>;
  /**
   * Records the receipt (and its proof) in one transaction, only on an approved withdrawal with
   * no receipt yet that was approved after `approvedAfter`; false when another answer came first.
   */
  recordReceipt(id: number, receipt: Receipt, proof: ProofImage | null, at: Date, approvedAfter: Date): Promise<boolean>;
  /** Every approved, unconfirmed withdrawal approved at or before `approvedBy` counts as received; returns how many. */
  autoReceive(approvedBy: Date, at: Date): Promise<number>;
  /** 'holding' or 'releasing' rows created at or before `createdBy`: requests interrupted between row and hold. */
  listInterrupted(createdBy: Date, limit: number): Promise<Withdrawal[]>;
  proof(id: number): Promise<ProofImage | null>;
}

export interface AdjustmentRequest {
  readonly key: string;
  readonly accountId: number;
  readonly amount: bigint;
  readonly reason: string;
  readonly staffId: number;
}

export interface WalletAdjustment {
  readonly id: number;
  readonly accountId: number;
  readonly amount: bigint;
  readonly reason: string;
  readonly staffId: number;
  /** The member's available main balance right after the adjustment. */
  readonly balanceAfter: bigint;
  readonly createdAt: Date;
  /** True when this answer is the stored adjustment of an earlier request with the same key. */
  readonly replayed: boolean;
}

/**
 * Manual adjustments: the amount moves between the member's main wallet and the house adjustment
 * account, and the adjustment with its reason is recorded (and audited) in the same transaction;
 * once per key. A debit the wallet cannot cover is `wallet.insufficient_funds`.
 */
export interface WalletAdjustments {
  adjust(request: AdjustmentRequest): Promise<Result<WalletAdjustment>>;
}

/** A payment order as the provider's hosted page needs it. */
export interface PaymentOrder {
  readonly orderId: string;
  readonly amount: bigint;
  readonly currency: string;
  readonly scale: number;
  readonly merchantName: string;
}

/** The payment provider's hosted page: where to send the player to pay an order. */
export interface PaymentCheckout {
  checkoutUrl(order: PaymentOrder): string;
}

/** HMAC-SHA256 under the merchant's secret shared with the provider. */
export interface PaymentSigner {
  /** Lower-case hex. */
  sign(content: Uint8Array): string;
  /** Constant-time; false for anything that is not exactly the MAC of `content`. */
  verify(content: Uint8Array, mac: string): boolean;
}

/** Every authenticated callback and what became of it, tampering included. */
export interface PaymentCallbackJournal {
  record(entry: { orderId: string; depositId: number | null; outcome: string; body: string; at: Date }): Promise<void>;
}
