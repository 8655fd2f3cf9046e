import { fail, type Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

/** Switches the maintenance page on or off, keeping (or replacing) its message. */
export class SetMaintenance {
  constructor(private readonly staff: StaffGateway) {}

  async execute(enabled: boolean, message?: string): Promise<Result<Record<string, unknown>>> {
    const current = await this.staff.settings();
    if (!current.ok) return current;
    const maintenance = current.value['maintenance'] as { enabled: boolean; message: string } | undefined;
    if (!maintenance) return fail('system.unknown_setting', { params: { key: 'maintenance' } });
    return this.staff.setSetting('maintenance', { enabled, message: message ?? maintenance.message });
  }
}
