import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFeatureEnabled, type FeatureNode } from '../../../../core/domain/system/settings';
import { defaultSettings } from '../../../support/fakes/settings';

/** Trees whose module ids are unique, as the operator's white-label tree is. */
const nodeAt = (depth: number): fc.Arbitrary<FeatureNode> =>
  fc.record({ modId: fc.constant(''), enabled: fc.boolean(), childrenNodes: depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 3 }) });
const tree: fc.Arbitrary<FeatureNode[]> = fc.array(nodeAt(3), { maxLength: 4 }).map((nodes) => {
  let n = 0;
  const name = (ns: readonly FeatureNode[]): FeatureNode[] => ns.map((x) => ({ modId: `M${n++}`, enabled: x.enabled, childrenNodes: name(x.childrenNodes) }));
  return name(nodes);
});

/** Each node with whether it and all its ancestors are enabled. */
function flatten(nodes: readonly FeatureNode[], ancestorsOn = true): { node: FeatureNode; on: boolean }[] {
  return nodes.flatMap((n) => [{ node: n, on: ancestorsOn && n.enabled }, ...flatten(n.childrenNodes, ancestorsOn && n.enabled)]);
}

describe('isFeatureEnabled', () => {
  it('with unique ids, a flag is on exactly when its node exists (at any depth) and it and every ancestor are enabled', () => {
    fc.assert(
      fc.property(tree, fc.nat(30), (t, k) => {
        const id = `M${k}`;
        const entry = flatten(t).find((e) => e.node.modId === id);
        expect(isFeatureEnabled(t, id)).toBe(entry?.on ?? false);
      }),
    );
  });

  it('a missing flag is off', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(isFeatureEnabled(t, 'NOT-THERE')).toBe(false);
      }),
    );
  });

  it('the operator defaults: username registration and free play on, mobile registration and social log-in off', () => {
    const { whitelabel } = defaultSettings();
    expect(['USERNAMEREG3', 'FREEPLAY', 'FORCECHANGEPASS', 'MOBILENUMREG3', 'SOCIALLOGIN', 'FACEBOOK'].map((id) => isFeatureEnabled(whitelabel, id))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
