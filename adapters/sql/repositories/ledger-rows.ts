import { createHash } from 'node:crypto';
import type { TransferFlag } from '../../../core/domain/wallet/ledger-rules';

export interface AccountRow {
  readonly id: number;
  readonly code: string;
  readonly ownerId: number | null;
  readonly currency: string;
}

export interface TransferRow {
  id: number;
  idempotency_key: string;
  debit_code: string;
  credit_code: string;
  amount: bigint;
  kind: string;
  flag: TransferFlag;
  pending_id: number | null;
  reference: string | null;
  payload_hash: string;
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
  created_at: Date;
}

export const hashOf = (parts: readonly (string | bigint | boolean | null | undefined)[]) =>
  createHash('sha256')
    .update(JSON.stringify(parts.map((p) => (p === undefined ? null : String(p)))))
    .digest('hex');
