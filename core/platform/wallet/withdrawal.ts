import type { BankAccountForm } from '../../domain/wallet/bank-account';
import type { ProofType, Receipt } from '../../domain/wallet/withdrawal-receipt';

export interface BankAccount extends BankAccountForm {
  readonly id: number;
  readonly accountId: number;
  readonly createdAt: Date;
}

export type BindOutcome = { readonly bound: BankAccount } | { readonly refused: 'limit' | 'duplicate' | 'payee_mismatch' };

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
