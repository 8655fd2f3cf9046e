import { featureLines, type FeatureLine } from '../../domain/system/feature-tree';
import type { FeatureNode } from '../../domain/system/settings';
import type { Result } from '../../domain/kernel/result';
import type { StaffGateway } from './ports';

/** The white-label tree as staff read it: one line per module, children after their parent. */
export class ListFeatures {
  constructor(private readonly staff: StaffGateway) {}

  async execute(): Promise<Result<FeatureLine[]>> {
    const current = await this.staff.settings();
    if (!current.ok) return current;
    return { ok: true, value: featureLines((current.value['whitelabel'] ?? []) as readonly FeatureNode[]) };
  }
}
