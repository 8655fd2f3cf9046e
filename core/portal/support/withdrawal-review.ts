import { fail, type Result } from '../../domain/kernel/result';
import type { ProofType } from '../../domain/wallet/withdrawal-receipt';
import type { Withdrawal } from '../wallet/withdrawal-types';
import type { WithdrawalDesk, WithdrawalQueueStatus } from './withdrawal-desk';

const STATUSES: readonly WithdrawalQueueStatus[] = ['pending', 'approved', 'rejected'];
const ID = /^[0-9]{1,10}$/;
const badId = () => Promise.resolve(fail<never>('validation.invalid_value', { field: 'id' }));

/** Support's withdrawal queue: list by status, approve (pay out), reject with a reason, fetch a receipt proof. */
export class ReviewWithdrawals {
  constructor(private readonly desk: WithdrawalDesk) {}

  list(status: string | undefined): Promise<Result<Withdrawal[]>> {
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
      return Promise.resolve(fail('validation.invalid_value', { field: 'status' }));
    return this.desk.withdrawals(status as WithdrawalQueueStatus | undefined);
  }

  approve(id: string): Promise<Result<Withdrawal>> {
    return ID.test(id) ? this.desk.approveWithdrawal(Number(id)) : badId();
  }

  reject(id: string, reason: string): Promise<Result<Withdrawal>> {
    if (!ID.test(id)) return badId();
    if (reason.trim() === '') return Promise.resolve(fail('validation.required', { field: 'reason' }));
    return this.desk.rejectWithdrawal(Number(id), reason.trim());
  }

  proof(id: string): Promise<Result<{ type: ProofType; bytes: Uint8Array }>> {
    return ID.test(id) ? this.desk.withdrawalProof(Number(id)) : badId();
  }
}
