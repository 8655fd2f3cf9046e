import type { FieldPattern } from '../access/patterns';

/** A node of the white-label feature tree (spec §3 "whitelabel"). */
export interface FeatureNode {
  readonly modId: string;
  readonly enabled: boolean;
  readonly childrenNodes: readonly FeatureNode[];
}

export interface RegisterFieldSetting {
  readonly shown: boolean;
  readonly required: boolean;
  readonly acceptedPattern: FieldPattern;
}

export interface CustomerServiceEntry {
  readonly csType: string;
  readonly url: string;
}

/** Operator configuration: committed defaults, stored in the database, changeable at run time. */
export interface PortalSettings {
  readonly merchant: string;
  readonly merchantName: string;
  readonly currency: { readonly code: string; readonly symbol: string; readonly scale: number };
  readonly defaultLang: string;
  readonly supportLanguages: readonly string[];
  readonly timezone: string;
  readonly whitelabel: readonly FeatureNode[];
  readonly register: Readonly<Record<string, RegisterFieldSetting>>;
  readonly defaultWeakPassword: string;
  readonly passwordExpiryDays: number;
  readonly agentTypes: readonly number[];
  readonly trialType: number;
  readonly staffType: number;
  readonly trialCredit: number;
  readonly session: { readonly idleMinutes: number; readonly absoluteHours: number };
  readonly maintenance: { readonly enabled: boolean; readonly message: string };
  readonly regionRestriction: { readonly enabled: boolean; readonly cidrs: readonly string[]; readonly message: string };
  readonly customerService: readonly CustomerServiceEntry[];
  readonly imageCDNs: readonly string[];
  /** Manual bank transfer deposits: amounts in minor units; the bank account players pay into. */
  readonly bankDeposit: BankDepositSettings;
}

export interface BankDepositSettings {
  readonly enabled: boolean;
  readonly min: number;
  readonly max: number;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

/** A flag is on when its node and every ancestor are enabled; a missing flag is off. */
export function isFeatureEnabled(tree: readonly FeatureNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
