import { fail, type Result } from '../../domain/kernel/result';
import type { MemberRecord, StaffGateway } from './ports';

export class LookupMember {
  constructor(private readonly staff: StaffGateway) {}

  async execute(account: string): Promise<Result<MemberRecord>> {
    if (account.trim() === '') return fail('validation.required', { field: 'account' });
    return this.staff.member(account.trim());
  }
}
