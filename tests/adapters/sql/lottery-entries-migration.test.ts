import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../adapters/sql/database';
import { migrateToLatest } from '../../../adapters/sql/migrate';
import { testBackends } from '../../support/backends';
import { databaseMigratedTo } from '../../support/migrated-database';

interface OldTicket {
  readonly account: number;
  readonly kind: string;
  readonly picks: string[];
  readonly position: number | null;
  readonly stake: number;
  /** Settled by the per-ticket layout: its win (0 lost), or open. */
  readonly win: number | 'open';
}

/** A draw as the one-round-per-ticket layout (up to migration 0038) left it: each ticket with its round, bet step and, once settled, its win step. */
async function oldDraw(db: Kysely<any>, drawId: string, tickets: readonly OldTicket[]): Promise<number> {
  const draw = await sql<{ id: number }>`
    INSERT INTO lottery_draws (game_code, draw_id, draw_at, closes_at, status) VALUES ('LOTT_1M', ${drawId}, now(), now(), 'drawn') RETURNING id`.execute(db);
  const id = draw.rows[0]!.id;
  for (const [line, t] of tickets.entries()) {
    const key = `lottery:slip:${t.account}:${drawId}`;
    const settled = t.win !== 'open';
    const round = await sql<{ id: number }>`
      INSERT INTO rounds (provider, round_ref, account_id, game_code, started_at, stake, win, status, ended_at, detail)
      VALUES ('lottery', ${`${key}:${line}`}, ${t.account}, 'LOTT_1M', now(), ${t.stake}, ${settled ? t.win : 0}, ${settled ? 'closed' : 'open'}, ${settled ? new Date() : null},
              ${JSON.stringify({ drawId, kind: t.kind, picks: t.picks, position: t.position })}::jsonb) RETURNING id`.execute(db);
    const roundId = round.rows[0]!.id;
    await sql`INSERT INTO round_steps (round_id, kind, tx_id, amount, at, detail) VALUES (${roundId}, 'bet', ${`${key}:${line}`}, ${t.stake}, now(), ${JSON.stringify({ drawId })}::jsonb)`.execute(
      db,
    );
    const ticket = await sql<{ id: number }>`
      INSERT INTO lottery_tickets (slip_key, line, account_id, draw, round_id, kind, picks, position, stake, potential_win, win, status, placed_at, settled_at)
      VALUES (${key}, ${line}, ${t.account}, ${id}, ${roundId}, ${t.kind}, ${t.picks}, ${t.position}, ${t.stake}, ${t.stake * 2}, ${settled ? t.win : 0},
              ${settled ? (t.win ? 'won' : 'lost') : 'open'}, now(), ${settled ? new Date() : null}) RETURNING id`.execute(db);
    if (settled && t.win)
      await sql`INSERT INTO round_steps (round_id, kind, tx_id, amount, at) VALUES (${roundId}, 'win', ${`lottery:win:${ticket.rows[0]!.id}`}, ${t.win}, now())`.execute(
        db,
      );
  }
  return id;
}

for (const backend of testBackends()) {
  describe(`migration 0039 on ${backend}: tickets with one round each become one entry per member and draw`, () => {
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close } = await databaseMigratedTo(backend, '0038-outbox-published'));
    });
    afterAll(async () => close?.());

    it('keeps every ticket, step, stake, win and status; a member half-settled stays open with what was paid', async () => {
      const { db } = database;
      const accounts = await sql<{ id: number }>`
        INSERT INTO accounts (username, nickname, type, password_hash, register_ip) SELECT 'mig' || g, 'mig', 0, 'x', 'test' FROM generate_series(1, 2) g RETURNING id`.execute(
        db,
      );
      const [one, two] = accounts.rows.map((r) => r.id) as [number, number];
      const settled = await oldDraw(db, '20261126-0001', [
        { account: one, kind: 'digit', picks: ['5'], position: 1, stake: 100, win: 195 },
        { account: one, kind: 'bigSmall', picks: ['big'], position: 2, stake: 100, win: 0 },
        { account: two, kind: 'sumOddEven', picks: ['odd'], position: null, stake: 300, win: 585 },
      ]);
      const half = await oldDraw(db, '20261126-0002', [
        { account: one, kind: 'digit', picks: ['1'], position: 3, stake: 100, win: 195 },
        { account: one, kind: 'digit', picks: ['2'], position: 3, stake: 200, win: 'open' },
        { account: two, kind: 'oddEven', picks: ['even'], position: 4, stake: 100, win: 'open' },
      ]);
      const stepsBefore = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM round_steps`.execute(db)).rows[0]!.n;

      expect(await migrateToLatest(db)).toContain('0039-lottery-entries');

      const entries = await sql<{
        draw: number;
        account_id: number;
        tickets: number;
        staked: string;
        status: string;
        won_tickets: number[];
        won: string;
        round: string;
        stake: string;
        win: string;
        round_ref: string;
      }>`
        SELECT e.draw, e.account_id, e.tickets, e.staked::text, e.status, e.won_tickets, e.won::text, r.status AS round, r.stake::text, r.win::text, r.round_ref
        FROM lottery_entries e JOIN rounds r ON r.id = e.round_id ORDER BY e.draw, e.account_id`.execute(db);
      const ticketIds = async (draw: number, account: number) =>
        (await sql<{ id: number }>`SELECT id FROM lottery_tickets WHERE draw = ${draw} AND account_id = ${account} ORDER BY id`.execute(db)).rows.map(
          (r) => r.id,
        );
      const [firstWin] = await ticketIds(settled, one);
      const [twoWin] = await ticketIds(settled, two);
      const [halfWin] = await ticketIds(half, one);
      expect(
        entries.rows.map(({ draw, account_id, tickets, staked, status, won_tickets, won, round, stake, win }) => [
          draw,
          account_id,
          tickets,
          staked,
          status,
          won_tickets,
          won,
          round,
          stake,
          win,
        ]),
      ).toEqual([
        [settled, one, 2, '200', 'settled', [firstWin], '195', 'closed', '200', '195'],
        [settled, two, 1, '300', 'settled', [twoWin], '585', 'closed', '300', '585'],
        [half, one, 2, '300', 'open', [halfWin], '195', 'open', '300', '195'],
        [half, two, 1, '100', 'open', [], '0', 'open', '100', '0'],
      ]);
      expect(entries.rows[0]!.round_ref).toBe(`LOTT_1M:20261126-0001:${one}`);
      const rounds = await sql<{ n: number }>`SELECT count(*)::int AS n FROM rounds WHERE provider = 'lottery'`.execute(db);
      expect(rounds.rows[0]!.n).toBe(4);
      const steps = await sql<{ n: number; lines: unknown[] }>`
        SELECT count(*)::int AS n, array_agg(detail->'lines' ORDER BY id) FILTER (WHERE kind = 'bet') AS lines FROM round_steps`.execute(db);
      expect(steps.rows[0]!.n).toBe(stepsBefore);
      expect(steps.rows[0]!.lines[0]).toEqual([{ kind: 'digit', picks: ['5'], position: 1 }]);
      const orphans = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM round_steps s LEFT JOIN lottery_entries e ON e.round_id = s.round_id WHERE e.round_id IS NULL`.execute(db);
      expect(orphans.rows[0]!.n).toBe(0);
    });
  });
}
