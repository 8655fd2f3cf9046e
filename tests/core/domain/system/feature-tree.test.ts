import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureLines, switchFeature } from '../../../../core/domain/system/feature-tree';
import type { FeatureNode } from '../../../../core/domain/system/settings';
import { defaultSettings } from '../../../support/fakes/settings';

const nodeAt = (depth: number): fc.Arbitrary<FeatureNode> =>
  fc.record({
    modId: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
    enabled: fc.boolean(),
    childrenNodes: depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 3 }),
  });
const tree = fc.array(nodeAt(3), { maxLength: 4 });

describe('featureLines', () => {
  it('has one line per node, in reading order, each child one level below its parent', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const lines = featureLines(t);
        const count = (ns: readonly FeatureNode[]): number => ns.reduce((n, x) => n + 1 + count(x.childrenNodes), 0);
        expect(lines).toHaveLength(count(t));
        expect(lines.filter((l) => l.level === 0).map((l) => l.modId)).toEqual(t.map((n) => n.modId));
        lines.forEach((line, i) => expect(line.level).toBeLessThanOrEqual(i === 0 ? 0 : lines[i - 1]!.level + 1));
      }),
    );
  });

  it('names the modules the portal reads, SMS log-in among them', () => {
    const lines = featureLines(defaultSettings().whitelabel);
    expect(lines.every((l) => l.name !== '')).toBe(true);
    expect(lines.find((l) => l.modId === 'SMSLOGIN')).toEqual({ modId: 'SMSLOGIN', name: 'log-in by SMS code', enabled: false, level: 0 });
    expect(lines.find((l) => l.modId === 'GOOGLE')?.level).toBe(1);
  });
});

describe('switchFeature', () => {
  it('sets the named node and changes nothing else: same shape, same ids, other switches kept', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom('A', 'B', 'C'), fc.boolean(), (t, id, on) => {
        fc.pre(featureLines(t).some((l) => l.modId === id));
        const next = switchFeature(t, id, on);
        if (!next.ok) throw new Error('switch refused');
        const before = featureLines(t);
        const after = featureLines(next.value);
        expect(after.map((l) => [l.modId, l.level])).toEqual(before.map((l) => [l.modId, l.level]));
        after.forEach((line, i) => expect(line.enabled).toBe(line.modId === id ? on : before[i]!.enabled));
      }),
    );
  });

  it('refuses an id the tree does not hold, naming it', () => {
    fc.assert(
      fc.property(tree, fc.boolean(), (t, on) => {
        expect(switchFeature(t, 'NOT-THERE', on)).toEqual({ ok: false, error: { code: 'system.unknown_feature', params: { modId: 'NOT-THERE' } } });
      }),
    );
  });
});
