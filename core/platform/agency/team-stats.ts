import type { Clock } from '../../domain/kernel/ports';
import type { TeamStatsRollup } from './ports';

/** The periodic job: brings the statistics up to the clock's current hour. */
export class RollUpTeamStats {
  constructor(private readonly deps: { rollup: TeamStatsRollup; clock: Clock }) {}

  async execute(): Promise<number> {
    return this.deps.rollup.rollUp(this.deps.clock.now());
  }
}
