/**
 * `npm run bench:agent`: the agent centre's team overview over pre-aggregated statistics, beside a
 * baseline measured in the same run on the same data — the same figures computed naively from the
 * raw rounds, deposits and withdrawals joined to agent_paths. One agent with BENCH_DESCENDANTS
 * descendants (100,000; the tree is 3.3 wide on average, so up to 10 deep), BENCH_ROUNDS closed
 * rounds (1,000,000) spread over 30 days, deposits and withdrawals beside them; all generated with
 * generate_series. PGlite in memory by default; DATABASE_URL selects a PostgreSQL server (the
 * benchmark writes its own accounts there, ids from 20,000,000). Timings are medians of several
 * runs; nothing here is asserted.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { SqlTeamReports } from '../../adapters/sql/repositories/sql-team-reports';
import { SqlTeamStatsRollup } from '../../adapters/sql/repositories/sql-team-stats-rollup';
import type { Schema } from '../../adapters/sql/schema';
import { openStorage } from '../../composition/server/storage';
import { addDays, calendarDateIn, startOfDayIn } from '../../core/domain/kernel/calendar';
import { LEDGER_CODES } from '../../core/domain/wallet/ledger-codes';

const DESCENDANTS = Number(process.env['BENCH_DESCENDANTS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const FIRST_ID = 20_000_000;
const DAYS = 30;
const HOUR_MS = 3_600_000;
const ZONE = 'Asia/Karachi';
/** Three of every ten accounts have downlines: account k's upline is account floor((k - 1) · 3 / 10). */
const UPLINE = sql`${FIRST_ID}::int + ((g - 1) * 3 / 10)`;
/** A main wallet's code around its account id, as LEDGER_CODES.memberMain spells it. */
const MAIN = LEDGER_CODES.memberMain(0).split('0') as [string, string];

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(work)).ms);
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** The agent and its team, in one statement: the insert trigger builds agent_paths row by row. */
async function seedTeam(db: Kysely<Schema>, end: Date): Promise<void> {
  const start = new Date(end.getTime() - DAYS * 24 * HOUR_MS);
  await sql`
    INSERT INTO accounts (id, username, nickname, type, password_hash, register_ip, created_at, upline_id)
    SELECT ${FIRST_ID}::int + g, 'bench_' || g, 'bench ' || g, CASE WHEN g % 10 < 3 THEN 1 ELSE 0 END, 'x', 'bench',
           ${start}::timestamptz - interval '10 days' + (g % 40) * interval '1 day' + (g % 1440) * interval '1 minute',
           CASE WHEN g = 0 THEN NULL ELSE ${UPLINE} END
    FROM generate_series(0, ${DESCENDANTS}) g ORDER BY g`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (code, owner_id, kind, currency, balance)
    SELECT ${MAIN[0]} || (${FIRST_ID}::int + g) || ${MAIN[1]}, ${FIRST_ID}::int + g, 'member_main', 'PKR', (g * 7919) % 100000
    FROM generate_series(0, ${DESCENDANTS}) g`.execute(db);
  const minutes = DAYS * 24 * 60;
  await sql`
    INSERT INTO rounds (provider, round_ref, account_id, game_code, status, started_at, ended_at, stake, win)
    SELECT 'bench', 'b' || g, (${FIRST_ID} + (g * 7919) % (${DESCENDANTS} + 1))::int, 'dice', 'closed', t, t, 100 + (g * 31) % 1000, CASE WHEN g % 3 = 0 THEN (g * 17) % 2500 ELSE 0 END
    FROM generate_series(1::bigint, ${ROUNDS}) g, LATERAL (SELECT ${start}::timestamptz + ((g * 104729) % ${minutes}) * interval '1 minute' AS t) x`.execute(
    db,
  );
  await sql`
    INSERT INTO deposits (account_id, method, amount, payer_name, status, created_at, decided_at)
    SELECT (${FIRST_ID} + (g * 104729) % (${DESCENDANTS} + 1))::int, 'bank', 1000 + g % 5000, 'bench', 'approved', t, t
    FROM generate_series(1::bigint, ${ROUNDS / 20}) g, LATERAL (SELECT ${start}::timestamptz + ((g * 7919) % ${minutes}) * interval '1 minute' AS t) x`.execute(
    db,
  );
  await sql`
    INSERT INTO bank_accounts (account_id, bank_name, account_number, account_name)
    SELECT ${FIRST_ID}::int + g * 10, 'Bench', 'bench-' || g, 'bench' FROM generate_series(0, ${DESCENDANTS} / 10) g`.execute(db);
  await sql`
    INSERT INTO withdrawals (account_id, bank_account_id, amount, status, created_at, decided_at, approved_at)
    SELECT b.account_id, b.id, 500 + b.id % 3000, 'approved', t, t, t
    FROM bank_accounts b, LATERAL (SELECT ${start}::timestamptz + ((b.id * 7919) % ${minutes}) * interval '1 minute' AS t) x
    WHERE b.account_number LIKE 'bench-%'`.execute(db);
  await sql`ANALYZE`.execute(db);
}

/** The overview's figures straight from the source tables, as a report would without the rollup. */
async function naiveOverview(db: Kysely<Schema>, agentId: number, from: Date, to: Date): Promise<unknown> {
  const [play, daily, money, members, balance] = await Promise.all([
    sql`SELECT sum(r.stake) AS bet, sum(r.win) AS win, count(DISTINCT r.account_id) FILTER (WHERE r.stake > 0) AS active
        FROM agent_paths p JOIN rounds r ON r.account_id = p.descendant_id
        WHERE p.ancestor_id = ${agentId} AND r.status = 'closed' AND r.ended_at >= ${from} AND r.ended_at < ${to}`.execute(db),
    sql`SELECT to_char(r.ended_at AT TIME ZONE ${ZONE}, 'YYYY-MM-DD') AS day, sum(r.stake) AS bet, sum(r.win) AS win
        FROM agent_paths p JOIN rounds r ON r.account_id = p.descendant_id
        WHERE p.ancestor_id = ${agentId} AND r.status = 'closed' AND r.ended_at >= ${from} AND r.ended_at < ${to} GROUP BY 1 ORDER BY 1`.execute(db),
    sql`SELECT (SELECT sum(d.amount) FROM agent_paths p JOIN deposits d ON d.account_id = p.descendant_id
                WHERE p.ancestor_id = ${agentId} AND d.status = 'approved' AND d.decided_at >= ${from} AND d.decided_at < ${to}) AS deposit,
               (SELECT count(*) FROM agent_paths p JOIN (SELECT account_id, min(decided_at) AS first FROM deposits WHERE status = 'approved' GROUP BY 1) f ON f.account_id = p.descendant_id
                WHERE p.ancestor_id = ${agentId} AND f.first >= ${from} AND f.first < ${to}) AS first_deposits,
               (SELECT sum(w.amount) FROM agent_paths p JOIN withdrawals w ON w.account_id = p.descendant_id
                WHERE p.ancestor_id = ${agentId} AND w.status = 'approved' AND w.approved_at >= ${from} AND w.approved_at < ${to}) AS withdrawal`.execute(db),
    sql`SELECT count(*) AS team_size, count(*) FILTER (WHERE p.depth >= 1 AND a.created_at >= ${from} AND a.created_at < ${to}) AS new_members
        FROM agent_paths p JOIN accounts a ON a.id = p.descendant_id WHERE p.ancestor_id = ${agentId}`.execute(db),
    sql`SELECT sum(l.balance) AS balance FROM agent_paths p JOIN ledger_accounts l ON l.owner_id = p.descendant_id AND l.kind = 'member_main' WHERE p.ancestor_id = ${agentId}`.execute(
      db,
    ),
  ]);
  return { play: play.rows[0], days: daily.rows.length, money: money.rows[0], members: members.rows[0], balance: balance.rows[0] };
}

async function main(): Promise<void> {
  const database = await openStorage({ dataDir: '', inMemory: !process.env['DATABASE_URL'], databaseUrl: process.env['DATABASE_URL'] });
  const { db } = database;
  // The last 30 whole days in the site's zone, as the agent centre asks for them.
  const today = calendarDateIn(new Date(), ZONE);
  const end = startOfDayIn(today, ZONE);
  const range = { from: startOfDayIn(addDays(today, -DAYS), ZONE), to: end };
  const offEdges = { from: new Date(range.from.getTime() + HOUR_MS), to: range.to };
  const agent = FIRST_ID;
  const mid = FIRST_ID + 3; // a second-level agent: about a third of the team
  console.log(
    `agent statistics benchmark on ${database.describe}: ${DESCENDANTS} descendants, ${ROUNDS} closed rounds over ${DAYS} days; medians of ${RUNS} runs`,
  );

  const seeded = await timed(() => seedTeam(db, end));
  const depth = await sql<{ depth: number; paths: bigint }>`SELECT max(depth) AS depth, count(*) AS paths FROM agent_paths`.execute(db);
  console.log(`  seeded in ${(seeded.ms / 1000).toFixed(1)} s (agent_paths: ${depth.rows[0]!.paths} rows, depth up to ${depth.rows[0]!.depth})`);

  const rollup = new SqlTeamStatsRollup(db, ZONE);
  const full = await timed(() => rollup.rollUp(new Date(end.getTime() - 1)));
  const counts = await sql<{
    members: bigint;
    teams: bigint;
  }>`SELECT (SELECT count(*) FROM member_stats) AS members, (SELECT count(*) FROM team_stats) AS teams`.execute(db);
  console.log(
    `  first rollup: ${full.value} hours in ${(full.ms / 1000).toFixed(1)} s (member_stats ${counts.rows[0]!.members} rows, team_stats ${counts.rows[0]!.teams} rows)`,
  );
  await sql`ANALYZE`.execute(db);
  const periodic = await median(() => rollup.rollUp(new Date(end.getTime() - 1)));
  console.log(`  periodic rollup (the last two hours): ${periodic.toFixed(0)} ms`);

  const reports = new SqlTeamReports(db, ZONE);
  const overview = await reports.overview(agent, range, ZONE);
  const naive = (await naiveOverview(db, agent, range.from, range.to)) as { play: { bet: unknown; active: unknown } };
  console.log(
    `  overview of the top agent: team ${overview.teamSize}, active ${overview.activeMembers}, bet ${overview.bet}, balance ${overview.teamBalance}, ${overview.daily.length} days`,
  );
  console.log(`  naive figures agree: bet ${String(naive.play.bet) === String(overview.bet)}, active ${Number(naive.play.active) === overview.activeMembers}`);
  for (const [label, id] of [
    ['top agent', agent],
    ['second-level agent', mid],
  ] as const) {
    const fast = await median(() => reports.overview(id, range, ZONE));
    const slow = await median(() => naiveOverview(db, id, range.from, range.to));
    console.log(
      `  overview, ${label}, ${DAYS} days: ${fast.toFixed(1)} ms   baseline (raw rounds × agent_paths): ${slow.toFixed(1)} ms   ${(slow / fast).toFixed(1)}× faster   target < 200 ms: ${fast < 200 ? 'met' : 'MISSED'}`,
    );
  }
  const unaligned = await median(() => reports.overview(agent, offEdges, ZONE));
  console.log(`  overview, top agent, a range off the day edges (active members probed per member): ${unaligned.toFixed(1)} ms`);
  const settle = await median(() => reports.teamFigures([agent, mid], range, 1000n));
  const page = await median(() => reports.downlines(agent, { ...range, pageNo: 1, pageSize: 20 }));
  console.log(`  settlement teamFigures (2 agents): ${settle.toFixed(1)} ms   downlines page of the top agent: ${page.toFixed(1)} ms`);
  await database.close();
}

await main();
