import { sql, type Kysely, type Selectable } from 'kysely';
import type { AffiliateLink, AffiliateLinks, AffiliateLinkStats, DownlineKind } from '../../../core/platform/agency/ports';
import type { AffiliateLinksTable, Schema } from '../schema';

const toLink = (r: Selectable<AffiliateLinksTable>): AffiliateLink => ({
  id: r.id,
  agentId: r.agent_id,
  code: r.code,
  kind: r.kind as DownlineKind,
  enabled: r.enabled,
  createdAt: new Date(r.created_at),
});

export class SqlAffiliateLinks implements AffiliateLinks {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(agentId: number, kind: DownlineKind, code: string, at: Date): Promise<AffiliateLink> {
    return toLink(
      await this.db.insertInto('affiliate_links').values({ agent_id: agentId, kind, code, created_at: at }).returningAll().executeTakeFirstOrThrow(),
    );
  }

  async findByCode(code: string): Promise<AffiliateLink | null> {
    const row = await this.db.selectFrom('affiliate_links').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? toLink(row) : null;
  }

  async list(agentId: number): Promise<AffiliateLinkStats[]> {
    const rows = await this.db
      .selectFrom('affiliate_links as l')
      .selectAll('l')
      .select(sql<number>`(SELECT count(*)::int FROM accounts a WHERE a.affiliate_link_id = l.id)`.as('registrations'))
      .where('l.agent_id', '=', agentId)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({ ...toLink(r), registrations: r.registrations }));
  }

  async disable(agentId: number, id: number): Promise<boolean> {
    const row = await this.db
      .updateTable('affiliate_links')
      .set({ enabled: false })
      .where('id', '=', id)
      .where('agent_id', '=', agentId)
      .where('enabled', '=', true)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
