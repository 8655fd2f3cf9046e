import type { AuditActor } from '../../../domain/audit/audit-entry';

export interface GameProvider {
  readonly code: string;
  readonly secret: string;
  readonly currency: string;
}

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

/** Every provider transaction id, with the answer it got, so a replay gets the same answer. */
export interface ProviderTransactionRepository {
  find(provider: string, txId: string): Promise<ProviderTransaction | null>;
  /** Claims the id; false when it is already known. */
  claim(tx: Omit<ProviderTransaction, 'response'>): Promise<boolean>;
  complete(provider: string, txId: string, response: Readonly<Record<string, string>>): Promise<void>;
  release(provider: string, txId: string): Promise<void>;
}

/** Runs work for one key at a time (one player's wallet calls of one provider). */
export interface KeyedLock {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}
