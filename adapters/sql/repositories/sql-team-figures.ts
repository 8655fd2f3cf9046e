import { sql, type Kysely } from 'kysely';
import type { RealtimeFigures } from '../../../core/domain/agency/contract-pay';
import type { TeamFigures } from '../../../core/domain/agency/contract-terms';
import type { TeamFigureSource, TeamReports, TeamStatsRollup } from '../../../core/platform/agency/ports';
import type { Schema } from '../schema';

/**
 * Team figures for settlement. Tiered contracts read the rolled-up hourly statistics (TeamReports);
 * real-time salaries read the period's closed team rounds, since their minimum bet applies per round.
 */
export class SqlTeamFigures implements TeamFigureSource {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly rollup: TeamStatsRollup,
    private readonly reports: Pick<TeamReports, 'teamFigures'>,
  ) {}

  async catchUp(until: Date): Promise<void> {
    await this.rollup.rollUp(until);
  }

  async tiered(holderIds: readonly number[], from: Date, to: Date, activeThreshold: bigint): Promise<ReadonlyMap<number, TeamFigures>> {
    const rows = await this.reports.teamFigures(holderIds, { from, to }, activeThreshold);
    return new Map(rows.map((r) => [r.agentId, { validBet: r.validBet, loss: r.bet - r.win, activeMembers: r.activeMembers }]));
  }

  async realtime(holders: readonly { holderId: number; minBet: bigint }[], from: Date, to: Date): Promise<ReadonlyMap<number, RealtimeFigures>> {
    const figures = new Map<number, RealtimeFigures>();
    for (const { holderId, minBet } of holders) {
      const { rows } = await sql<{ lost: string; won: string }>`
        SELECT coalesce(sum(r.stake) FILTER (WHERE r.stake > r.win), 0) AS lost, coalesce(sum(r.stake) FILTER (WHERE r.stake <= r.win), 0) AS won
        FROM agent_paths p JOIN rounds r ON r.account_id = p.descendant_id
        WHERE p.ancestor_id = ${holderId} AND r.status = 'closed' AND r.ended_at >= ${from} AND r.ended_at < ${to} AND r.stake >= ${minBet} AND r.stake > 0`.execute(
        this.db,
      );
      figures.set(holderId, { lostStake: BigInt(rows[0]!.lost), wonStake: BigInt(rows[0]!.won) });
    }
    return figures;
  }
}
