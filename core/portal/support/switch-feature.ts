import { switchFeature } from '../../domain/system/feature-tree';
import type { FeatureNode } from '../../domain/system/settings';
import type { Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

/** Switches one white-label module on or off; the server stores the tree and audits the change like any setting. */
export class SwitchFeature {
  constructor(private readonly staff: StaffGateway) {}

  async execute(modId: string, enabled: boolean): Promise<Result<{ modId: string; enabled: boolean }>> {
    const current = await this.staff.settings();
    if (!current.ok) return current;
    const next = switchFeature((current.value['whitelabel'] ?? []) as readonly FeatureNode[], modId, enabled);
    if (!next.ok) return next;
    const saved = await this.staff.setSetting('whitelabel', next.value);
    return saved.ok ? { ok: true, value: { modId, enabled } } : saved;
  }
}
