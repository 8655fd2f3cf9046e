import { sql, type Kysely } from 'kysely';
import type { EntryRefund, LotteryVoids, StoredDraw } from '../../../core/platform/lottery/ports';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../../core/platform/wallet/ledger';
import { type TransferRequest } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';
import type { SqlLedger } from './sql-ledger';

export const refundKey = (draw: number, accountId: number) => `lottery:refund:${draw}:${accountId}`;

/** Voiding official draws whose result never came; the draw row's lock orders it against a late result and new slips. */
export class SqlLotteryVoids implements LotteryVoids {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly ledger: SqlLedger,
  ) {}

  async overdue(gameCode: string, before: Date): Promise<StoredDraw[]> {
    const rows = await this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('status', '=', 'open')
      .where('draw_at', '<=', before)
      .orderBy('draw_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      gameCode: r.game_code,
      drawId: r.draw_id,
      drawAt: r.draw_at,
      closesAt: r.closes_at,
      seed: null,
      seedHash: r.seed_hash,
      result: null,
      status: r.status,
      settledAt: r.settled_at,
    }));
  }

  async voidDraw(draw: StoredDraw, at: Date): Promise<EntryRefund[]> {
    const refunds = await inTransaction(this.db, async (trx) => {
      const voided = await trx
        .updateTable('lottery_draws')
        .set({ status: 'void', settled_at: at })
        .where('id', '=', draw.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (voided.numUpdatedRows === 0n) return [];
      const entries = await sql<{ account_id: number; round_id: number; tickets: number; staked: bigint }>`
        UPDATE lottery_entries SET status = 'refunded', settled_at = ${at} WHERE draw = ${draw.id} AND status = 'open'
        RETURNING account_id, round_id, tickets, staked`.execute(trx);
      const rows = entries.rows.map((e) => ({ ...e, staked: BigInt(e.staked) }));
      await sql`UPDATE lottery_draws SET tickets = ${rows.reduce((sum, e) => sum + e.tickets, 0)}, staked = ${rows.reduce((sum, e) => sum + e.staked, 0n)} WHERE id = ${draw.id}`.execute(
        trx,
      );
      const transfers: TransferRequest[] = rows.map((e) => ({
        key: refundKey(draw.id, e.account_id),
        debit: LEDGER_CODES.houseShard(e.account_id % HOUSE_SHARDS),
        credit: LEDGER_CODES.memberMain(e.account_id),
        amount: e.staked,
        kind: 'refund',
        reference: `lottery:${draw.gameCode}:${draw.drawId}`,
        roundSteps: [
          {
            roundId: e.round_id,
            kind: 'refund',
            txId: refundKey(draw.id, e.account_id),
            amount: e.staked,
            at,
            detail: { drawId: draw.drawId, void: true },
            closes: true,
          },
        ],
      }));
      const posted = await this.ledger.transfersIn(trx, transfers);
      const refused = posted.find((p) => !p.ok);
      if (refused && !refused.ok) throw new Error(`a lottery refund was refused: ${refused.error.code}`);
      return rows.map((e, i) => {
        const transfer = posted[i]!;
        return { accountId: e.account_id, amount: e.staked, posted: transfer.ok && !transfer.value.replayed };
      });
    });
    if (refunds.length > 0) this.ledger.committed();
    return refunds;
  }
}
