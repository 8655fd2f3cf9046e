import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamReports, TeamStatsRollup } from '../../../core/platform/agency/ports';

/** A store with the rollup and the reports over it, and the ways the tests put data into it. */
export interface TeamStatsFixture {
  readonly rollup: TeamStatsRollup;
  readonly reports: TeamReports;
  /** A new account registered at `createdAt`, under `uplineId` when given; answers its id. */
  account(username: string, createdAt: Date, uplineId?: number): Promise<number>;
  /** Moves `id` (and its subtree) under `uplineId` through the account tree. */
  move(id: number, uplineId: number): Promise<void>;
  round(accountId: number, endedAt: Date, stake: bigint, win: bigint, status?: 'open' | 'closed'): Promise<void>;
  deposit(accountId: number, decidedAt: Date, amount: bigint, status?: 'approved' | 'rejected' | 'pending'): Promise<void>;
  withdrawal(accountId: number, approvedAt: Date, amount: bigint, status?: 'approved' | 'rejected'): Promise<void>;
  /** Credits the account's main wallet. */
  fund(accountId: number, amount: bigint): Promise<void>;
  /** Every (ancestor, descendant, depth) the store keeps, sorted. */
  paths(): Promise<[number, number, number][]>;
  /** Everything the rollup wrote, in a stable order, for comparing two runs. */
  snapshot(): Promise<unknown>;
}

const at = (iso: string) => new Date(iso);
const H0 = '2026-01-15T10';
const UNTIL = at('2026-01-15T12:00:00Z');
const RANGE = { from: at('2026-01-14T00:00:00Z'), to: at('2026-01-16T00:00:00Z') };

/**
 * The tree:   agenta ── agentb ── memberd, membere
 *                    └─ memberc
 */
async function buildTeam(f: TeamStatsFixture) {
  const a = await f.account('agenta', at('2026-01-01T00:00:00Z'));
  const b = await f.account('agentb', at('2026-01-02T08:00:00Z'), a);
  const c = await f.account('memberc', at('2026-01-03T08:00:00Z'), a);
  const d = await f.account('memberd', at(`${H0}:02:00Z`), b);
  const e = await f.account('membere', at('2026-01-14T20:00:00Z'), b);
  await f.round(a, at(`${H0}:05:00Z`), 100n, 0n);
  await f.round(b, at(`${H0}:10:00Z`), 200n, 300n);
  await f.round(c, at('2026-01-15T11:01:00Z'), 50n, 0n);
  await f.round(d, at(`${H0}:20:00Z`), 1000n, 500n);
  await f.round(d, at('2026-01-15T11:30:00Z'), 10n, 0n);
  await f.round(e, at(`${H0}:25:00Z`), 999n, 0n, 'open');
  await f.round(e, at('2026-01-14T23:30:00Z'), 40n, 100n);
  await f.deposit(d, at(`${H0}:15:00Z`), 5000n);
  await f.deposit(d, at('2026-01-15T11:05:00Z'), 700n);
  await f.deposit(c, at(`${H0}:15:00Z`), 100n, 'pending');
  await f.deposit(e, at(`${H0}:40:00Z`), 300n);
  await f.deposit(e, at('2026-01-13T09:00:00Z'), 55n, 'rejected');
  await f.withdrawal(d, at(`${H0}:50:00Z`), 2000n);
  await f.withdrawal(b, at(`${H0}:50:00Z`), 100n, 'rejected');
  await f.fund(a, 1000n);
  await f.fund(d, 250n);
  return { a, b, c, d, e };
}

