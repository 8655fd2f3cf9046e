import { fail, type Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

interface RegionRestriction {
  readonly enabled: boolean;
  readonly cidrs: readonly string[];
  readonly message: string;
}

/** Turns the region block on or off; unspecified networks and message keep their current value. */
export class SetRegionBlock {
  constructor(private readonly staff: StaffGateway) {}

  async execute(enabled: boolean, cidrs?: readonly string[], message?: string): Promise<Result<RegionRestriction>> {
    const current = await this.staff.settings();
    if (!current.ok) return current;
    const region = current.value['regionRestriction'] as RegionRestriction | undefined;
    if (!region) return fail('system.unknown_setting', { params: { key: 'regionRestriction' } });
    const next = { enabled, cidrs: cidrs ?? region.cidrs, message: message ?? region.message };
    const result = await this.staff.setSetting('regionRestriction', next);
    return result.ok ? { ok: true, value: next } : result;
  }
}
