import type { FeatureNode } from '../../core/domain/system/settings';

/** The white-label tree with the named features switched on or off, at any depth. */
export const withFlags = (tree: readonly FeatureNode[], flags: Readonly<Record<string, boolean>>): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: flags[n.modId] ?? n.enabled, childrenNodes: withFlags(n.childrenNodes, flags) }));
