import type { Kysely } from 'kysely';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { PortalSettings } from '../../../core/domain/system/settings';
import type { SettingsRepository } from '../../../core/platform/system/ports';
import { actAs } from '../audit-actor';
import type { Schema } from '../schema';

/**
 * Settings are rows of (key, jsonb). Missing keys fall back to the committed defaults, so a new
 * default reaches old databases. Reads are cached briefly: another process's change is seen
 * within CACHE_MS.
 */
const CACHE_MS = 1000;

export class SqlSettings implements SettingsRepository {
  private cache: { at: number; value: PortalSettings } | null = null;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly defaults: PortalSettings,
    private readonly now: () => number,
    /** Told after each saved change, in this process. */
    private readonly afterSave: () => void = () => undefined,
  ) {}

  async load(): Promise<PortalSettings> {
    if (this.cache && this.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const rows = await this.db.selectFrom('settings').select(['key', 'value']).execute();
    const stored = Object.fromEntries(rows.filter((r) => r.key in this.defaults).map((r) => [r.key, r.value]));
    const value = { ...this.defaults, ...stored } as PortalSettings;
    this.cache = { at: this.now(), value };
    return value;
  }

  async save<K extends keyof PortalSettings>(key: K, value: PortalSettings[K], by: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await actAs(trx, by);
      await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: new Date(this.now()) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date(this.now()) }))
        .execute();
    });
    this.cache = null;
    this.afterSave();
  }
}
