import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A member's tickets on one draw are one entry with one round, so settling a draw writes a row per
 * member, not per ticket: the entry holds its winning tickets and their wins, and a ticket's status
 * and win are read through it. Tickets are never rewritten after placement.
 *
 * Existing tickets, one round each, are gathered into entries: the round of a member's first
 * ticket on the draw takes the other rounds' steps (each bet step naming its line), and their
 * totals; the others are deleted. An entry partly settled before keeps what it was paid in `won`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE lottery_entries (
      draw integer NOT NULL REFERENCES lottery_draws(id),
      account_id integer NOT NULL REFERENCES accounts(id),
      round_id integer NOT NULL UNIQUE REFERENCES rounds(id),
      tickets integer NOT NULL DEFAULT 0,
      staked bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'refunded')),
      won_tickets integer[] NOT NULL DEFAULT '{}',
      wins bigint[] NOT NULL DEFAULT '{}',
      won bigint NOT NULL DEFAULT 0,
      settled_at timestamptz,
      PRIMARY KEY (draw, account_id)
    );
    INSERT INTO lottery_entries (draw, account_id, round_id, tickets, staked, status, won_tickets, wins, won, settled_at)
    SELECT draw, account_id, min(round_id), count(*), sum(stake),
           CASE WHEN bool_or(status = 'open') THEN 'open' WHEN bool_and(status = 'refunded') THEN 'refunded' ELSE 'settled' END,
           coalesce(array_agg(id ORDER BY id) FILTER (WHERE win > 0), '{}'), coalesce(array_agg(win ORDER BY id) FILTER (WHERE win > 0), '{}'),
           sum(win), CASE WHEN bool_or(status = 'open') THEN NULL ELSE max(settled_at) END
    FROM lottery_tickets GROUP BY draw, account_id;
    UPDATE round_steps AS s SET detail = s.detail || jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('kind', r.detail->'kind', 'picks', r.detail->'picks', 'position', r.detail->'position')))
    FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id WHERE s.round_id = t.round_id AND s.kind = 'bet';
    UPDATE round_steps AS s SET round_id = e.round_id
    FROM lottery_tickets t JOIN lottery_entries e ON e.draw = t.draw AND e.account_id = t.account_id
    WHERE s.round_id = t.round_id AND t.round_id <> e.round_id;
    UPDATE rounds AS r SET round_ref = d.game_code || ':' || d.draw_id || ':' || e.account_id, detail = jsonb_build_object('drawId', d.draw_id),
           stake = totals.stake, win = totals.win, started_at = coalesce(totals.started_at, r.started_at),
           status = CASE WHEN e.status = 'open' THEN 'open' ELSE 'closed' END, ended_at = CASE WHEN e.status = 'open' THEN NULL ELSE e.settled_at END
    FROM lottery_entries e JOIN lottery_draws d ON d.id = e.draw,
         LATERAL (SELECT coalesce(sum(CASE s.kind WHEN 'bet' THEN s.amount WHEN 'refund' THEN -s.amount WHEN 'rollback' THEN -s.amount ELSE 0 END), 0) AS stake,
                         coalesce(sum(s.amount) FILTER (WHERE s.kind = 'win'), 0) AS win, min(s.at) AS started_at
                  FROM round_steps s WHERE s.round_id = e.round_id) AS totals
    WHERE r.id = e.round_id;
    ALTER TABLE lottery_tickets DROP CONSTRAINT lottery_tickets_round_id_fkey;
    DELETE FROM rounds WHERE id IN (SELECT t.round_id FROM lottery_tickets t JOIN lottery_entries e ON e.draw = t.draw AND e.account_id = t.account_id WHERE t.round_id <> e.round_id);
    ALTER TABLE lottery_tickets DROP COLUMN round_id, DROP COLUMN win, DROP COLUMN status, DROP COLUMN settled_at;
    ALTER TABLE lottery_tickets SET (fillfactor = 100);
    `,
  );
}
