import type { FeatureNode, RegisterFieldSetting } from '../../domain/system/settings';
import type { SystemState } from '../../domain/system/system-state';

export interface RegisterSettings {
  readonly registerType: 'register' | 'registerMobile';
  readonly fields: Readonly<Record<string, RegisterFieldSetting>>;
  readonly minimumAge: number;
  /** Minor units paid for adding a Zalo number after registering; 0 when off. */
  readonly zaloBonus: number;
}

/** The member's permissions, as the portal uses them. */
export interface SystemStatus {
  readonly state: SystemState;
  readonly merchant: string;
  readonly merchantName: string;
  readonly currency: { readonly code: string; readonly symbol: string; readonly scale: number };
  readonly defaultLang: string;
  readonly supportLanguages: readonly string[];
  readonly timezone: string;
  readonly customerService: readonly { readonly csType: string; readonly path: string }[];
  readonly whitelabel: readonly FeatureNode[];
  readonly register: RegisterSettings;
  readonly location: { readonly ip: string };
  readonly maintenance: { readonly enabled: boolean; readonly message: string };
  readonly regionRestriction: { readonly blocked: boolean; readonly message: string };
}

export interface HelpCenter {
  readonly lang: string;
  readonly articles: readonly { readonly slug: string; readonly title: string; readonly content: string }[];
}
