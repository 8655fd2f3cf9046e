import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type {
  BatchSettlement,
  LotteryTickets,
  NewSlip,
  OpenEntry,
  OpenTicket,
  PlacedTickets,
  SettledBatch,
  StoredDraw,
  Ticket,
  TicketFilter,
  TicketStatus,
} from '../../../core/platform/lottery/ports';
import type { Schema } from '../schema';
import { inTransaction, Rejection, TryAgain } from '../transactions';
import type { SqlLedger } from './sql-ledger';

interface TicketRow {
  id: number;
  round_id: number;
  game_code: string;
  draw_id: string;
  kind: string;
  picks: string[];
  position: number | null;
  stake: bigint;
  potential_win: bigint;
  win: bigint;
  status: TicketStatus;
  placed_at: Date;
  settled_at: Date | null;
}

const toTicket = (r: TicketRow): Ticket => ({
  ticketId: r.id,
  roundId: r.round_id,
  gameCode: r.game_code,
  drawId: r.draw_id,
  kind: r.kind,
  picks: r.picks,
  position: r.position,
  stake: BigInt(r.stake),
  potentialWin: BigInt(r.potential_win),
  win: BigInt(r.win),
  status: r.status,
  placedAt: r.placed_at,
  settledAt: r.settled_at,
});

const text = (values: readonly (bigint | number)[]) => values.map(String);

/** A ticket's status, read through its entry: open until the entry settles, then won or lost. */
const STATUS = sql<TicketStatus>`CASE e.status WHEN 'settled' THEN CASE WHEN t.id = ANY(e.won_tickets) THEN 'won' ELSE 'lost' END ELSE e.status END`;

/** The same slip was placed by a concurrent request that committed first. */
class PlacedMeanwhile extends Error {}

function ticketsQuery(db: Kysely<Schema> | Transaction<Schema>) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw')
    .innerJoin('lottery_entries as e', (join) => join.onRef('e.draw', '=', 't.draw').onRef('e.account_id', '=', 't.account_id'))
    .select(['t.id', 'e.round_id', 'd.game_code', 'd.draw_id', 't.kind', 't.picks', 't.position', 't.stake', 't.potential_win', 't.placed_at', 'e.settled_at'])
    .select([sql<bigint>`coalesce(e.wins[array_position(e.won_tickets, t.id)], 0)`.as('win'), STATUS.as('status')]);
}

/**
 * Tickets on PostgreSQL, gathered per member and draw into entries. A slip's tickets, its entry and
 * the debit (with its bet step on the entry's round) are one transaction; a batch's settlement
 * (entries, rounds, payouts with their win steps, events) too. Tickets are not written again.
 */
