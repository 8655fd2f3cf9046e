import { sql, type Kysely, type Selectable } from 'kysely';
import type { Mission, MissionMetric, MissionPeriod, PeriodWindow } from '../../../core/domain/engagement/missions';
import type { MissionClaims, MissionRepository, MissionScores } from '../../../core/platform/engagement/ports';
import type { MissionsTable, Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

const toMission = (r: Selectable<MissionsTable>): Mission => ({
  id: r.id,
  title: r.title,
  period: r.period as MissionPeriod,
  metric: r.metric as MissionMetric,
  gameType: r.game_type,
  target: BigInt(r.target),
  reward: BigInt(r.reward),
  sort: r.sort,
  enabled: r.enabled,
  texts: r.texts,
});

export class SqlMissions implements MissionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(m: Omit<Mission, 'id' | 'enabled'>, by: AuditActor): Promise<Mission> {
    return acting(this.db, by, async (db) => {
      const row = await db
        .insertInto('missions')
        .values({
          title: m.title,
          period: m.period,
          metric: m.metric,
          game_type: m.gameType,
          target: m.target,
          reward: m.reward,
          sort: m.sort,
          texts: JSON.stringify(m.texts),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMission(row);
    });
  }

  async list(): Promise<Mission[]> {
    return (await this.db.selectFrom('missions').selectAll().orderBy('id').execute()).map(toMission);
  }

  async find(id: number): Promise<Mission | null> {
    const row = await this.db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toMission(row) : null;
  }

  async setEnabled(id: number, enabled: boolean, by: AuditActor): Promise<boolean> {
    return acting(this.db, by, async (db) => {
      return (await db.updateTable('missions').set({ enabled }).where('id', '=', id).executeTakeFirst()).numUpdatedRows > 0n;
    });
  }
}

/** Scores from settled rounds (valid bet or count, of one game type or any) and approved deposits of the window. */
export class SqlMissionScores implements MissionScores {
  constructor(private readonly db: Kysely<Schema>) {}

  private scoresQuery(mission: Mission, window: PeriodWindow, accountId: number | null) {
    const who = accountId === null ? sql`` : sql`AND account_id = ${accountId}`;
    if (mission.metric === 'deposit') {
      return sql<{ account_id: number; score: string }>`
        SELECT account_id, sum(amount) AS score FROM deposits
        WHERE status = 'approved' AND decided_at >= ${window.from} AND decided_at < ${window.to} ${who} GROUP BY account_id`;
    }
    const measure = mission.metric === 'rounds' ? sql`count(*)` : sql`sum(stake)`;
    const ofType =
      mission.gameType === '' ? sql`` : sql`AND coalesce((SELECT g.game_type FROM games g WHERE g.game_code = r.game_code), 'RNG') = ${mission.gameType}`;
    return sql<{ account_id: number; score: string }>`
      SELECT account_id, ${measure} AS score FROM rounds r
      WHERE status = 'closed' AND ended_at >= ${window.from} AND ended_at < ${window.to} ${who} ${ofType} GROUP BY account_id`;
  }

  async progress(accountId: number, mission: Mission, window: PeriodWindow): Promise<bigint> {
    const rows = await this.scoresQuery(mission, window, accountId).execute(this.db);
    return BigInt(rows.rows[0]?.score ?? 0);
  }

  async leaderboard(mission: Mission, window: PeriodWindow, limit: number): Promise<{ username: string; score: bigint }[]> {
    const scores = this.scoresQuery(mission, window, null);
    const rows = await sql<{ username: string; score: string }>`
      SELECT a.username, s.score FROM (${scores}) s JOIN accounts a ON a.id = s.account_id
      ORDER BY s.score DESC, a.id LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({ username: r.username, score: BigInt(r.score) }));
  }
}

export class SqlMissionClaims implements MissionClaims {
  constructor(private readonly db: Kysely<Schema>) {}

  async claimed(accountId: number, periods: readonly string[]): Promise<{ missionId: number; period: string; status: 'paying' | 'paid' }[]> {
    if (periods.length === 0) return [];
    const rows = await this.db
      .selectFrom('mission_claims')
      .select(['mission_id', 'period', 'status'])
      .where('account_id', '=', accountId)
      .where('period', 'in', [...periods])
      .execute();
    return rows.map((r) => ({ missionId: r.mission_id, period: r.period, status: r.status as 'paying' | 'paid' }));
  }

  async open(missionId: number, accountId: number, period: string, amount: bigint): Promise<boolean> {
    const row = await this.db
      .insertInto('mission_claims')
      .values({ mission_id: missionId, account_id: accountId, period, amount, status: 'paying' })
      .onConflict((oc) => oc.doNothing())
      .returning('mission_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markPaid(missionId: number, accountId: number, period: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mission_claims')
      .set({ status: 'paid' })
      .where('mission_id', '=', missionId)
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .where('status', '=', 'paying')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
