import { fail, type Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

/** Sets one top-level setting from its JSON text; the server checks the shape. */
export class ChangeSetting {
  constructor(private readonly staff: StaffGateway) {}

  async execute(key: string, json: string): Promise<Result<Record<string, unknown>>> {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return fail('system.invalid_setting_value', { params: { key } });
    }
    return this.staff.setSetting(key, value);
  }
}
