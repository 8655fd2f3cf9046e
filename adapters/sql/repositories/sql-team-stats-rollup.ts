import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TeamStatsRollup } from '../../../core/platform/agency/ports';
import type { Schema } from '../schema';
import { TREE_LOCK } from './sql-account-tree';
import { recomputeActiveDaysOf, rollUpActiveDays } from './sql-active-days';

/** Two rollups (two server processes) take turns; each recomputes, so the second changes nothing. */
const ROLLUP_LOCK = 0x7374_6174;
const HOUR_MS = 3_600_000;

/** The UTC hour an instant falls in, whatever the session's time zone (date_trunc would use it). */
export const utcHour = (column: RawBuilder<unknown>) => sql`date_bin('1 hour', ${column}, timestamptz '2000-01-01 00:00:00+00')`;

const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export class SqlTeamStatsRollup implements TeamStatsRollup {
  /** `dayZone`: the IANA zone the active-member days are cut in (the site's); changing it rebuilds them. */
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly dayZone: string,
  ) {}

  async rollUp(until: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`.execute(trx);
      // Shared with SqlAccountTree.setUpline's lock: no subtree moves while the teams are summed.
      await sql`SELECT pg_advisory_xact_lock_shared(${TREE_LOCK})`.execute(trx);
      const mark = await trx.selectFrom('stats_rollup').select(['done_until', 'day_zone']).where('id', '=', 1).executeTakeFirst();
      const start = await startHour(trx, mark?.done_until ?? null, until);
      const end = new Date(floorHour(until).getTime() + HOUR_MS);
      const hours = Math.max(0, (end.getTime() - start.getTime()) / HOUR_MS);
      if (hours > 0) {
        await trx.deleteFrom('member_stats').where('hour', '>=', start).where('hour', '<', end).execute();
        await insertMemberStats(trx, start, end);
        await trx.deleteFrom('team_stats').where('hour', '>=', start).where('hour', '<', end).execute();
        await insertTeamStats(trx, sql`m.hour >= ${start} AND m.hour < ${end}`, sql`a.created_at >= ${start} AND a.created_at < ${end}`);
      }
      if (hours > 0 || mark?.day_zone !== this.dayZone) await rollUpActiveDays(trx, this.dayZone, mark?.day_zone === this.dayZone ? start : null, end);
      await recomputeStaleTeams(trx);
      await sql`INSERT INTO stats_rollup (id, done_until, day_zone) VALUES (1, ${until}, ${this.dayZone})
        ON CONFLICT (id) DO UPDATE SET done_until = greatest(stats_rollup.done_until, excluded.done_until), day_zone = excluded.day_zone`.execute(trx);
      return hours;
    });
  }
}

/** One hour before the watermark, or the first hour holding any data when there is none yet. */
async function startHour(db: Kysely<Schema>, doneUntil: Date | null, until: Date): Promise<Date> {
  if (doneUntil) return new Date(floorHour(doneUntil).getTime() - HOUR_MS);
  const first = await sql<{ at: Date | null }>`
    SELECT least(
      (SELECT min(ended_at) FROM rounds WHERE status = 'closed'),
      (SELECT min(decided_at) FROM deposits WHERE status = 'approved'),
      (SELECT min(approved_at) FROM withdrawals WHERE status = 'approved'),
      (SELECT min(created_at) FROM accounts)) AS at`.execute(db);
  return floorHour(first.rows[0]?.at ?? until);
}

/** Each account's hours in [start, end), recomputed from closed rounds, approved deposits and paid withdrawals. */
async function insertMemberStats(db: Kysely<Schema>, start: Date, end: Date): Promise<void> {
  await sql`
    INSERT INTO member_stats (account_id, hour, bet, valid_bet, win, rounds, deposit, deposits, first_deposit, withdrawal)
    SELECT account_id, hour, sum(bet), sum(bet), sum(win), sum(rounds), sum(deposit), sum(deposits), bool_or(first_deposit), sum(withdrawal)
    FROM (
      SELECT account_id, ${utcHour(sql`ended_at`)} AS hour, sum(stake) AS bet, sum(win) AS win, count(*) AS rounds,
             0 AS deposit, 0 AS deposits, false AS first_deposit, 0 AS withdrawal
      FROM rounds WHERE status = 'closed' AND ended_at >= ${start} AND ended_at < ${end}
      GROUP BY 1, 2
      UNION ALL
      SELECT d.account_id, ${utcHour(sql`d.decided_at`)}, 0, 0, 0, sum(d.amount), count(*),
             bool_or(d.decided_at = (SELECT min(f.decided_at) FROM deposits f WHERE f.account_id = d.account_id AND f.status = 'approved')), 0
      FROM deposits d WHERE d.status = 'approved' AND d.decided_at >= ${start} AND d.decided_at < ${end}
      GROUP BY 1, 2
      UNION ALL
      SELECT account_id, ${utcHour(sql`approved_at`)}, 0, 0, 0, 0, 0, false, sum(amount)
      FROM withdrawals WHERE status = 'approved' AND approved_at >= ${start} AND approved_at < ${end}
      GROUP BY 1, 2
    ) x
    GROUP BY account_id, hour`.execute(db);
}

/**
 * Team rows summed from member_stats through agent_paths, for every ancestor that has downlines
 * (its own depth-0 figures included), plus its descendants registered in the hour. `memberRows`
 * filters member_stats m (and agent_paths p); `newAccounts` filters accounts a.
 */
async function insertTeamStats(db: Kysely<Schema>, memberRows: RawBuilder<unknown>, newAccounts: RawBuilder<unknown>): Promise<void> {
  await sql`
    INSERT INTO team_stats (agent_id, hour, bet, valid_bet, win, rounds, deposit, deposits, first_deposits, withdrawal, new_members)
    SELECT agent_id, hour, sum(bet), sum(valid_bet), sum(win), sum(rounds), sum(deposit), sum(deposits), sum(first_deposits), sum(withdrawal), sum(new_members)
    FROM (
      SELECT p.ancestor_id AS agent_id, m.hour, m.bet, m.valid_bet, m.win, m.rounds, m.deposit, m.deposits,
             m.first_deposit::int AS first_deposits, m.withdrawal, 0 AS new_members
      FROM member_stats m JOIN agent_paths p ON p.descendant_id = m.account_id
      WHERE ${memberRows} AND p.ancestor_id IN (SELECT upline_id FROM accounts WHERE upline_id IS NOT NULL)
      UNION ALL
      SELECT p.ancestor_id, ${utcHour(sql`a.created_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 1
      FROM accounts a JOIN agent_paths p ON p.descendant_id = a.id AND p.depth >= 1
      WHERE ${newAccounts}
    ) x
    GROUP BY agent_id, hour`.execute(db);
}

/** Agents whose team changed shape (a subtree moved in or out): all their hours, recomputed. */
async function recomputeStaleTeams(db: Kysely<Schema>): Promise<void> {
  const stale = (await sql<{ agent_id: number }>`DELETE FROM team_stats_stale RETURNING agent_id`.execute(db)).rows.map((r) => r.agent_id);
  if (stale.length === 0) return;
  await db.deleteFrom('team_stats').where('agent_id', 'in', stale).execute();
  const ids = sql.join(stale);
  await insertTeamStats(db, sql`p.ancestor_id IN (${ids})`, sql`p.ancestor_id IN (${ids})`);
  await recomputeActiveDaysOf(db, stale);
}
