import type { Platform } from '../../adapters/api-server/platform';
import type { Clock } from '../../core/domain/kernel/ports';
import { SqlTeamStatsRollup } from '../../adapters/sql/repositories/sql-team-stats-rollup';
import { RollUpTeamStats } from '../../core/platform/agency/team-stats';
import { PeriodicJob } from '../../adapters/scheduler/periodic-job';

/**
 * The longest any periodic job waits with nothing to do: jobs run when their work is due (a draw,
 * a settlement period's close) or when money moved in this process, and this often besides, for
 * what no signal told them (another process, a crash). An idle portal queries no more often.
 */
export const SAFETY_NET_MS = 60_000;

/** After money moves, the agent centre's team statistics trail the rounds by at most this much. */
const TEAM_STATS_ROLLUP_MS = 30_000;
/** How often at most each server process looks for members whose VIP level may have risen while money moves. */
const VIP_SWEEP_MS = 10_000;
/** How often at most each server process pays referral rewards while money moves. */
const REFERRAL_SWEEP_MS = 5_000;
/** How often at most each server process accrues points while money moves. */
const POINTS_SWEEP_MS = 5_000;

/** A job's wait until its next known work, on the server's clock. */
export const untilDue = (clock: Clock, dueAt: () => Promise<Date | null>) => async (): Promise<number | null> => {
  const due = await dueAt();
  return due && due.getTime() - clock.now().getTime();
};

/** The jobs each signal wakes: money moved in this process, or settings were saved. */
export interface WakeSignals {
  readonly moneyMoved: PeriodicJob[];
  readonly settingsSaved: PeriodicJob[];
}

/** The platform's periodic jobs, not yet started; `jobEveryMs` is a test's, see TestComposition. */
export function platformJobs(
  platform: Platform,
  w: { rollup: SqlTeamStatsRollup; clock: Clock; wakeWhen: WakeSignals; jobEveryMs: number | undefined },
): PeriodicJob[] {
  const { clock, wakeWhen } = w;
  const every = w.jobEveryMs ?? SAFETY_NET_MS;
  const afterMoney = (name: string, work: () => Promise<unknown>, gapMs: number) => {
    const job = new PeriodicJob(name, work, { everyMs: every, minGapMs: w.jobEveryMs ?? gapMs });
    wakeWhen.moneyMoved.push(job);
    return job;
  };
  const rollUpTeamStats = new RollUpTeamStats({ rollup: w.rollup, clock });
  const draws = new PeriodicJob('lottery_draws', () => platform.lottery.runDraws.execute(), {
    everyMs: every,
    untilDue: untilDue(clock, () => platform.lottery.runDraws.nextDueAt()),
  });
  const settlement = new PeriodicJob('agency_settlement', () => platform.agency.settleDue.execute(), {
    everyMs: every,
    untilDue: untilDue(clock, () => platform.agency.settleDue.nextDueAt()),
  });
  wakeWhen.settingsSaved.push(draws, settlement);
  return [
    new PeriodicJob('withdrawal_sweep', () => platform.sweepWithdrawals.execute(), { everyMs: every }),
    afterMoney('vip_levels', () => platform.engagement.sweepVip.execute(), VIP_SWEEP_MS),
    afterMoney('referral_rewards', () => platform.engagement.payReferrals.execute(), REFERRAL_SWEEP_MS),
    afterMoney('loyalty_points', () => platform.engagement.accruePoints.execute(), POINTS_SWEEP_MS),
    afterMoney('team_stats', () => rollUpTeamStats.execute(), TEAM_STATS_ROLLUP_MS),
    settlement,
    new PeriodicJob('stale_rounds', () => platform.play.settleStaleRounds.execute(), { everyMs: every }),
    draws,
  ];
}
