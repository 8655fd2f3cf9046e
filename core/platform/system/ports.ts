import type { AuditActor } from '../../domain/audit/audit-entry';
import type { PortalSettings } from '../../domain/system/settings';

export interface SettingsRepository {
  load(): Promise<PortalSettings>;
  /** Replaces one top-level key after the caller has checked the new value; the audit log names `by` as the one who changed it. */
  save<K extends keyof PortalSettings>(key: K, value: PortalSettings[K], by: AuditActor): Promise<void>;
}

export interface HelpArticle {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

export interface HelpRepository {
  list(lang: string): Promise<HelpArticle[]>;
}
