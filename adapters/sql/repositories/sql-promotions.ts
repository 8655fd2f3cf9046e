import type { Kysely, Selectable } from 'kysely';
import type { Promotion, PromotionAudience, PromotionBadge, PromotionCategory, PromotionKind } from '../../../core/domain/engagement/promotions';
import type { PromotionRepository } from '../../../core/platform/engagement/ports';
import type { PromotionsTable, Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

const toPromotion = (r: Selectable<PromotionsTable>): Promotion => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  content: r.content,
  image: r.image,
  category: r.category as PromotionCategory,
  badges: r.badges as PromotionBadge[],
  kind: r.kind as PromotionKind,
  audience: r.audience as PromotionAudience,
  rules: { percent: r.percent, cap: BigInt(r.cap), minDeposit: BigInt(r.min_deposit), amount: BigInt(r.amount), turnoverMultiple: r.turnover_multiple },
  sort: r.sort,
  startsAt: new Date(r.starts_at),
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  enabled: r.enabled,
  texts: r.texts,
});

export class SqlPromotions implements PromotionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(p: Omit<Promotion, 'id' | 'enabled'>, by: AuditActor): Promise<Promotion> {
    return acting(this.db, by, async (db) => {
      const { rules } = p;
      const row = await db
        .insertInto('promotions')
        .values({
          title: p.title,
          summary: p.summary,
          texts: JSON.stringify(p.texts),
          content: p.content,
          image: p.image,
          category: p.category,
          badges: [...p.badges],
          kind: p.kind,
          audience: p.audience,
          percent: rules.percent,
          cap: rules.cap,
          min_deposit: rules.minDeposit,
          amount: rules.amount,
          turnover_multiple: rules.turnoverMultiple,
          sort: p.sort,
          starts_at: p.startsAt,
          ends_at: p.endsAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPromotion(row);
    });
  }

  async list(): Promise<Promotion[]> {
    return (await this.db.selectFrom('promotions').selectAll().orderBy('id').execute()).map(toPromotion);
  }

  async find(id: number): Promise<Promotion | null> {
    const row = await this.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPromotion(row) : null;
  }

  async setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean> {
    return acting(this.db, by, async (db) => {
      const result = await db.updateTable('promotions').set({ enabled }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
  }
}
