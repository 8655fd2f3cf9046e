import { sql, type Kysely, type Selectable } from 'kysely';
import type { ParticipationStatus, PromotionKind } from '../../../core/domain/engagement/promotions';
import type { ClaimChange, NewRewardClaim, PaidReward, PendingApplication, RewardClaim, RewardClaims } from '../../../core/platform/engagement/ports';
import type { RewardClaimsTable, Schema } from '../schema';

const toClaim = (r: Selectable<RewardClaimsTable>): RewardClaim => ({
  id: r.id,
  promotionId: r.promotion_id,
  accountId: r.account_id,
  period: r.period,
  status: r.status as ParticipationStatus,
  amount: BigInt(r.amount),
  turnoverRequired: BigInt(r.turnover_required),
  comment: r.comment,
  images: r.images,
  reason: r.reason,
  depositId: r.deposit_id,
  createdAt: new Date(r.created_at),
  decidedAt: r.decided_at ? new Date(r.decided_at) : null,
});

export class SqlRewardClaims implements RewardClaims {
  constructor(private readonly db: Kysely<Schema>) {}

  async open(c: NewRewardClaim): Promise<boolean> {
    const row = await this.db
      .insertInto('reward_claims')
      .values({
        promotion_id: c.promotionId,
        account_id: c.accountId,
        period: c.period,
        status: c.status,
        amount: c.amount,
        turnover_required: c.turnoverRequired,
        comment: c.comment,
        images: [...c.images],
        deposit_id: c.depositId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async find(promotionId: number, accountId: number, period: string): Promise<RewardClaim | null> {
    const row = await this.db
      .selectFrom('reward_claims')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .executeTakeFirst();
    return row ? toClaim(row) : null;
  }

  async findById(id: number): Promise<RewardClaim | null> {
    const row = await this.db.selectFrom('reward_claims').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toClaim(row) : null;
  }

  async forAccount(accountId: number, periods: readonly string[]): Promise<RewardClaim[]> {
    return (
      await this.db
        .selectFrom('reward_claims')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('period', 'in', [...periods])
        .execute()
    ).map(toClaim);
  }

  async transition(id: number, from: readonly ParticipationStatus[], to: ParticipationStatus, change: ClaimChange): Promise<boolean> {
    const result = await this.db
      .updateTable('reward_claims')
      .set({ status: to, decided_at: change.at, decided_by: change.decidedBy, ...(change.reason === null ? {} : { reason: change.reason }) })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async pending(): Promise<PendingApplication[]> {
    const rows = await this.db
      .selectFrom('reward_claims as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
      .selectAll('c')
      .select(['a.username', 'p.title'])
      .where('c.status', '=', 'pending')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ ...toClaim(r), username: r.username, title: r.title }));
  }

  async unusedDeposit(accountId: number, since: Date, min: bigint): Promise<{ id: number; amount: bigint } | null> {
    const row = await this.db
      .selectFrom('deposits as d')
      .select(['d.id', 'd.amount'])
      .where('d.account_id', '=', accountId)
      .where('d.status', '=', 'approved')
      .where('d.decided_at', '>=', since)
      .where('d.amount', '>=', min)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('reward_claims as c').select('c.id').whereRef('c.deposit_id', '=', 'd.id'))))
      .orderBy('d.id', 'desc')
      .executeTakeFirst();
    return row ? { id: row.id, amount: BigInt(row.amount) } : null;
  }

  async paid(accountId: number): Promise<PaidReward[]> {
    const rows = await this.db
      .selectFrom('reward_claims as c')
      .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
      .select(['c.id', 'c.promotion_id', 'p.title', 'p.texts', 'p.kind', 'c.amount', 'c.turnover_required', 'c.decided_at'])
      .select(
        sql<string>`(SELECT coalesce(sum(r.stake), 0) FROM rounds r WHERE r.account_id = c.account_id AND r.status = 'closed' AND r.started_at >= c.decided_at)`.as(
          'valid_bet',
        ),
      )
      .where('c.account_id', '=', accountId)
      .where('c.status', '=', 'paid')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((r) => ({
      claimId: r.id,
      promotionId: r.promotion_id,
      title: r.title,
      texts: r.texts,
      kind: r.kind as PromotionKind,
      amount: BigInt(r.amount),
      turnoverRequired: BigInt(r.turnover_required),
      validBetSince: BigInt(r.valid_bet),
      paidAt: new Date(r.decided_at ?? 0),
    }));
  }
}
