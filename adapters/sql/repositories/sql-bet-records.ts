import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BetFilter, BetPage, BetRecordRepository, BetRow, BetStatus, BetTotals, GameTypeTotals } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

const HOUSE = 'house';
const STATUS = sql<BetStatus>`CASE WHEN r.status = 'open' THEN 'open' WHEN r.stake = 0 AND EXISTS (SELECT 1 FROM round_steps s WHERE s.round_id = r.id AND s.kind IN ('rollback', 'refund')) THEN 'cancelled' ELSE 'settled' END`;
const VALID = sql<bigint>`CASE WHEN r.status = 'closed' THEN r.stake ELSE 0 END`;
const PROFIT = sql<bigint>`CASE WHEN r.status = 'closed' THEN r.win - r.stake ELSE 0 END`;
const TOTALS = [
  sql<string>`count(*)`.as('count'),
  sql<string>`coalesce(sum(r.stake), 0)`.as('bet'),
  sql<string>`coalesce(sum(${VALID}), 0)`.as('validBet'),
  sql<string>`coalesce(sum(r.win), 0)`.as('win'),
  sql<string>`coalesce(sum(${PROFIT}), 0)`.as('profit'),
];

const totalsOf = (row: { count: unknown; bet: unknown; validBet: unknown; win: unknown; profit: unknown } | undefined): BetTotals => ({
  count: Number(row?.count ?? 0),
  bet: BigInt(String(row?.bet ?? 0)),
  validBet: BigInt(String(row?.validBet ?? 0)),
  win: BigInt(String(row?.win ?? 0)),
  profit: BigInt(String(row?.profit ?? 0)),
});

/** Rounds joined to the catalogue (a round of a game the catalogue no longer lists keeps its code). */
export class SqlBetRecords implements BetRecordRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  private rounds(accountId: number, filter: { gameType?: string; from?: Date; to?: Date }) {
    let query = this.db
      .selectFrom('rounds as r')
      .leftJoin('games as g', 'g.game_code', 'r.game_code')
      .leftJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
      .where('r.account_id', '=', accountId);
    if (filter.from) query = query.where('r.started_at', '>=', filter.from);
    if (filter.to) query = query.where('r.started_at', '<=', filter.to);
    if (filter.gameType) query = query.where(sql<string>`coalesce(g.game_type, 'RNG')`, '=', filter.gameType);
    return query;
  }

  async page(accountId: number, filter: BetFilter): Promise<BetPage> {
    const base = this.rounds(accountId, filter);
    const [rows, totals] = await Promise.all([
      base
        .select([
          'r.id',
          'r.provider',
          'r.game_code',
          'r.stake',
          'r.win',
          'r.started_at',
          'r.ended_at',
          sql<string>`coalesce(g.name_en, r.game_code)`.as('game_name'),
          sql<string>`coalesce(v.display_name, r.provider)`.as('vendor'),
          sql<string>`coalesce(g.game_type, 'RNG')`.as('game_type'),
          'g.game_classify',
          VALID.as('valid_bet'),
          PROFIT.as('profit'),
          STATUS.as('bet_status'),
        ])
        .orderBy('r.started_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      (base as SelectQueryBuilder<any, any, object>).select(TOTALS).executeTakeFirst(),
    ]);
    const items = rows.map((r): BetRow => ({
      roundId: r.id,
      gameCode: r.game_code,
      gameName: r.game_name,
      vendor: r.vendor,
      gameType: r.game_type,
      gameClassify: r.game_classify ?? null,
      bet: BigInt(r.stake),
      validBet: BigInt(String(r.valid_bet)),
      win: BigInt(r.win),
      profit: BigInt(String(r.profit)),
      status: r.bet_status,
      startedAt: new Date(r.started_at),
      endedAt: r.ended_at ? new Date(r.ended_at) : null,
      house: r.provider === HOUSE,
    }));
    const sums = totalsOf(totals as never);
    return { items, total: sums.count, totals: sums };
  }

  async summary(accountId: number, period: { from?: Date; to?: Date }): Promise<GameTypeTotals[]> {
    const rows = await (this.rounds(accountId, period) as SelectQueryBuilder<any, any, object>)
      .select([sql<string>`coalesce(g.game_type, 'RNG')`.as('game_type'), ...TOTALS])
      .groupBy(sql`coalesce(g.game_type, 'RNG')`)
      .execute();
    return rows
      .map((row: any) => ({ gameType: row.game_type as string, ...totalsOf(row) }))
      .sort((a, b) => (b.validBet > a.validBet ? 1 : b.validBet < a.validBet ? -1 : a.gameType.localeCompare(b.gameType)));
  }
}
