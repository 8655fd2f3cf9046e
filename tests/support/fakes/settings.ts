import defaults from '../../../adapters/config/defaults.json' with { type: 'json' };
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { PortalSettings } from '../../../core/domain/system/settings';
import type { HelpArticle, HelpRepository, SettingsRepository } from '../../../core/platform/system/ports';

/** The committed defaults, as a fresh deep copy (tests may build variations of it). */
export function defaultSettings(overrides: Partial<PortalSettings> = {}): PortalSettings {
  return { ...(structuredClone(defaults) as unknown as PortalSettings), ...overrides };
}

/**
 * Stored keys over the defaults, like the SQL repository. Values go through JSON on the way in
 * and out, so a caller can never share (or mutate) what is stored.
 */
export class InMemorySettings implements SettingsRepository {
  private readonly stored = new Map<string, string>();
  saves = 0;
  lastSavedBy: AuditActor | null = null;

  constructor(private readonly defaults: PortalSettings = defaultSettings()) {}

  async load(): Promise<PortalSettings> {
    const stored = Object.fromEntries([...this.stored].map(([key, json]) => [key, JSON.parse(json) as unknown]));
    return { ...(JSON.parse(JSON.stringify(this.defaults)) as PortalSettings), ...stored };
  }

  async save<K extends keyof PortalSettings>(key: K, value: PortalSettings[K], by: AuditActor): Promise<void> {
    this.saves++;
    this.lastSavedBy = by;
    this.stored.set(key, JSON.stringify(value));
  }
}

export interface StoredHelpArticle extends HelpArticle {
  readonly lang: string;
  readonly sort: number;
}

/** Help articles ordered by `sort`, then by insertion (the table's id). */
export class InMemoryHelp implements HelpRepository {
  private readonly articles: StoredHelpArticle[] = [];

  constructor(articles: readonly StoredHelpArticle[] = []) {
    this.add(articles);
  }

  add(articles: readonly StoredHelpArticle[]): void {
    for (const article of articles) {
      if (this.articles.some((a) => a.lang === article.lang && a.slug === article.slug)) throw new Error('help: duplicate (lang, slug)');
      this.articles.push(article);
    }
  }

  async list(lang: string): Promise<HelpArticle[]> {
    return this.articles
      .map((article, order) => ({ article, order }))
      .filter(({ article }) => article.lang === lang)
      .sort((a, b) => a.article.sort - b.article.sort || a.order - b.order)
      .map(({ article: { slug, title, content } }) => ({ slug, title, content }));
  }
}
