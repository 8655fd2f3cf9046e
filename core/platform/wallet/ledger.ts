import type { Result } from '../../domain/kernel/result';
import type { AuditReport } from '../../domain/wallet/audit';
import { LEDGER_CODES } from '../../domain/wallet/ledger-codes';
import type { TransferFlag } from '../../domain/wallet/ledger-rules';
import type { NewRoundStep } from '../../domain/play/round-steps';
import type { RoundCondition } from '../../domain/play/round-condition';
import type { NewRound } from '../play/rounds';
import type { AnsweredTransaction } from '../play/seamless/ports';

export type { AuditReport };

export { LEDGER_CODES };

/** Bets spread over this many house accounts so one hot row does not serialize all play. */
export const HOUSE_SHARDS = 16;

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