/** The TeamStatsRollup and TeamReports contract, from an empty store. */
export function teamStatsContract(fresh: () => Promise<TeamStatsFixture>): void {
  describe('TeamStatsRollup and TeamReports contract', () => {
    let f: TeamStatsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('sums a three-level team by hand: totals, sizes, firsts, balance and the daily series', async () => {
      const { a, b, c } = await buildTeam(f);
      expect(await f.rollup.rollUp(UNTIL)).toBe(14 * 24 + 13);
      const top = await f.reports.overview(a, RANGE, 'UTC');
      expect(top).toEqual({
        teamSize: 5,
        newMembers: 2,
        firstDeposits: 2,
        activeMembers: 5,
        deposit: 6000n,
        withdrawal: 2000n,
        bet: 1400n,
        validBet: 1400n,
        win: 900n,
        profitLoss: -500n,
        teamBalance: 1250n,
        daily: [
          { day: '2026-01-14', bet: 40n, validBet: 40n, win: 100n, profitLoss: 60n },
          { day: '2026-01-15', bet: 1360n, validBet: 1360n, win: 800n, profitLoss: -560n },
        ],
      });
      // Karachi is UTC+5: the round at 23:30 UTC on the 14th falls on the 15th there.
      expect((await f.reports.overview(a, RANGE, 'Asia/Karachi')).daily).toEqual([
        { day: '2026-01-15', bet: 1400n, validBet: 1400n, win: 900n, profitLoss: -500n },
      ]);
      expect(await f.reports.overview(b, RANGE, 'UTC')).toMatchObject({
        teamSize: 3,
        newMembers: 2,
        activeMembers: 3,
        bet: 1250n,
        win: 900n,
        deposit: 6000n,
        withdrawal: 2000n,
        teamBalance: 250n,
      });
      // A team of one: its own figures.
      expect(await f.reports.overview(c, RANGE, 'UTC')).toMatchObject({
        teamSize: 1,
        newMembers: 0,
        activeMembers: 1,
        bet: 50n,
        win: 0n,
        deposit: 0n,
        teamBalance: 0n,
      });
      // One hour only: the second deposit of memberd is not a first one.
      const hour = { from: at('2026-01-15T11:00:00Z'), to: at('2026-01-15T12:00:00Z') };
      expect(await f.reports.overview(a, hour, 'UTC')).toMatchObject({ bet: 60n, deposit: 700n, firstDeposits: 0, newMembers: 0, activeMembers: 2 });
    });

    it('lists one level of the team with team figures, pages, searches and breadcrumbs', async () => {
      const { a, b, c, d } = await buildTeam(f);
      await f.rollup.rollUp(UNTIL);
      const listed = await f.reports.downlines(a, { ...RANGE, pageNo: 1, pageSize: 10 });
      expect(listed.total).toBe(2);
      expect(listed.items).toMatchObject([
        { id: b, username: 'agentb', nickname: 'agentb', teamSize: 3, balance: 0n, bet: 1250n, validBet: 1250n, win: 900n, profitLoss: -350n },
        { id: c, username: 'memberc', teamSize: 1, bet: 50n, win: 0n, profitLoss: -50n },
      ]);
      expect(listed.items[0]!.createdAt.toISOString()).toBe('2026-01-02T08:00:00.000Z');
      expect(await f.reports.downlines(a, { ...RANGE, pageNo: 2, pageSize: 1 })).toMatchObject({ total: 2, items: [{ id: c }] });
      expect(await f.reports.downlines(a, { ...RANGE, pageNo: 1, pageSize: 10, search: 'MEMBER' })).toMatchObject({ total: 1, items: [{ id: c }] });
      expect(await f.reports.downlines(a, { ...RANGE, pageNo: 1, pageSize: 10, search: '%' })).toEqual({ total: 0, items: [] });
      expect((await f.reports.downlines(b, { ...RANGE, pageNo: 1, pageSize: 10 })).items.map((r) => [r.username, r.balance])).toEqual([
        ['memberd', 250n],
        ['membere', 0n],
      ]);
      expect(await f.reports.userLoss(a, RANGE, { pageNo: 1, pageSize: 10 })).toEqual({
        total: 2,
        items: [
          { id: b, username: 'agentb', nickname: 'agentb', type: 0, bet: 1250n, validBet: 1250n, win: 900n, profitLoss: -350n },
          { id: c, username: 'memberc', nickname: 'memberc', type: 0, bet: 50n, validBet: 50n, win: 0n, profitLoss: -50n },
        ],
      });
      expect((await f.reports.breadcrumbs(a, d)).map((x) => x.username)).toEqual(['agenta', 'agentb', 'memberd']);
      expect(await f.reports.breadcrumbs(a, a)).toEqual([{ id: a, username: 'agenta' }]);
      expect(await f.reports.breadcrumbs(b, c)).toEqual([]);
      expect((await f.reports.subtree(a, 10, 100)).map((r) => [r.username, r.depth])).toEqual([
        ['agenta', 0],
        ['agentb', 1],
        ['memberd', 2],
        ['membere', 2],
        ['memberc', 1],
      ]);
      expect((await f.reports.subtree(a, 1, 100)).map((r) => r.username)).toEqual(['agenta', 'agentb', 'memberc']);
      expect(await f.reports.subtree(a, 10, 2)).toHaveLength(2);
      expect([await f.reports.isInTeam(a, d), await f.reports.isInTeam(a, a), await f.reports.isInTeam(b, c), await f.reports.isInTeam(d, b)]).toEqual([
        true,
        true,
        false,
        false,
      ]);
    });

    it('gives the settlement exact team figures and members active by a threshold', async () => {
      const { a, b, c } = await buildTeam(f);
      await f.rollup.rollUp(UNTIL);
      expect(await f.reports.teamFigures([a, b, c, 987654], RANGE, 100n)).toEqual([
        { agentId: a, bet: 1400n, validBet: 1400n, win: 900n, activeMembers: 3 },
        { agentId: b, bet: 1250n, validBet: 1250n, win: 900n, activeMembers: 2 },
        { agentId: c, bet: 50n, validBet: 50n, win: 0n, activeMembers: 0 },
        { agentId: 987654, bet: 0n, validBet: 0n, win: 0n, activeMembers: 0 },
      ]);
      expect(await f.reports.teamFigures([a], { from: at('2026-01-15T00:00:00Z'), to: RANGE.to }, 1010n)).toEqual([
        { agentId: a, bet: 1360n, validBet: 1360n, win: 800n, activeMembers: 1 },
      ]);
      expect(await f.reports.teamFigures([], RANGE, 1n)).toEqual([]);
    });

    it('rerunning the rollup, or two at once, changes nothing; a later run catches rounds closed since', async () => {
      const { a } = await buildTeam(f);
      await f.rollup.rollUp(UNTIL);
      const once = await f.snapshot();
      expect(await f.rollup.rollUp(UNTIL)).toBe(2);
      await Promise.all([f.rollup.rollUp(UNTIL), f.rollup.rollUp(UNTIL)]);
      expect(await f.snapshot()).toEqual(once);
      await f.round(a, at('2026-01-15T12:10:00Z'), 7n, 0n);
      await f.rollup.rollUp(at('2026-01-15T12:30:00Z'));
      expect((await f.reports.overview(a, RANGE, 'UTC')).bet).toBe(1407n);
    });

    it('a subtree move keeps agent_paths the closure of the tree and moves the team figures', async () => {
      const { a, b, c, d, e } = await buildTeam(f);
      await f.rollup.rollUp(UNTIL);
      await f.move(b, c);
      const expected = closure(
        new Map([
          [a, null],
          [b, c],
          [c, a],
          [d, b],
          [e, b],
        ]),
      );
      expect(await f.paths()).toEqual(expected);
      await f.rollup.rollUp(UNTIL);
      expect(await f.reports.overview(c, RANGE, 'UTC')).toMatchObject({ teamSize: 4, bet: 1300n, win: 900n });
      expect(await f.reports.overview(a, RANGE, 'UTC')).toMatchObject({ teamSize: 5, bet: 1400n });
      expect((await f.reports.breadcrumbs(a, d)).map((x) => x.username)).toEqual(['agenta', 'memberc', 'agentb', 'memberd']);
      await f.move(b, a);
      await f.rollup.rollUp(UNTIL);
      expect(await f.reports.overview(c, RANGE, 'UTC')).toMatchObject({ teamSize: 1, bet: 50n });
      expect(await f.paths()).toEqual(
        closure(
          new Map([
            [a, null],
            [b, a],
            [c, a],
            [d, b],
            [e, b],
          ]),
        ),
      );
    });

    it('property: every team’s figures are the sum of its members’ closed rounds, after moves too', async () => {
      await fc.assert(
        fc.asyncProperty(randomWorld(), async (world) => {
          f = await fresh();
          const ids: number[] = [];
          for (const [i, upline] of world.uplines.entries())
            ids.push(await f.account(`p${i}`, at('2026-01-01T00:00:00Z'), upline === null ? undefined : ids[upline]));
          for (const r of world.rounds)
            await f.round(ids[r.who]!, new Date(Date.parse('2026-01-14T00:00:00Z') + r.minute * 60_000), r.stake, r.win, r.closed ? 'closed' : 'open');
          await f.rollup.rollUp(UNTIL);
          const uplines = world.uplines.map((u) => (u === null ? null : ids[u]!));
          if (world.move) {
            const [who, to] = world.move;
            if (!under(uplines, ids, to, who) && who !== to) {
              await f.move(ids[who]!, ids[to]!);
              uplines[who] = ids[to]!;
              await f.rollup.rollUp(UNTIL);
            }
          }
          for (const [i, id] of ids.entries()) {
            const team = ids.filter((_, j) => j === i || under(uplines, ids, j, i));
            const played = world.rounds.filter((r) => r.closed && team.includes(ids[r.who]!));
            const bet = played.reduce((s, r) => s + r.stake, 0n);
            const win = played.reduce((s, r) => s + r.win, 0n);
            const activeMembers = new Set(played.filter((r) => r.stake > 0n).map((r) => r.who)).size;
            // Whole UTC days: counted from team_active_days; a range off the day edges probes member_stats.
            expect(await f.reports.overview(id, RANGE, 'UTC')).toMatchObject({ teamSize: team.length, bet, win, profitLoss: win - bet, activeMembers });
            expect(await f.reports.overview(id, { from: RANGE.from, to: new Date(RANGE.to.getTime() - 3_600_000) }, 'UTC')).toMatchObject({ activeMembers });
            expect(await f.reports.teamFigures([id], RANGE, 1n)).toEqual([{ agentId: id, bet, validBet: bet, win, activeMembers }]);
          }
        }),
        { numRuns: 12 },
      );
    });
  });
}

