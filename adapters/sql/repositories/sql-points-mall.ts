import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Goods, GoodsKind, PointsSettings } from '../../../core/domain/engagement/points';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { MallRepository, PointsBook, PointsEntry, Redemption, RedemptionStatus } from '../../../core/platform/engagement/ports';
import type { TransferRequest } from '../../../core/platform/wallet/ports';
import type { MallGoodsTable, Schema } from '../schema';
import { inTransaction, Rejection } from '../transactions';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';
import type { SqlLedger } from './sql-ledger';

const toGoods = (r: Selectable<MallGoodsTable>): Goods => ({
  id: r.id,
  name: r.name,
  image: r.image,
  kind: r.kind as GoodsKind,
  points: BigInt(r.points),
  value: BigInt(r.value),
  stock: r.stock,
  enabled: r.enabled,
  texts: r.texts,
});

export class SqlPointsBook implements PointsBook {
  constructor(private readonly db: Kysely<Schema>) {}

  async balance(accountId: number): Promise<bigint> {
    const row = await this.db.selectFrom('points_balances').select('balance').where('account_id', '=', accountId).executeTakeFirst();
    return BigInt(row?.balance ?? 0);
  }

  async entries(accountId: number, limit: number): Promise<PointsEntry[]> {
    const rows = await sql<{ id: number; delta: string; kind: PointsEntry['kind']; reference: string; balance_after: string; created_at: Date }>`
      SELECT * FROM (
        SELECT id, delta, kind, reference, created_at, sum(delta) OVER (ORDER BY id) AS balance_after
        FROM points_entries WHERE account_id = ${accountId}
      ) e ORDER BY id DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({
      id: r.id,
      delta: BigInt(r.delta),
      kind: r.kind,
      reference: r.reference,
      balanceAfter: BigInt(r.balance_after),
      createdAt: new Date(r.created_at),
    }));
  }

  async accrue(since: Date, rates: PointsSettings): Promise<number> {
    const rows = await sql<{ n: number }>`
      WITH rates(game_type, points) AS (SELECT * FROM unnest(${rates.bet.map((b) => b.gameType)}::text[], ${rates.bet.map((b) => b.points)}::int[])),
      earned AS (
        SELECT r.account_id, 'bet' AS kind, 'round:' || r.id AS reference, (r.stake / ${rates.unit}) * rt.points AS delta
        FROM rounds r JOIN rates rt ON rt.game_type = coalesce((SELECT g.game_type FROM games g WHERE g.game_code = r.game_code), 'RNG')
        WHERE r.status = 'closed' AND r.ended_at >= ${since} AND (r.stake / ${rates.unit}) * rt.points > 0
        UNION ALL
        SELECT d.account_id, 'deposit', 'deposit:' || d.id, (d.amount / ${rates.unit}) * ${rates.deposit}
        FROM deposits d WHERE d.status = 'approved' AND d.decided_at >= ${since} AND (d.amount / ${rates.unit}) * ${rates.deposit} > 0
      ),
      added AS (
        INSERT INTO points_entries (account_id, delta, kind, reference) SELECT account_id, delta, kind, reference FROM earned
        ON CONFLICT (reference) DO NOTHING RETURNING account_id, delta
      ),
      credited AS (
        INSERT INTO points_balances (account_id, balance) SELECT account_id, sum(delta) FROM added GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET balance = points_balances.balance + EXCLUDED.balance RETURNING 1
      )
      SELECT (SELECT count(*) FROM added)::int AS n`.execute(this.db);
    return rows.rows[0]?.n ?? 0;
  }
}

const REDEMPTION_COLUMNS = sql`r.id, r.account_id, a.username, r.goods_id, g.name, g.kind, r.quantity, r.points, r.value, r.status, r.remark, r.created_at, r.decided_at`;

interface RedemptionRow {
  id: number;
  account_id: number;
  username: string;
  goods_id: number;
  name: string;
  kind: GoodsKind;
  quantity: number;
  points: string;
  value: string;
  status: RedemptionStatus;
  remark: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const toRedemption = (r: RedemptionRow): Redemption => ({
  id: r.id,
  accountId: r.account_id,
  username: r.username,
  goodsId: r.goods_id,
  name: r.name,
  kind: r.kind,
  quantity: r.quantity,
  points: BigInt(r.points),
  value: BigInt(r.value),
  status: r.status,
  remark: r.remark,
  createdAt: new Date(r.created_at),
  decidedAt: r.decided_at ? new Date(r.decided_at) : null,
});

async function movePoints(trx: Transaction<Schema>, accountId: number, delta: bigint, kind: 'redeem' | 'refund', reference: string): Promise<boolean> {
  const moved = await sql`UPDATE points_balances SET balance = balance + ${delta} WHERE account_id = ${accountId} AND balance + ${delta} >= 0`.execute(trx);
  if (moved.numAffectedRows === 0n) return false;
  await trx.insertInto('points_entries').values({ account_id: accountId, delta, kind, reference }).execute();
  return true;
}

export class SqlMall implements MallRepository {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly ledger: SqlLedger,
  ) {}

  async create(g: Omit<Goods, 'id' | 'enabled'>, by: AuditActor): Promise<Goods> {
    return acting(this.db, by, async (db) => {
      const row = await db
        .insertInto('mall_goods')
        .values({ name: g.name, image: g.image, kind: g.kind, points: g.points, value: g.value, stock: g.stock, texts: JSON.stringify(g.texts) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toGoods(row);
    });
  }

  async list(): Promise<Goods[]> {
    return (await this.db.selectFrom('mall_goods').selectAll().orderBy('points').orderBy('id').execute()).map(toGoods);
  }

  async setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean> {
    return acting(this.db, by, async (db) => {
      return (await db.updateTable('mall_goods').set({ enabled }).where('id', '=', id).executeTakeFirst()).numUpdatedRows > 0n;
    });
  }

  async redeem(accountId: number, goodsId: number, quantity: number): Promise<Result<Redemption>> {
    try {
      const id = await inTransaction(this.db, async (trx) => {
        const goods = await trx.selectFrom('mall_goods').selectAll().where('id', '=', goodsId).where('enabled', '=', true).forUpdate().executeTakeFirst();
        if (!goods) throw new Rejection({ code: 'mall.goods_not_found', field: 'goodsId' });
        if (goods.stock < quantity) throw new Rejection({ code: 'mall.out_of_stock', field: 'quantity', params: { stock: goods.stock } });
        await trx
          .updateTable('mall_goods')
          .set({ stock: sql`stock - ${quantity}` })
          .where('id', '=', goodsId)
          .execute();
        const cost = BigInt(goods.points) * BigInt(quantity);
        const row = await trx
          .insertInto('redemptions')
          .values({ account_id: accountId, goods_id: goodsId, quantity, points: cost, value: goods.value, status: 'in_process' })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!(await movePoints(trx, accountId, -cost, 'redeem', `redeem:${row.id}`)))
          throw new Rejection({ code: 'mall.not_enough_points', params: { points: cost.toString() } });
        return row.id;
      });
      return ok((await this.find(id))!);
    } catch (error) {
      if (error instanceof Rejection) return fail(error.failure.code, error.failure);
      throw error;
    }
  }

  private async select(where: ReturnType<typeof sql>, limit = 200): Promise<Redemption[]> {
    const rows = await sql<RedemptionRow>`
      SELECT ${REDEMPTION_COLUMNS} FROM redemptions r JOIN accounts a ON a.id = r.account_id JOIN mall_goods g ON g.id = r.goods_id
      WHERE ${where} ORDER BY r.id DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map(toRedemption);
  }

