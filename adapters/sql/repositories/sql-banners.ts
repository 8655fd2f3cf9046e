import type { Kysely, Selectable } from 'kysely';
import type { Banner, BannerGroup, LinkageType } from '../../../core/domain/system/banners';
import type { BannerRepository } from '../../../core/platform/system/ports';
import type { BannersTable, Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

const toBanner = (r: Selectable<BannersTable>): Banner => ({
  id: r.id,
  groupName: r.group_name as BannerGroup,
  title: r.title,
  url: r.url,
  linkageType: r.linkage_type as LinkageType,
  target: r.target,
  sort: r.sort,
  startsAt: r.starts_at ? new Date(r.starts_at) : null,
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  enabled: r.enabled,
  texts: r.texts,
});

export class SqlBanners implements BannerRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(b: Omit<Banner, 'id' | 'enabled'>, by: AuditActor): Promise<Banner> {
    return acting(this.db, by, async (db) => {
      const row = await db
        .insertInto('banners')
        .values({
          group_name: b.groupName,
          title: b.title,
          url: b.url,
          linkage_type: b.linkageType,
          target: b.target,
          sort: b.sort,
          starts_at: b.startsAt,
          ends_at: b.endsAt,
          texts: JSON.stringify(b.texts),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBanner(row);
    });
  }

  async list(): Promise<Banner[]> {
    return (await this.db.selectFrom('banners').selectAll().orderBy('id').execute()).map(toBanner);
  }

  async setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean> {
    return acting(this.db, by, async (db) => {
      const result = await db.updateTable('banners').set({ enabled }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
  }
}
