import { fail, type Result } from '../../domain/kernel/result';
import type { DepositRecord, StaffGateway } from './ports';

const STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;

/** Support's deposit queue: list by status, approve, reject with a reason. */
export class ReviewDeposits {
  constructor(private readonly staff: StaffGateway) {}

  list(status: string | undefined): Promise<Result<DepositRecord[]>> {
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
      return Promise.resolve(fail('validation.invalid_value', { field: 'status' }));
    return this.staff.deposits(status as (typeof STATUSES)[number] | undefined);
  }

  approve(id: string): Promise<Result<DepositRecord>> {
    if (!/^[0-9]{1,10}$/.test(id)) return Promise.resolve(fail('validation.invalid_value', { field: 'id' }));
    return this.staff.approveDeposit(Number(id));
  }

  reject(id: string, reason: string): Promise<Result<DepositRecord>> {
    if (!/^[0-9]{1,10}$/.test(id)) return Promise.resolve(fail('validation.invalid_value', { field: 'id' }));
    if (reason.trim() === '') return Promise.resolve(fail('validation.required', { field: 'reason' }));
    return this.staff.rejectDeposit(Number(id), reason.trim());
  }
}
