import type { AuditActor } from '../../domain/audit/audit-entry';
import type { Announcement } from '../../domain/system/announcements';
import type { Banner } from '../../domain/system/banners';
import type { PortalSettings } from '../../domain/system/settings';

/** The operator's portal settings. */
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

/** The help centre articles of a language. */
export interface HelpRepository {
  list(lang: string): Promise<HelpArticle[]>;
}

/** Announcements support sets up; creating and switching them is audited. */
export interface AnnouncementRepository {
  create(announcement: Omit<Announcement, 'id' | 'enabled'>, by: AuditActor): Promise<Announcement>;
  list(): Promise<Announcement[]>;
  /** False when there is no such announcement. */
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
}

/** Banners support sets up; creating and switching them is audited. */
export interface BannerRepository {
  create(banner: Omit<Banner, 'id' | 'enabled'>, by: AuditActor): Promise<Banner>;
  list(): Promise<Banner[]>;
  /** False when there is no such banner. */
  setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean>;
}

/** Writes help centre articles. */
export interface HelpEditor {
  /** Adds the article, or replaces the one with the same language and slug, audited as by `by`; true when it is new. */
  save(article: { lang: string; slug: string; title: string; content: string; sort: number }, by: AuditActor): Promise<boolean>;
}

export interface StoredUpload {
  readonly id: number;
  readonly ownerId: number;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  /** Support's pictures (banners, promotions, goods) are shown to everyone. */
  readonly public: boolean;
}

/** Pictures players and support upload; kept in the database so every server process serves them. */
export interface UploadStore {
  save(upload: Omit<StoredUpload, 'id'>): Promise<number>;
  find(id: number): Promise<StoredUpload | null>;
  /** Those of `ids` that `ownerId` uploaded. */
  ownedBy(ids: readonly number[], ownerId: number): Promise<number[]>;
}
