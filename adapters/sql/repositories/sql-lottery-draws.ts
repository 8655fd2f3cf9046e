import { sql, type Kysely, type Selectable } from 'kysely';
import type { TieredResult } from '../../../core/domain/lottery/result-shape';
import type { DrawTotals } from '../../../core/domain/lottery/settle-draw';
import type { HistoryFilter, LotteryDraws, NewDraw, StoredDraw } from '../../../core/platform/lottery/ports';
import type { MemberEvent } from '../../../core/platform/messages/ports';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';

const toDraw = (r: Selectable<Schema['lottery_draws']>): StoredDraw => ({
  id: r.id,
  gameCode: r.game_code,
  drawId: r.draw_id,
  drawAt: r.draw_at,
  closesAt: r.closes_at,
  seed: r.status === 'open' ? null : r.seed,
  seedHash: r.seed_hash,
  result: r.result as TieredResult<string> | null,
  status: r.status,
  settledAt: r.settled_at,
});

/** Draws on PostgreSQL; a house draw's seed stays in the database until the draw is drawn. */
export class SqlLotteryDraws implements LotteryDraws {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly afterCommit: () => void,
  ) {}

  async ensure(draw: NewDraw): Promise<StoredDraw> {
    await this.db
      .insertInto('lottery_draws')
      .values({ game_code: draw.gameCode, draw_id: draw.drawId, draw_at: draw.drawAt, closes_at: draw.closesAt, seed: draw.seed, seed_hash: draw.seedHash })
      .onConflict((oc) => oc.columns(['game_code', 'draw_id']).doNothing())
      .execute();
    return (await this.find(draw.gameCode, draw.drawId))!;
  }

  async find(gameCode: string, drawId: string): Promise<StoredDraw | null> {
    const row = await this.db.selectFrom('lottery_draws').selectAll().where('game_code', '=', gameCode).where('draw_id', '=', drawId).executeTakeFirst();
    return row ? toDraw(row) : null;
  }

  /** With the seed: drawing needs it. */
  async due(gameCode: string, now: Date): Promise<StoredDraw[]> {
    const rows = await this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('status', '=', 'open')
      .where('draw_at', '<=', now)
      .where('seed', 'is not', null)
      .orderBy('draw_at')
      .execute();
    return rows.map((r) => ({ ...toDraw(r), seed: r.seed }));
  }

  async draw(id: number, result: TieredResult<string>, at: Date, by?: AuditActor): Promise<boolean> {
    const record = (db: Kysely<Schema>) =>
      db
        .updateTable('lottery_draws')
        .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
    const done = await (by ? acting(this.db, by, record) : record(this.db));
    return done.numUpdatedRows > 0n;
  }

  async unsettled(): Promise<StoredDraw[]> {
    const rows = await this.db.selectFrom('lottery_draws').selectAll().where('status', '=', 'drawn').orderBy('draw_at').execute();
    return rows.map(toDraw);
  }

  async finish(id: number, at: Date, event: MemberEvent): Promise<DrawTotals | null> {
    const totals = await inTransaction(this.db, async (trx) => {
      const done = await sql<{ tickets: number; winners: number; staked: bigint; paid: bigint }>`
        UPDATE lottery_draws AS d SET status = 'settled', settled_at = ${at}, tickets = t.tickets, winners = t.winners, staked = t.staked, paid = t.paid
        FROM (SELECT coalesce(sum(tickets), 0)::int AS tickets, coalesce(sum(cardinality(won_tickets)), 0)::int AS winners, coalesce(sum(staked), 0)::int8 AS staked,
                     coalesce(sum(won), 0)::int8 AS paid, count(*) FILTER (WHERE status = 'open') AS open
              FROM lottery_entries WHERE draw = ${id}) AS t
        WHERE d.id = ${id} AND d.status = 'drawn' AND t.open = 0
        RETURNING t.tickets, t.winners, t.staked, t.paid`.execute(trx);
      const row = done.rows[0];
      if (!row) return null;
      await trx
        .insertInto('outbox')
        .values({ channel: event.channel, event: event.event, payload: JSON.stringify(event.payload) })
        .execute();
      return { tickets: row.tickets, winners: row.winners, staked: BigInt(row.staked), paid: BigInt(row.paid) };
    });
    if (totals) this.afterCommit();
    return totals;
  }

  async history(gameCode: string, filter: HistoryFilter): Promise<{ list: StoredDraw[]; total: number }> {
    let query = this.db.selectFrom('lottery_draws').where('game_code', '=', gameCode).where('result', 'is not', null);
    if (filter.from) query = query.where('draw_at', '>=', filter.from);
    if (filter.to) query = query.where('draw_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('draw_at', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toDraw), total: Number(count.total) };
  }
}
