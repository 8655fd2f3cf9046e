import { sql, type Kysely } from 'kysely';
import type { LotteryVoids, StoredDraw, TicketRefund } from '../../../core/platform/lottery/ports';
import { HOUSE_SHARDS, LEDGER_CODES, type TransferRequest } from '../../../core/platform/wallet/ledger';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';
import type { SqlLedger } from './sql-ledger';

export const refundKey = (ticketId: number) => `lottery:refund:${ticketId}`;

/** Voiding official draws whose result never came; the draw row's lock orders it against a late result and new slips. */
export class SqlLotteryVoids implements LotteryVoids {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly ledger: SqlLedger,
  ) {}

  async overdue(gameCode: string, before: Date): Promise<StoredDraw[]> {
    const rows = await this.db.selectFrom('lottery_draws').selectAll().where('game_code', '=', gameCode).where('status', '=', 'open').where('draw_at', '<=', before).orderBy('draw_at').execute();
    return rows.map((r) => ({ id: r.id, gameCode: r.game_code, drawId: r.draw_id, drawAt: r.draw_at, closesAt: r.closes_at, seed: null, seedHash: r.seed_hash, result: null, status: r.status, settledAt: r.settled_at }));
  }

  async voidDraw(draw: StoredDraw, at: Date): Promise<TicketRefund[]> {
    const refunds = await inTransaction(this.db, async (trx) => {
      const voided = await trx.updateTable('lottery_draws').set({ status: 'void', settled_at: at }).where('id', '=', draw.id).where('status', '=', 'open').executeTakeFirst();
      if (voided.numUpdatedRows === 0n) return [];
      const tickets = await sql<{ id: number; account_id: number; round_id: number; stake: bigint }>`
        UPDATE lottery_tickets SET status = 'refunded', settled_at = ${at} WHERE draw = ${draw.id} AND status = 'open'
        RETURNING id, account_id, round_id, stake`.execute(trx);
      const rows = tickets.rows.map((t) => ({ ...t, stake: BigInt(t.stake) }));
      await sql`UPDATE lottery_draws SET tickets = ${rows.length}, staked = ${rows.reduce((sum, t) => sum + t.stake, 0n)} WHERE id = ${draw.id}`.execute(trx);
      const transfers: TransferRequest[] = rows.map((t) => ({
        key: refundKey(t.id),
        debit: LEDGER_CODES.houseShard(t.account_id % HOUSE_SHARDS),
        credit: LEDGER_CODES.memberMain(t.account_id),
        amount: t.stake,
        kind: 'refund',
        reference: `lottery:${draw.gameCode}:${draw.drawId}`,
        roundSteps: [{ roundId: t.round_id, kind: 'refund', txId: refundKey(t.id), amount: t.stake, at, detail: { drawId: draw.drawId, void: true } }],
      }));
      const posted = await this.ledger.transfersIn(trx, transfers);
      const refused = posted.find((p) => !p.ok);
      if (refused && !refused.ok) throw new Error(`a lottery refund was refused: ${refused.error.code}`);
      if (rows.length > 0) await sql`UPDATE rounds SET status = 'closed', ended_at = ${at} WHERE id = ANY(${rows.map((t) => t.round_id)}::int[]) AND status = 'open'`.execute(trx);
      return rows.map((t, i) => {
        const transfer = posted[i]!;
        return { accountId: t.account_id, amount: t.stake, posted: transfer.ok && !transfer.value.replayed };
      });
    });
    if (refunds.length > 0) this.ledger.committed();
    return refunds;
  }
}
