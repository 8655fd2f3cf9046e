import type { Clock } from '../../domain/kernel/ports';

/**
 * Recomputes the hourly member and team statistics. Every hour it touches is recomputed from the
 * source rows (never incremented), so reruns, and two processes running it at once, cannot
 * double count.
 */
export interface TeamStatsRollup {
  /**
   * Recomputes every hour from one hour before the watermark (or from the first hour with data)
   * up to the hour holding `until`, and moves the watermark to `until`. Answers how many hours it
   * recomputed.
   */
  rollUp(until: Date): Promise<number>;
}

/** The periodic job: brings the statistics up to the clock's current hour. */
export class RollUpTeamStats {
  constructor(private readonly deps: { rollup: TeamStatsRollup; clock: Clock }) {}

  async execute(): Promise<number> {
    return this.deps.rollup.rollUp(this.deps.clock.now());
  }
}
