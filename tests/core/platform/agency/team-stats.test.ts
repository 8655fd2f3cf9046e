import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RollUpTeamStats } from '../../../../core/platform/agency/team-stats';
import { type TeamStatsRollup } from '../../../../core/platform/agency/ports';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryTeamStatsRollup } from '../../../support/fakes/team-stats';

const HOUR = 3_600_000;
const floorHour = (at: number) => Math.floor(at / HOUR) * HOUR;

function setup(start = Date.UTC(2026, 0, 15, 10, 30)) {
  const clock = new FakeClock(start);
  const stats = new InMemoryTeamStatsRollup();
  /** What the rollup answered each time. */
  const answers: number[] = [];
  const rollup: TeamStatsRollup = {
    rollUp: async (until) => {
      const hours = await stats.rollUp(until);
      answers.push(hours);
      return hours;
    },
  };
  return { clock, stats, answers, job: new RollUpTeamStats({ rollup, clock }) };
}

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
/** Between two runs: time passes, and rounds are written that closed up to an hour before they were written. */
const step = fc.record({
  advance: fc.integer({ min: 0, max: 3 * HOUR }),
  rounds: fc.array(fc.record({ member: fc.integer({ min: 1, max: 4 }), lag: fc.integer({ min: 0, max: HOUR }), stake: fc.bigInt({ min: 0n, max: 10_000n }) }), {
    maxLength: 4,
  }),
});

/** Writes rounds now that closed `lag` ms ago. */
function write(clock: FakeClock, stats: InMemoryTeamStatsRollup, rounds: readonly { member: number; lag: number; stake: bigint }[]): void {
  for (const r of rounds) stats.round(r.member, new Date(clock.now().getTime() - r.lag), r.stake);
}

describe('RollUpTeamStats', () => {
  it('property: each run brings the statistics up to the clock’s own instant (not an hour boundary) and answers the hours the rollup recomputed', async () => {
    await fc.assert(
      fc.asyncProperty(instant, fc.array(step, { minLength: 1, maxLength: 6 }), async (start, steps) => {
        const { clock, stats, answers, job } = setup(start);
        for (const { advance, rounds } of steps) {
          write(clock.advance(advance), stats, rounds);
          expect(await job.execute()).toBe(answers.at(-1));
          expect(stats.calls.at(-1)).toEqual(clock.now());
          expect(stats.watermark).toEqual(clock.now());
        }
        expect(stats.calls).toHaveLength(steps.length);
      }),
    );
  });

  it('property: after every run each hour up to the one holding the clock holds the sum of its rounds, those written up to an hour late included; a rerun changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(instant, fc.array(step, { minLength: 1, maxLength: 6 }), async (start, steps) => {
        const { clock, stats, job } = setup(start);
        for (const { advance, rounds } of steps) {
          write(clock.advance(advance), stats, rounds);
          await job.execute();
          const upToNow = stats.expected(new Date(floorHour(clock.now().getTime()) + HOUR));
          expect(stats.stats).toEqual(upToNow);
          await job.execute();
          expect(stats.stats).toEqual(upToNow);
        }
      }),
    );
  });

  it('property: the hours recomputed run after run leave no gap, from the first hour with data to the one holding the clock', async () => {
    await fc.assert(
      fc.asyncProperty(instant, fc.array(step, { minLength: 1, maxLength: 6 }), async (start, steps) => {
        const { clock, stats, job } = setup(start);
        let firstRound = Infinity;
        const firstRun = start + steps[0]!.advance;
        for (const { advance, rounds } of steps) {
          write(clock.advance(advance), stats, rounds);
          for (const r of rounds) firstRound = Math.min(firstRound, clock.now().getTime() - r.lag);
          await job.execute();
        }
        const covered = [...stats.recomputed].sort((a, b) => a.from.getTime() - b.from.getTime());
        covered.forEach((range, i) => i > 0 && expect(range.from.getTime()).toBeLessThanOrEqual(Math.max(...covered.slice(0, i).map((r) => r.to.getTime()))));
        expect(covered[0]!.from.getTime()).toBeLessThanOrEqual(Math.min(floorHour(firstRound), floorHour(firstRun)));
        expect(Math.max(...covered.map((r) => r.to.getTime()))).toBe(floorHour(clock.now().getTime()) + HOUR);
      }),
    );
  });

  it('starts at the first hour with data, then resumes one hour before where the last run stopped', async () => {
    const { clock, stats, job } = setup(Date.UTC(2026, 0, 15, 10, 30));
    const at = (hh: number, mm = 0) => new Date(Date.UTC(2026, 0, 15, hh, mm));
    stats.round(1, at(8, 10), 5n);
    expect(await job.execute()).toBe(3);
    expect(stats.recomputed.at(-1)).toEqual({ from: at(8), to: at(11) });
    // A rerun at the same instant redoes the hour before and the current one.
    expect(await job.execute()).toBe(2);
    expect(stats.recomputed.at(-1)).toEqual({ from: at(9), to: at(11) });
    clock.set(at(13, 15));
    // Rounds written late: one closed within the hour before the last run's hour is counted, an older one is not.
    stats.round(2, at(9, 59), 7n);
    stats.round(3, at(8, 59), 11n);
    expect(await job.execute()).toBe(5);
    expect(stats.recomputed.at(-1)).toEqual({ from: at(9), to: at(14) });
    expect(stats.stats).toEqual(
      new Map([
        [`1|${at(8).getTime()}`, 5n],
        [`2|${at(9).getTime()}`, 7n],
      ]),
    );
  });

  it('with no data yet, the first run does only the hour holding the clock', async () => {
    const { stats, job } = setup(Date.UTC(2026, 0, 15, 10, 30));
    expect(await job.execute()).toBe(1);
    expect(stats.recomputed).toEqual([{ from: new Date(Date.UTC(2026, 0, 15, 10)), to: new Date(Date.UTC(2026, 0, 15, 11)) }]);
  });
});