  async find(id: number): Promise<Redemption | null> {
    return (await this.select(sql`r.id = ${id}`, 1))[0] ?? null;
  }

  mine(accountId: number, limit: number): Promise<Redemption[]> {
    return this.select(sql`r.account_id = ${accountId}`, limit);
  }

  async pending(): Promise<Redemption[]> {
    return (await this.select(sql`r.status = 'in_process'`)).reverse();
  }

  async approve(id: number, payment: TransferRequest | null, decidedBy: number, at: Date): Promise<Result<boolean>> {
    try {
      const claimed = await inTransaction(this.db, async (trx) => {
        if (!(await claim(trx, id, 'approved', null, decidedBy, at))) return false;
        const paid = payment ? await this.ledger.transferIn(trx, payment) : null;
        if (paid && !paid.ok) throw new Rejection(paid.error);
        return true;
      });
      if (claimed && payment) this.ledger.committed();
      return ok(claimed);
    } catch (error) {
      if (error instanceof Rejection) return fail(error.failure.code, error.failure);
      throw error;
    }
  }

  async reject(id: number, remark: string, decidedBy: number, at: Date): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const row = await claim(trx, id, 'rejected', remark, decidedBy, at);
      if (!row) return false;
      await trx
        .updateTable('mall_goods')
        .set({ stock: sql`stock + ${row.quantity}` })
        .where('id', '=', row.goods_id)
        .execute();
      await movePoints(trx, row.account_id, BigInt(row.points), 'refund', `refund:${id}`);
      return true;
    });
  }
}

/** Moves an 'in_process' redemption to its outcome; undefined when it was decided before. */
function claim(trx: Transaction<Schema>, id: number, outcome: 'approved' | 'rejected', remark: string | null, decidedBy: number, at: Date) {
  return trx
    .updateTable('redemptions')
    .set({ status: outcome, remark, decided_by: decidedBy, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'in_process')
    .returning(['account_id', 'goods_id', 'quantity', 'points'])
    .executeTakeFirst();
}
