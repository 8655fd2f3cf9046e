import { fail, type Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

/** Support places an account directly under an upline (the server refuses cycles, trial and staff accounts). */
export class SetMemberUpline {
  constructor(private readonly staff: StaffGateway) {}

  async execute(account: string, upline: string): Promise<Result<{ account: string; upline: string }>> {
    if (account.trim() === '') return fail('validation.required', { field: 'account' });
    if (upline.trim() === '') return fail('validation.required', { field: 'upline' });
    return this.staff.setUpline(account.trim(), upline.trim());
  }
}
