import type { Result } from '../../domain/kernel/result';
import type { ProofType } from '../../domain/wallet/withdrawal-receipt';
import type { Withdrawal } from '../wallet/withdrawal-types';

export type WithdrawalQueueStatus = 'pending' | 'approved' | 'rejected';

/** Support's withdrawal calls; the server checks the staff role on each. */
export interface WithdrawalDesk {
  withdrawals(status: WithdrawalQueueStatus | undefined): Promise<Result<Withdrawal[]>>;
  approveWithdrawal(id: number): Promise<Result<Withdrawal>>;
  rejectWithdrawal(id: number, reason: string): Promise<Result<Withdrawal>>;
  withdrawalProof(id: number): Promise<Result<{ type: ProofType; bytes: Uint8Array }>>;
}
