import { fail, ok, type Result } from '../kernel/result';
import type { FeatureNode } from './settings';

/** What each white-label switch the portal reads does; an operator's own modules have no name here. */
const FEATURE_NAMES: Readonly<Record<string, string>> = {
  USERNAMEREG3: 'registration by username',
  MOBILENUMREG3: 'registration by mobile number',
  REGMOBVERF3: 'SMS code at mobile registration',
  MOBILENUMPASSREG3: 'password pair at mobile registration',
  CHNGPASSVERIF3: 'password reset by SMS code',
  FREEPLAY: 'free play',
  FORCECHANGEPASS: 'forced password change',
  SMSLOGIN: 'log-in by SMS code',
  SOCIALLOGIN: 'social sign-in',
  FACEBOOK: 'sign-in with Facebook',
  GOOGLE: 'sign-in with Google',
  AGENTPOLICY3: 'agent policy',
  REFERRAL: 'refer a friend',
};

export interface FeatureLine {
  readonly modId: string;
  readonly name: string;
  readonly enabled: boolean;
  /** 0 for a top-level module, 1 for its children, and so on. */
  readonly level: number;
}

/** The tree in reading order, each node after its parent. */
export function featureLines(tree: readonly FeatureNode[], level = 0): FeatureLine[] {
  return tree.flatMap((node) => [
    { modId: node.modId, name: FEATURE_NAMES[node.modId] ?? '', enabled: node.enabled, level },
    ...featureLines(node.childrenNodes, level + 1),
  ]);
}

/** The tree with every node named `modId` switched; the rest, and the order, unchanged. */
export function switchFeature(tree: readonly FeatureNode[], modId: string, enabled: boolean): Result<FeatureNode[]> {
  if (!featureLines(tree).some((line) => line.modId === modId)) return fail('system.unknown_feature', { params: { modId } });
  const switched = (nodes: readonly FeatureNode[]): FeatureNode[] =>
    nodes.map((node) => ({ modId: node.modId, enabled: node.modId === modId ? enabled : node.enabled, childrenNodes: switched(node.childrenNodes) }));
  return ok(switched(tree));
}