interface World {
  /** Account i's upline is an account before it, or none. */
  readonly uplines: (number | null)[];
  readonly rounds: { who: number; minute: number; stake: bigint; win: bigint; closed: boolean }[];
  /** After a first rollup, account [0] moves under account [1] (when that makes no cycle). */
  readonly move: [number, number] | null;
}

function randomWorld(): fc.Arbitrary<World> {
  return fc.integer({ min: 2, max: 9 }).chain((n) =>
    fc.record({
      uplines: fc.tuple(...Array.from({ length: n }, (_, i) => (i === 0 ? fc.constant(null) : fc.option(fc.nat(i - 1), { freq: 4 })))),
      rounds: fc.array(
        fc.record({ who: fc.nat(n - 1), minute: fc.nat(36 * 60 - 1), stake: fc.bigInt(0n, 10_000n), win: fc.bigInt(0n, 20_000n), closed: fc.boolean() }),
        { maxLength: 25 },
      ),
      move: fc.option(fc.tuple(fc.nat(n - 1), fc.nat(n - 1))),
    }),
  );
}

/** Whether account index `j` lies strictly under account index `i`. */
function under(uplines: readonly (number | null)[], ids: readonly number[], j: number, i: number): boolean {
  for (let up = uplines[j]; up !== null && up !== undefined; up = uplines[ids.indexOf(up)]) if (up === ids[i]) return true;
  return false;
}

/** The closure of a tree given as id → upline id, sorted as the fixture's paths(). */
function closure(uplines: Map<number, number | null>): [number, number, number][] {
  const rows: [number, number, number][] = [];
  for (const id of uplines.keys()) {
    let depth = 0;
    for (let up: number | null | undefined = id; up !== null && up !== undefined; up = uplines.get(up), depth++) rows.push([up, id, depth]);
  }
  return rows.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
