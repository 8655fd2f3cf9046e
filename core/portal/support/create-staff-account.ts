import { fail, type Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

export class CreateStaffAccount {
  constructor(private readonly staff: StaffGateway) {}

  async execute(username: string, password: string): Promise<Result<{ id: number; account: string }>> {
    if (username.trim() === '') return fail('validation.required', { field: 'username' });
    if (password === '') return fail('validation.required', { field: 'password' });
    return this.staff.createStaff(username.trim(), password);
  }
}
