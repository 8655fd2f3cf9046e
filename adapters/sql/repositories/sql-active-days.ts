import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../schema';

/** The gap recorded for a member's first betting day ever: longer than any report's range. */
export const NO_PREVIOUS_DAY = 100_000;

/**
 * Recomputes member_active_days and team_active_days for the zone days that overlap the hours
 * [start, end) — or for every day when `start` is null (first run, or the zone changed). Days are
 * cut from UTC hours: exact for zones whose offset is a whole number of hours.
 */
export async function rollUpActiveDays(db: Kysely<Schema>, zone: string, start: Date | null, end: Date): Promise<void> {
  if (start === null) {
    await sql`DELETE FROM member_active_days`.execute(db);
    await sql`DELETE FROM team_active_days`.execute(db);
    await sql`INSERT INTO member_active_days (account_id, day)
      SELECT DISTINCT account_id, (hour AT TIME ZONE ${zone})::date FROM member_stats WHERE valid_bet > 0`.execute(db);
    await insertTeamActiveDays(db, sql`true`, sql`true`);
    return;
  }
  const first = sql`(${start}::timestamptz AT TIME ZONE ${zone})::date`;
  const last = sql`((${end}::timestamptz - interval '1 microsecond') AT TIME ZONE ${zone})::date`;
  await sql`DELETE FROM member_active_days WHERE day BETWEEN ${first} AND ${last}`.execute(db);
  await sql`INSERT INTO member_active_days (account_id, day)
    SELECT DISTINCT account_id, (hour AT TIME ZONE ${zone})::date FROM member_stats
    WHERE valid_bet > 0 AND hour >= (${first}::timestamp AT TIME ZONE ${zone}) - interval '1 hour'
      AND hour < ((${last} + 1)::timestamp AT TIME ZONE ${zone})
      AND (hour AT TIME ZONE ${zone})::date BETWEEN ${first} AND ${last}`.execute(db);
  await sql`DELETE FROM team_active_days WHERE day BETWEEN ${first} AND ${last}`.execute(db);
  await insertTeamActiveDays(db, sql`d.day BETWEEN ${first} AND ${last}`, sql`true`);
}

/** All days of the agents whose team changed shape. */
export async function recomputeActiveDaysOf(db: Kysely<Schema>, agentIds: readonly number[]): Promise<void> {
  const ids = sql.join([...agentIds]);
  await sql`DELETE FROM team_active_days WHERE agent_id IN (${ids})`.execute(db);
  await insertTeamActiveDays(db, sql`d.account_id IN (SELECT descendant_id FROM agent_paths WHERE ancestor_id IN (${ids}))`, sql`p.ancestor_id IN (${ids})`);
}

/** Per agent with downlines, day and gap: how many of its team members bet that day. `days` filters member_active_days d; `agents` agent_paths p. */
async function insertTeamActiveDays(db: Kysely<Schema>, days: RawBuilder<unknown>, agents: RawBuilder<unknown>): Promise<void> {
  await sql`
    INSERT INTO team_active_days (agent_id, day, gap, members)
    WITH member_gaps AS (
      SELECT d.account_id, d.day,
             coalesce(d.day - (SELECT max(x.day) FROM member_active_days x WHERE x.account_id = d.account_id AND x.day < d.day), ${NO_PREVIOUS_DAY}) AS gap
      FROM member_active_days d WHERE ${days}
    )
    SELECT p.ancestor_id, g.day, g.gap, count(*)
    FROM member_gaps g JOIN agent_paths p ON p.descendant_id = g.account_id
    WHERE ${agents} AND p.ancestor_id IN (SELECT upline_id FROM accounts WHERE upline_id IS NOT NULL)
    GROUP BY 1, 2, 3`.execute(db);
}

/**
 * Distinct team members who bet on the zone days [firstDay, endDay): each is counted on its first
 * betting day in the range, the one whose gap reaches back before the range.
 */
export function activeMembersOnDays(agentId: number, firstDay: string, endDay: string): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(sum(members), 0)::int FROM team_active_days
    WHERE agent_id = ${agentId} AND day >= ${firstDay}::date AND day < ${endDay}::date AND gap > day - ${firstDay}::date)`;
}
