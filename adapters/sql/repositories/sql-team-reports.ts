import type { PageRequest } from '../../../core/domain/kernel/paging';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { calendarDateIn } from '../../../core/domain/kernel/calendar';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import type {
  Crumb,
  DailyFigures,
  DownlineQuery,
  DownlineRow,
  SettlementFigures,
  TeamOverview,
  TeamPage,
  TeamRange,
  TeamReports,
  TreeRow,
  UserLossRow,
} from '../../../core/platform/agency/ports';
import type { Schema } from '../schema';
import { activeMembersOnDays } from './sql-active-days';

type Big = bigint | string | number | null;
const big = (v: Big) => BigInt(v ?? 0);
const figures = (r: { bet: Big; valid_bet: Big; win: Big }) => ({
  bet: big(r.bet),
  validBet: big(r.valid_bet),
  win: big(r.win),
  profitLoss: big(r.win) - big(r.bet),
});

/** A member's main wallet code, spelled in SQL the way LEDGER_CODES.memberMain spells it: 'member:' || id || ':main'. */
const [MAIN_PREFIX, MAIN_SUFFIX] = LEDGER_CODES.memberMain(0).split('0') as [string, string];
const mainWalletCode = (id: RawBuilder<unknown>) => sql`(${MAIN_PREFIX} || ${id} || ${MAIN_SUFFIX})`;

/**
 * The hourly team rows of `agent` in the range: team_stats when it has downlines, otherwise (a
 * team of one, which the rollup keeps no team rows for) its own member_stats.
 */
function teamHours(agent: RawBuilder<unknown>, range: TeamRange): RawBuilder<unknown> {
  return sql`(
    SELECT hour, bet, valid_bet, win, deposit, first_deposits, withdrawal, new_members
    FROM team_stats WHERE agent_id = ${agent} AND hour >= ${range.from} AND hour < ${range.to}
    UNION ALL
    SELECT hour, bet, valid_bet, win, deposit, first_deposit::int, withdrawal, 0
    FROM member_stats WHERE account_id = ${agent} AND hour >= ${range.from} AND hour < ${range.to}
      AND NOT EXISTS (SELECT 1 FROM accounts WHERE upline_id = ${agent})
  )`;
}

interface DailyRow {
  day: string;
  bet: Big;
  valid_bet: Big;
  win: Big;
  deposit: Big;
  first_deposits: number;
  withdrawal: Big;
  new_members: number;
}

interface DownlineSqlRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  created_at: Date;
  team_size: number;
  balance: Big;
  bet: Big;
  valid_bet: Big;
  win: Big;
}

