import type { AuditActor } from '../../../domain/audit/audit-entry';
import type { NewRoundStep, StepMove } from '../../../domain/play/round-steps';
import type { StoredProtection } from '../../protection/ports';
import type { PlaySession } from '../ports';

export interface GameProvider {
  readonly code: string;
  readonly secret: string;
  readonly currency: string;
}

/** The game providers connected to the seamless wallet. */
export interface GameProviderRepository {
  find(code: string): Promise<GameProvider | null>;
  /** False when the code is taken. */
  /** Audited as connected by `by`. */
  create(provider: GameProvider, by: AuditActor): Promise<boolean>;
}

export type ProviderTxKind = 'bet' | 'win' | 'rollback' | 'tombstone';

export interface ProviderTransaction {
  readonly provider: string;
  readonly txId: string;
  readonly kind: ProviderTxKind;
  readonly payloadHash: string;
  readonly playerId: number;
  readonly roundId: string;
  readonly gameCode: string;
  readonly amount: bigint;
  /** The answer sent, once the transaction completed; null while it is being processed. */
  readonly response: Readonly<Record<string, string>> | null;
}

/** A provider call and the answer it got (its balance is the player's after the call). */
export interface AnsweredTransaction extends Omit<ProviderTransaction, 'response'> {
  readonly response: Readonly<Record<string, string>>;
}

/** Every provider transaction id, with the answer it got, so a replay gets the same answer. */
export interface ProviderTransactionRepository {
  /** Marks a bet id cancelled before it arrived; false when the id is already known. */
  cancelUnseen(tx: Omit<ProviderTransaction, 'response' | 'kind' | 'payloadHash'>): Promise<boolean>;
  /**
   * Stores a call that moves no money with its answer, and the round step it records (with the
   * balance after it), in one statement; false when the id is already known (nothing is written).
   */
  answer(tx: AnsweredTransaction, step?: { readonly step: NewRoundStep; readonly balanceAfter: bigint }): Promise<boolean>;
}

/** A provider's round as a money call sees it. */
export interface SeamlessRound {
  readonly id: number;
  readonly provider: string;
  readonly accountId: number;
  readonly status: 'open' | 'closed';
  readonly steps: readonly StepMove[];
}

/** What a provider's money call asks to see; each part only when named. */
export interface SeamlessLook {
  readonly provider: string;
  readonly txId: string;
  readonly playerId: number;
  readonly roundRef: string;
  /** A bet's play session, by the hash of its token. */
  readonly tokenHash?: string;
  /** A rollback's bet. */
  readonly betTxId?: string;
  readonly at: Date;
}

/** Everything a money call decides on, as of one moment. */
export interface SeamlessView {
  readonly known: ProviderTransaction | null;
  /** The player's account type; null when there is no such account. */
  readonly accountType: number | null;
  /** The main wallet's available amount; null when it has none. */
  readonly available: bigint | null;
  readonly round: SeamlessRound | null;
  /** The play session of `tokenHash` while it has not expired. */
  readonly session: PlaySession | null;
  readonly protection: StoredProtection | null;
  /** The transaction `betTxId` names. */
  readonly bet: ProviderTransaction | null;
}

/** The reads of a money call in one round trip. */
export interface SeamlessReads {
  view(look: SeamlessLook): Promise<SeamlessView>;
}

/** Runs work for one key at a time (one player's wallet calls of one provider). */
export interface KeyedLock {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}
