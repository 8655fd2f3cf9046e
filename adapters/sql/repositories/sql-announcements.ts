import type { Kysely, Selectable } from 'kysely';
import type { Announcement, AnnouncementKind, Execution } from '../../../core/domain/system/announcements';
import type { AnnouncementRepository } from '../../../core/platform/system/ports';
import type { AnnouncementsTable, Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

const toAnnouncement = (r: Selectable<AnnouncementsTable>): Announcement => ({
  id: r.id,
  kind: r.kind as AnnouncementKind,
  execution: r.execution as Execution,
  title: r.title,
  content: r.content,
  sort: r.sort,
  startsAt: r.starts_at ? new Date(r.starts_at) : null,
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  enabled: r.enabled,
  texts: r.texts,
});

export class SqlAnnouncements implements AnnouncementRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(a: Omit<Announcement, 'id' | 'enabled'>, by: AuditActor): Promise<Announcement> {
    return acting(this.db, by, async (db) => {
      const row = await db
        .insertInto('announcements')
        .values({
          kind: a.kind,
          execution: a.execution,
          title: a.title,
          content: a.content,
          sort: a.sort,
          starts_at: a.startsAt,
          ends_at: a.endsAt,
          texts: JSON.stringify(a.texts),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAnnouncement(row);
    });
  }

  async list(): Promise<Announcement[]> {
    return (await this.db.selectFrom('announcements').selectAll().orderBy('id').execute()).map(toAnnouncement);
  }

  async setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean> {
    return acting(this.db, by, async (db) => {
      const result = await db.updateTable('announcements').set({ enabled }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
  }
}
