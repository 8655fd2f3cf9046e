import type { Kysely, Transaction } from 'kysely';
import type { Failure } from '../../core/domain/kernel/result';
import type { Schema } from './schema';

/** Thrown inside a transaction to roll it back and answer with an expected failure. */
export class Rejection extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

/**
 * Thrown inside a transaction that saw something another one did after its statement's snapshot
 * was taken: a serialization failure, so inTransaction runs it again and it sees it.
 */
export class TryAgain extends Error {
  readonly code = '40001';
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

/**
 * Runs `work` in one READ COMMITTED transaction, retrying on serialization failures and
 * deadlocks (SQLSTATE 40001, 40P01) with jittered backoff.
 */
export async function inTransaction<T>(db: Kysely<Schema>, work: (trx: Transaction<Schema>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