export class SqlTeamReports implements TeamReports {
  /** `dayZone`: the zone SqlTeamStatsRollup cuts active-member days in. */
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly dayZone: string,
  ) {}

  async overview(agentId: number, range: TeamRange, zone: string): Promise<TeamOverview> {
    const [daily, size, active, balance] = await Promise.all([
      // Days are cut from UTC hours: exact for zones whose offset is a whole number of hours.
      sql<DailyRow>`
        SELECT to_char(hour AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(win) AS win,
               sum(deposit) AS deposit, sum(first_deposits)::int AS first_deposits, sum(withdrawal) AS withdrawal, sum(new_members)::int AS new_members
        FROM ${teamHours(sql`${agentId}::int`, range)} t GROUP BY 1 ORDER BY 1`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM agent_paths WHERE ancestor_id = ${agentId}`.execute(this.db),
      sql<{ n: number }>`SELECT ${this.activeMembers(agentId, range, zone)} AS n`.execute(this.db),
      sql<{ balance: Big }>`
        SELECT sum(l.balance) AS balance FROM agent_paths p JOIN ledger_accounts l ON l.code = ${mainWalletCode(sql`p.descendant_id`)}
        WHERE p.ancestor_id = ${agentId}`.execute(this.db),
    ]);
    const days: DailyFigures[] = daily.rows.map((r) => ({ day: r.day, ...figures(r) }));
    const total = (pick: (r: DailyRow) => Big) => daily.rows.reduce((sum, r) => sum + big(pick(r)), 0n);
    const count = (pick: (r: DailyRow) => number) => daily.rows.reduce((sum, r) => sum + pick(r), 0);
    const bet = total((r) => r.bet);
    const win = total((r) => r.win);
    return {
      teamSize: size.rows[0]?.n ?? 0,
      newMembers: count((r) => r.new_members),
      firstDeposits: count((r) => r.first_deposits),
      activeMembers: active.rows[0]?.n ?? 0,
      deposit: total((r) => r.deposit),
      withdrawal: total((r) => r.withdrawal),
      bet,
      validBet: total((r) => r.valid_bet),
      win,
      profitLoss: win - bet,
      teamBalance: big(balance.rows[0]?.balance ?? 0),
      daily: days,
    };
  }

  /**
   * Distinct active team members: from team_active_days when the range is whole days of the
   * rollup's zone and the agent has downlines (a few hundred rows however large the team), else
   * one probe of member_stats per team member.
   */
  private activeMembers(agentId: number, range: TeamRange, zone: string): RawBuilder<number> {
    const probe = sql<number>`(SELECT count(*)::int FROM agent_paths p WHERE p.ancestor_id = ${agentId} AND EXISTS (
      SELECT 1 FROM member_stats m WHERE m.account_id = p.descendant_id AND m.hour >= ${range.from} AND m.hour < ${range.to} AND m.valid_bet > 0))`;
    const [firstDay, endDay] = [calendarDateIn(range.from, zone), calendarDateIn(range.to, zone)];
    // An instant starts a day when the millisecond before it falls on another date.
    const startsDay = (at: Date, day: string) => calendarDateIn(new Date(at.getTime() - 1), zone) !== day;
    const wholeDays = zone === this.dayZone && startsDay(range.from, firstDay) && startsDay(range.to, endDay);
    if (!wholeDays) return probe;
    return sql<number>`CASE WHEN EXISTS (SELECT 1 FROM accounts WHERE upline_id = ${agentId}) THEN ${activeMembersOnDays(agentId, firstDay, endDay)} ELSE ${probe} END`;
  }

  async downlines(parentId: number, query: DownlineQuery): Promise<TeamPage<DownlineRow>> {
    const matches = query.search ? sql`AND (a.username ILIKE ${likePattern(query.search)} OR a.nickname ILIKE ${likePattern(query.search)})` : sql``;
    const [rows, total] = await Promise.all([
      sql<DownlineSqlRow>`
        SELECT a.id, a.username, a.nickname, a.type, a.created_at,
               (SELECT count(*)::int FROM agent_paths WHERE ancestor_id = a.id) AS team_size,
               (SELECT l.balance FROM ledger_accounts l WHERE l.code = ${mainWalletCode(sql`a.id`)}) AS balance,
               f.bet, f.valid_bet, f.win
        FROM accounts a
        CROSS JOIN LATERAL (SELECT sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(win) AS win FROM ${teamHours(sql`a.id`, query)} t) f
        WHERE a.upline_id = ${parentId} ${matches}
        ORDER BY a.username LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM accounts a WHERE a.upline_id = ${parentId} ${matches}`.execute(this.db),
    ]);
    const items = rows.rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      createdAt: r.created_at,
      teamSize: r.team_size,
      balance: big(r.balance),
      ...figures(r),
    }));
    return { items, total: total.rows[0]?.n ?? 0 };
  }

  async userLoss(parentId: number, range: TeamRange, page: PageRequest): Promise<TeamPage<UserLossRow>> {
    const listed = await this.downlines(parentId, { ...range, ...page });
    return {
      total: listed.total,
      items: listed.items.map(({ id, username, nickname, type, bet, validBet, win, profitLoss }) => ({
        id,
        username,
        nickname,
        type,
        bet,
        validBet,
        win,
        profitLoss,
      })),
    };
  }

  async breadcrumbs(agentId: number, id: number): Promise<Crumb[]> {
    const rows = await sql<Crumb>`
      SELECT a.id, a.username FROM agent_paths p
      JOIN agent_paths top ON top.ancestor_id = ${agentId} AND top.descendant_id = p.ancestor_id
      JOIN accounts a ON a.id = p.ancestor_id
      WHERE p.descendant_id = ${id} ORDER BY p.depth DESC`.execute(this.db);
    return rows.rows.map((r) => ({ id: r.id, username: r.username }));
  }

  async teamFigures(agentIds: readonly number[], range: TeamRange, activeThreshold: bigint): Promise<SettlementFigures[]> {
    if (agentIds.length === 0) return [];
    const rows = await sql<{ agent_id: number; bet: Big; valid_bet: Big; win: Big; active: number }>`
      WITH per_member AS (
        SELECT p.ancestor_id AS agent_id, m.account_id, sum(m.bet) AS bet, sum(m.valid_bet) AS valid_bet, sum(m.win) AS win
        FROM agent_paths p JOIN member_stats m ON m.account_id = p.descendant_id
        WHERE p.ancestor_id IN (${sql.join([...agentIds])}) AND m.hour >= ${range.from} AND m.hour < ${range.to}
        GROUP BY 1, 2
      )
      SELECT agent_id, sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(win) AS win,
             (count(*) FILTER (WHERE valid_bet >= ${activeThreshold}))::int AS active
      FROM per_member GROUP BY agent_id`.execute(this.db);
    const byAgent = new Map(rows.rows.map((r) => [r.agent_id, r]));
    return agentIds.map((agentId) => {
      const r = byAgent.get(agentId);
      if (!r) return { agentId, bet: 0n, validBet: 0n, win: 0n, activeMembers: 0 };
      const { bet, validBet, win } = figures(r);
      return { agentId, bet, validBet, win, activeMembers: r.active };
    });
  }

  async subtree(agentId: number, maxDepth: number, limit: number): Promise<TreeRow[]> {
    const rows = await sql<{ id: number; username: string; type: number; upline_id: number | null; depth: number; path: string }>`
      SELECT a.id, a.username, a.type, a.upline_id, p.depth,
             (SELECT string_agg(lpad(u.ancestor_id::text, 10, '0'), '/' ORDER BY u.depth DESC)
              FROM agent_paths u JOIN agent_paths top ON top.ancestor_id = ${agentId} AND top.descendant_id = u.ancestor_id
              WHERE u.descendant_id = a.id) AS path
      FROM agent_paths p JOIN accounts a ON a.id = p.descendant_id
      WHERE p.ancestor_id = ${agentId} AND p.depth <= ${maxDepth}
      ORDER BY path LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({ id: r.id, username: r.username, type: r.type, uplineId: r.upline_id, depth: r.depth }));
  }

  async isInTeam(agentId: number, accountId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('agent_paths')
      .select('depth')
      .where('ancestor_id', '=', agentId)
      .where('descendant_id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** `text` anywhere, with LIKE's wildcards in it taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
