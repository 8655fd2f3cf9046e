import type { PortalSettings } from '../../domain/system/settings';

export interface SettingsRepository {
  load(): Promise<PortalSettings>;
  /** Replaces one top-level key after the caller has checked the new value. */
  save<K extends keyof PortalSettings>(key: K, value: PortalSettings[K]): Promise<void>;
}

export interface HelpArticle {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

export interface HelpRepository {
  list(lang: string): Promise<HelpArticle[]>;
}
