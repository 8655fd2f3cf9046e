import type { Kysely, Selectable } from 'kysely';
import type { Banner, BannerGroup, LinkageType } from '../../../core/domain/system/banners';
import type { BannerRepository } from '../../../core/platform/system/banners';
import type { BannersTable, Schema } from '../schema';

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
});

export class SqlBanners implements BannerRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(b: Omit<Banner, 'id' | 'enabled'>): Promise<Banner> {
    const row = await this.db
      .insertInto('banners')
      .values({ group_name: b.groupName, title: b.title, url: b.url, linkage_type: b.linkageType, target: b.target, sort: b.sort, starts_at: b.startsAt, ends_at: b.endsAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBanner(row);
  }

  async list(): Promise<Banner[]> {
    return (await this.db.selectFrom('banners').selectAll().orderBy('id').execute()).map(toBanner);
  }

  async setEnabled(id: number, enabled: boolean): Promise<boolean> {
    const result = await this.db.updateTable('banners').set({ enabled }).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
