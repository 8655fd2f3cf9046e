import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { BatchSettlement, LotteryTickets, NewSlip, OpenTicket, PlacedTickets, StoredDraw, Ticket, TicketCursor, TicketFilter, TicketStatus } from '../../../core/platform/lottery/ports';
import type { Schema } from '../schema';
import { inTransaction, Rejection } from '../transactions';
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

/** The same slip was placed by a concurrent request that committed first. */
class PlacedMeanwhile extends Error {}

function ticketsQuery(db: Kysely<Schema> | Transaction<Schema>) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw')
    .select(['t.id', 't.round_id', 'd.game_code', 'd.draw_id', 't.kind', 't.picks', 't.position', 't.stake', 't.potential_win', 't.win', 't.status', 't.placed_at', 't.settled_at']);
}

/**
 * Tickets on PostgreSQL. A slip's rounds, tickets and debit (with the rounds' bet steps) are one
 * transaction; a batch's settlement (tickets, rounds, payouts with their win steps, events) too.
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

  private async write(trx: Transaction<Schema>, slip: NewSlip): Promise<PlacedTickets> {
    const open = await sql`SELECT 1 FROM lottery_draws WHERE id = ${slip.draw.id} AND status = 'open' FOR SHARE`.execute(trx);
    if (open.rows.length === 0) throw new Rejection({ code: 'lottery.betting_closed', params: { drawId: slip.draw.drawId } });
    const rounds = slip.tickets.map((t) => t.round);
    const opened = await sql<{ id: number; round_ref: string }>`
      INSERT INTO rounds (provider, round_ref, account_id, game_code, started_at, detail)
      SELECT * FROM unnest(${rounds.map((r) => r.provider)}::text[], ${rounds.map((r) => r.roundRef)}::text[], ${rounds.map((r) => r.accountId)}::int[],
                           ${rounds.map((r) => r.gameCode)}::text[], ${rounds.map((r) => r.at.toISOString())}::timestamptz[], ${rounds.map((r) => JSON.stringify(r.detail))}::jsonb[])
      ON CONFLICT (provider, round_ref) DO NOTHING
      RETURNING id, round_ref`.execute(trx);
    if (opened.rows.length < rounds.length) throw new PlacedMeanwhile();
    const idOf = new Map(opened.rows.map((r) => [r.round_ref, r.id]));
    const roundIds = rounds.map((r) => idOf.get(r.roundRef)!);
    const t = slip.tickets;
    await sql`
      INSERT INTO lottery_tickets (slip_key, line, account_id, draw, round_id, kind, picks, position, stake, potential_win, placed_at)
      SELECT ${slip.key}, line, ${slip.accountId}, ${slip.draw.id}, round_id, kind, string_to_array(picks, ','), position, stake, potential_win, ${slip.at}
      FROM unnest(${t.map((_, i) => i)}::int[], ${roundIds}::int[], ${t.map((x) => x.kind)}::text[], ${t.map((x) => x.picks.join(','))}::text[],
                  ${t.map((x) => x.position)}::int[], ${text(t.map((x) => x.stake))}::int8[], ${text(t.map((x) => x.potentialWin))}::int8[])
           AS v(line, round_id, kind, picks, position, stake, potential_win)`.execute(trx);
    const debit = await this.ledger.transferIn(trx, slip.debit(roundIds));
    if (!debit.ok) throw new Rejection(debit.error);
    const tickets = (await ticketsQuery(trx).where('t.slip_key', '=', slip.key).orderBy('t.line').execute()).map(toTicket);
    return { tickets, replayed: false, debit: debit.value };
  }

  async slip(key: string): Promise<Ticket[]> {
    return (await ticketsQuery(this.db).where('t.slip_key', '=', key).orderBy('t.line').execute()).map(toTicket);
  }

  async settleBatch(draw: StoredDraw, after: TicketCursor | null, limit: number, settle: (tickets: readonly OpenTicket[]) => BatchSettlement, at: Date): Promise<readonly OpenTicket[]> {
    const settled = await inTransaction(this.db, async (trx) => {
      const rows = await sql<{ id: number; account_id: number; round_id: number; kind: string; picks: string[]; position: number | null; stake: bigint }>`
        SELECT id, account_id, round_id, kind, picks, position, stake FROM lottery_tickets
        WHERE draw = ${draw.id} AND (account_id, id) > (${after?.accountId ?? 0}, ${after?.ticketId ?? 0}) AND status = 'open'
        ORDER BY account_id, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(trx);
      if (rows.rows.length === 0) return [];
      const tickets: OpenTicket[] = rows.rows.map((r) => ({
        ticketId: r.id,
        accountId: r.account_id,
        roundId: r.round_id,
        kind: r.kind,
        picks: r.picks,
        ...(r.position === null ? {} : { position: r.position }),
        stake: BigInt(r.stake),
      }));
      const { wins, payouts, events } = settle(tickets);
      const paid = await this.ledger.transfersIn(trx, payouts);
      const refused = paid.find((p) => !p.ok);
      if (refused && !refused.ok) throw new Error(`a lottery payout was refused: ${refused.error.code}`);
      const ids = tickets.map((x) => x.ticketId);
      // The payouts' win steps closed the winners' rounds; this closes the others.
      await sql`
        WITH outcome AS (
          UPDATE lottery_tickets AS t SET status = CASE WHEN v.win > 0 THEN 'won' ELSE 'lost' END, win = v.win, settled_at = ${at}
          FROM unnest(${ids}::int[], ${text(wins)}::int8[]) AS v(id, win)
          WHERE t.id = ANY(${ids}::int[]) AND t.id = v.id
        ), events AS (
          INSERT INTO outbox (channel, event, payload)
          SELECT * FROM unnest(${events.map((e) => e.channel)}::text[], ${events.map((e) => e.event)}::text[], ${events.map((e) => JSON.stringify(e.payload))}::jsonb[])
        )
        UPDATE rounds SET status = 'closed', ended_at = ${at} WHERE id = ANY(${tickets.map((x) => x.roundId)}::int[]) AND status = 'open'`.execute(trx);
      return tickets;
    });
    if (settled.length > 0) this.ledger.committed();
    return settled;
  }

  async list(accountId: number, filter: TicketFilter): Promise<{ list: Ticket[]; total: number }> {
    let query = ticketsQuery(this.db).where('t.account_id', '=', accountId);
    if (filter.gameCode) query = query.where('d.game_code', '=', filter.gameCode);
    if (filter.drawId) query = query.where('d.draw_id', '=', filter.drawId);
    if (filter.status) query = query.where('t.status', '=', filter.status);
    const [rows, count] = await Promise.all([
      query.orderBy('t.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
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