export class SqlLotteryTickets implements LotteryTickets {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly ledger: SqlLedger,
  ) {}

  async place(slip: NewSlip): Promise<Result<PlacedTickets>> {
    try {
      const placed = await inTransaction(this.db, (trx) => this.write(trx, slip));
      this.ledger.committed();
      return ok(placed);
    } catch (error) {
      if (error instanceof PlacedMeanwhile) return ok({ tickets: await this.slip(slip.key), replayed: true, debit: null });
      if (error instanceof Rejection) return fail(error.failure.code, error.failure);
      throw error;
    }
  }

  /**
   * Two statements besides the debit's: one that shares the draw's lock (it must still be open),
   * writes the tickets, opens the entry's round unless the member has one on the draw, and adds
   * the tickets to the entry; then the debit. Anything short of that throws, rolling it all back.
   */
  private async write(trx: Transaction<Schema>, slip: NewSlip): Promise<PlacedTickets> {
    const t = slip.tickets;
    const { round } = slip;
    const staked = t.reduce((sum, x) => sum + x.stake, 0n);
    const written = await sql<{ open: boolean; round_id: number | null; tickets: { id: number; line: number }[] | null }>`/* prepared lottery_place */
      WITH draw AS (SELECT id FROM lottery_draws WHERE id = ${slip.draw.id} AND status = 'open' FOR SHARE),
      tickets AS (
        INSERT INTO lottery_tickets (slip_key, line, account_id, draw, kind, picks, position, stake, potential_win, placed_at)
        SELECT ${slip.key}, line, ${slip.accountId}, ${slip.draw.id}, kind, string_to_array(picks, ','), position, stake, potential_win, ${slip.at}
        FROM unnest(${t.map((_, i) => i)}::int[], ${t.map((x) => x.kind)}::text[], ${t.map((x) => x.picks.join(','))}::text[],
                    ${t.map((x) => x.position)}::int[], ${text(t.map((x) => x.stake))}::int8[], ${text(t.map((x) => x.potentialWin))}::int8[])
             AS v(line, kind, picks, position, stake, potential_win)
        ON CONFLICT (slip_key, line) DO NOTHING
        RETURNING id, line
      ), opened AS (
        INSERT INTO rounds (provider, round_ref, account_id, game_code, started_at, detail)
        VALUES (${round.provider}, ${round.roundRef}, ${round.accountId}, ${round.gameCode}, ${round.at}, ${JSON.stringify(round.detail)}::jsonb)
        ON CONFLICT (provider, round_ref) DO NOTHING
        RETURNING id
      ), entry_round AS (
        SELECT id FROM opened UNION ALL SELECT id FROM rounds WHERE provider = ${round.provider} AND round_ref = ${round.roundRef} LIMIT 1
      ), entry AS (
        INSERT INTO lottery_entries (draw, account_id, round_id, tickets, staked)
        SELECT ${slip.draw.id}, ${slip.accountId}, id, ${t.length}, ${staked} FROM entry_round
        ON CONFLICT (draw, account_id) DO UPDATE SET tickets = lottery_entries.tickets + excluded.tickets, staked = lottery_entries.staked + excluded.staked
        RETURNING round_id
      )
      SELECT EXISTS (SELECT 1 FROM draw) AS open, (SELECT round_id FROM entry) AS round_id, (SELECT json_agg(tickets ORDER BY line) FROM tickets) AS tickets`.execute(
      trx,
    );
    const row = written.rows[0]!;
    if (!row.open) throw new Rejection({ code: 'lottery.betting_closed', params: { drawId: slip.draw.drawId } });
    if ((row.tickets ?? []).length < t.length) throw new PlacedMeanwhile();
    // Another slip of the member's opened the entry's round after this statement's snapshot.
    if (row.round_id === null) throw new TryAgain('the entry round was opened meanwhile');
    const roundId = row.round_id;
    const debit = await this.ledger.transferIn(trx, slip.debit(roundId));
    if (!debit.ok) throw new Rejection(debit.error);
    const tickets = row.tickets!.map(({ id, line }): Ticket => {
      const ticket = t[line]!;
      return {
        ticketId: id,
        roundId,
        gameCode: slip.draw.gameCode,
        drawId: slip.draw.drawId,
        kind: ticket.kind,
        picks: ticket.picks,
        position: ticket.position,
        stake: ticket.stake,
        potentialWin: ticket.potentialWin,
        win: 0n,
        status: 'open',
        placedAt: slip.at,
        settledAt: null,
      };
    });
    return { tickets, replayed: false, debit: debit.value };
  }

  async slip(key: string): Promise<Ticket[]> {
    return (await ticketsQuery(this.db).where('t.slip_key', '=', key).orderBy('t.line').execute()).map(toTicket);
  }

  async settleBatch(
    draw: StoredDraw,
    after: number | null,
    tickets: number,
    settle: (entries: readonly OpenEntry[]) => BatchSettlement,
    at: Date,
  ): Promise<SettledBatch> {
    const batch = await inTransaction(this.db, async (trx) => {
      const candidates = await sql<{ account_id: number }>`
        SELECT account_id FROM (
          SELECT account_id, sum(tickets) OVER (ORDER BY account_id) - tickets AS before FROM lottery_entries
          WHERE draw = ${draw.id} AND status = 'open' AND account_id > ${after ?? 0} ORDER BY account_id LIMIT ${tickets}
        ) AS c WHERE before < ${tickets}`.execute(trx);
      const looked = candidates.rows.map((r) => r.account_id);
      if (looked.length === 0) return { settled: [], next: null };
      const taken = await sql<{ account_id: number; round_id: number; won: bigint }>`
        SELECT account_id, round_id, won FROM lottery_entries WHERE draw = ${draw.id} AND account_id = ANY(${looked}::int[]) AND status = 'open'
        ORDER BY account_id FOR UPDATE SKIP LOCKED`.execute(trx);
      const next = looked.at(-1)!;
      if (taken.rows.length === 0) return { settled: [], next };
      // One row per entry with its tickets' columns as arrays: reading a row costs far more than an array element.
      const read = await sql<{
        account_id: number;
        ids: number[];
        kinds: string[];
        picks: string[];
        positions: (number | null)[];
        stakes: (bigint | string)[];
      }>`
        SELECT account_id, array_agg(id ORDER BY id) AS ids, array_agg(kind ORDER BY id) AS kinds, array_agg(array_to_string(picks, ',') ORDER BY id) AS picks,
               array_agg(position ORDER BY id) AS positions, array_agg(stake ORDER BY id) AS stakes
        FROM lottery_tickets WHERE draw = ${draw.id} AND account_id = ANY(${taken.rows.map((r) => r.account_id)}::int[]) GROUP BY account_id`.execute(trx);
      const ticketsOf = new Map(
        read.rows.map((r) => [
          r.account_id,
          r.ids.map((ticketId, i): OpenTicket => {
            const position = r.positions[i];
            return {
              ticketId,
              kind: r.kinds[i]!,
              picks: r.picks[i]!.split(','),
              ...(position === null || position === undefined ? {} : { position }),
              stake: BigInt(r.stakes[i]!),
            };
          }),
        ]),
      );
      const entries: OpenEntry[] = taken.rows.map((r) => ({
        accountId: r.account_id,
        roundId: r.round_id,
        paid: BigInt(r.won),
        tickets: ticketsOf.get(r.account_id) ?? [],
      }));
      const { outcomes, payouts, events } = settle(entries);
      const paid = await this.ledger.transfersIn(trx, payouts);
      const refused = paid.find((p) => !p.ok);
      if (refused && !refused.ok) throw new Error(`a lottery payout was refused: ${refused.error.code}`);
      const closing = JSON.stringify(outcomes.map((o) => ({ account_id: o.accountId, won_tickets: o.wonTickets, wins: text(o.wins), won: o.won.toString() })));
      // The payouts' win steps closed the winners' rounds; this closes the others.
      await sql`
        WITH outcome AS (
          UPDATE lottery_entries AS e SET status = 'settled', won_tickets = v.won_tickets, wins = v.wins, won = v.won, settled_at = ${at}
          FROM jsonb_to_recordset(${closing}::jsonb) AS v(account_id int, won_tickets int[], wins int8[], won int8)
          WHERE e.draw = ${draw.id} AND e.account_id = v.account_id
        ), events AS (
          INSERT INTO outbox (channel, event, payload)
          SELECT * FROM unnest(${events.map((e) => e.channel)}::text[], ${events.map((e) => e.event)}::text[], ${events.map((e) => JSON.stringify(e.payload))}::jsonb[])
        )
        UPDATE rounds SET status = 'closed', ended_at = ${at} WHERE id = ANY(${entries.map((e) => e.roundId)}::int[]) AND status = 'open'`.execute(trx);
      return { settled: entries, next };
    });
    if (batch.settled.length > 0) this.ledger.committed();
    return batch;
  }

  async list(accountId: number, filter: TicketFilter): Promise<{ list: Ticket[]; total: number }> {
    let query = ticketsQuery(this.db).where('t.account_id', '=', accountId);
    if (filter.gameCode) query = query.where('d.game_code', '=', filter.gameCode);
    if (filter.drawId) query = query.where('d.draw_id', '=', filter.drawId);
    if (filter.status) query = query.where(STATUS, '=', filter.status);
    const [rows, count] = await Promise.all([
      query.orderBy('t.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toTicket), total: Number(count.total) };
  }

  async recentGames(accountId: number, limit: number): Promise<string[]> {
    const rows = await sql<{ game_code: string }>`
      SELECT d.game_code FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw
      WHERE t.account_id = ${accountId} GROUP BY d.game_code ORDER BY max(t.id) DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => r.game_code);
  }
}
