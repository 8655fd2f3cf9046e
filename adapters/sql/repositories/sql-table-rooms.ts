import { sql, type Kysely } from 'kysely';
import type { TableRoom, TableRooms } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

/** The house tables of the games table, with their seated players counted from play sessions in the same statement. */
export class SqlTableRooms implements TableRooms {
  constructor(private readonly db: Kysely<Schema>) {}

  async open(engines: readonly string[], expiringFrom: Date): Promise<TableRoom[]> {
    if (engines.length === 0) return [];
    const rows = await this.db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
      .leftJoin('play_sessions as p', (join) => join.onRef('p.game_code', '=', 'g.game_code').on('p.expires_at', '>=', expiringFrom))
      .select(['g.node_id', 'g.game_code', 'g.name_en', 'g.name_ur', 'g.engine'])
      // A trial player has no account: each trial session is its own player.
      .select(sql<string>`count(DISTINCT coalesce(p.account_id::text, p.token_hash))`.as('seated'))
      .where('g.engine', 'in', engines)
      .where('v.maintenance', '=', false)
      .groupBy(['g.node_id', 'g.game_code', 'g.name_en', 'g.name_ur', 'g.engine', 'g.sort'])
      .orderBy('g.sort')
      .orderBy('g.node_id')
      .execute();
    return rows.map((r) => ({ nodeId: r.node_id, gameCode: r.game_code, names: { EN: r.name_en, UR: r.name_ur }, engine: r.engine, seated: Number(r.seated) }));
  }
}
