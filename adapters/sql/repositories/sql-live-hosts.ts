import type { Kysely, Selectable } from 'kysely';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { LiveHost, LiveHostInput } from '../../../core/domain/engagement/live-host';
import type { LiveHostRepository } from '../../../core/platform/engagement/ports';
import { actAs } from '../audit-actor';
import type { LiveHostsTable, Schema } from '../schema';

const toHost = (r: Selectable<LiveHostsTable>): LiveHost => ({
  id: r.id,
  name: r.name,
  pictureUrl: r.picture_url,
  streamUrl: r.stream_url,
  schedule: r.schedule,
  enabled: r.enabled,
  createdAt: new Date(r.created_at),
});

export class SqlLiveHosts implements LiveHostRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async add(host: LiveHostInput, at: Date, by: AuditActor): Promise<LiveHost> {
    const row = await this.db.transaction().execute(async (trx) => {
      await actAs(trx, by);
      return trx
        .insertInto('live_hosts')
        .values({ name: host.name, picture_url: host.pictureUrl, stream_url: host.streamUrl, schedule: host.schedule, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toHost(row);
  }

  async list(enabledOnly: boolean): Promise<LiveHost[]> {
    const query = this.db.selectFrom('live_hosts').selectAll().orderBy('id', 'desc');
    return (await (enabledOnly ? query.where('enabled', '=', true) : query).execute()).map(toHost);
  }

  async find(id: number): Promise<LiveHost | null> {
    const row = await this.db.selectFrom('live_hosts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toHost(row) : null;
  }

  async disable(id: number, by: AuditActor): Promise<LiveHost | null> {
    const row = await this.db.transaction().execute(async (trx) => {
      await actAs(trx, by);
      return trx.updateTable('live_hosts').set({ enabled: false }).where('id', '=', id).returningAll().executeTakeFirst();
    });
    return row ? toHost(row) : null;
  }
}
