import { sql, type Kysely, type Selectable } from 'kysely';
import type { RebateLine } from '../../../core/domain/engagement/rebate';
import type { VipTotals } from '../../../core/domain/engagement/vip';
import type { PlayTotals, RebateClaim, RebateClaims, ValidBetOfType, VipRecords } from '../../../core/platform/engagement/ports';
import type { RebateClaimsTable, Schema } from '../schema';

export class SqlPlayTotals implements PlayTotals {
  constructor(private readonly db: Kysely<Schema>) {}

  async totals(accountId: number): Promise<VipTotals> {
    const row = await sql<{ valid_bet: string; deposit: string }>`
      SELECT (SELECT coalesce(sum(stake), 0) FROM rounds WHERE account_id = ${accountId} AND status = 'closed') AS valid_bet,
             (SELECT coalesce(sum(amount), 0) FROM deposits WHERE account_id = ${accountId} AND status = 'approved') AS deposit`.execute(this.db);
    const totals = row.rows[0]!;
    return { validBet: BigInt(totals.valid_bet), deposit: BigInt(totals.deposit) };
  }

  async validBetByType(accountId: number, from: Date, to: Date): Promise<ValidBetOfType[]> {
    const rows = await sql<{ game_type: string; valid_bet: string }>`
      SELECT coalesce(g.game_type, 'RNG') AS game_type, sum(r.stake) AS valid_bet
      FROM rounds r LEFT JOIN games g ON g.game_code = r.game_code
      WHERE r.account_id = ${accountId} AND r.status = 'closed' AND r.ended_at >= ${from} AND r.ended_at < ${to}
      GROUP BY 1 HAVING sum(r.stake) > 0 ORDER BY 1`.execute(this.db);
    return rows.rows.map((r) => ({ gameType: r.game_type, validBet: BigInt(r.valid_bet) }));
  }

  async activeSince(since: Date): Promise<number[]> {
    const rows = await sql<{ account_id: number }>`
      SELECT account_id FROM rounds WHERE status = 'closed' AND ended_at >= ${since}
      UNION SELECT account_id FROM deposits WHERE status = 'approved' AND decided_at >= ${since}`.execute(this.db);
    return rows.rows.map((r) => r.account_id);
  }
}

export class SqlVipRecords implements VipRecords {
  constructor(private readonly db: Kysely<Schema>) {}

  async level(accountId: number): Promise<number> {
    return (await this.db.selectFrom('vip_levels').select('level').where('account_id', '=', accountId).executeTakeFirst())?.level ?? 0;
  }

  async raise(accountId: number, level: number): Promise<boolean> {
    const row = await this.db
      .insertInto('vip_levels')
      .values({ account_id: accountId, level })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ level, updated_at: sql`now()` })
          .where('vip_levels.level', '<', level),
      )
      .returning('account_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async atLeast(level: number): Promise<number[]> {
    return (await this.db.selectFrom('vip_levels').select('account_id').where('level', '>=', level).orderBy('account_id').execute()).map((r) => r.account_id);
  }
}

const toLine = (l: { gameType: string; validBet: string; basisPoints: number; amount: string }): RebateLine => ({
  ...l,
  validBet: BigInt(l.validBet),
  amount: BigInt(l.amount),
});

const toClaim = (r: Selectable<RebateClaimsTable>): RebateClaim => ({
  id: r.id,
  accountId: r.account_id,
  since: new Date(r.since),
  until: new Date(r.until),
  amount: BigInt(r.amount),
  lines: (r.lines as Parameters<typeof toLine>[0][]).map(toLine),
  status: r.status as RebateClaim['status'],
  createdAt: new Date(r.created_at),
});

export class SqlRebateClaims implements RebateClaims {
  constructor(private readonly db: Kysely<Schema>) {}

  async last(accountId: number): Promise<RebateClaim | null> {
    const row = await this.db.selectFrom('rebate_claims').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ? toClaim(row) : null;
  }

  async open(c: Pick<RebateClaim, 'accountId' | 'since' | 'until' | 'amount' | 'lines'>): Promise<RebateClaim | null> {
    const lines = JSON.stringify(c.lines.map((l) => ({ ...l, validBet: l.validBet.toString(), amount: l.amount.toString() })));
    const row = await this.db
      .insertInto('rebate_claims')
      .values({ account_id: c.accountId, since: c.since, until: c.until, amount: c.amount, lines: sql`${lines}::jsonb`, status: 'paying' })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toClaim(row) : null;
  }

  async markPaid(id: number): Promise<boolean> {
    const result = await this.db.updateTable('rebate_claims').set({ status: 'paid' }).where('id', '=', id).where('status', '=', 'paying').executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async list(accountId: number, limit: number): Promise<RebateClaim[]> {
    return (await this.db.selectFrom('rebate_claims').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit).execute()).map(
      toClaim,
    );
  }
}
