import { sql, type Kysely } from 'kysely';
import type { FavouriteRepository, ListedGame, RecentGameRepository } from '../../../core/platform/catalog/ports';
import type { Schema } from '../schema';
import { GAME_COLUMNS, toListedGame } from './sql-catalog';

export class SqlFavourites implements FavouriteRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async ids(accountId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('favourite_games').select('node_id').where('account_id', '=', accountId).orderBy('id', 'desc').execute();
    return rows.map((r) => r.node_id);
  }

  async games(accountId: number): Promise<ListedGame[]> {
    const rows = await this.db
      .selectFrom('favourite_games as f')
      .innerJoin('games as g', 'g.node_id', 'f.node_id')
      .innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
      .select(GAME_COLUMNS)
      .where('f.account_id', '=', accountId)
      .orderBy('f.id', 'desc')
      .execute();
    return rows.map(toListedGame);
  }

  async add(accountId: number, nodeId: number): Promise<boolean> {
    const game = await this.db.selectFrom('games').select('node_id').where('node_id', '=', nodeId).executeTakeFirst();
    if (!game) return false;
    await this.db
      .insertInto('favourite_games')
      .values({ account_id: accountId, node_id: nodeId })
      .onConflict((oc) => oc.columns(['account_id', 'node_id']).doNothing())
      .execute();
    return true;
  }

  async remove(accountId: number, nodeId: number): Promise<void> {
    await this.db.deleteFrom('favourite_games').where('account_id', '=', accountId).where('node_id', '=', nodeId).execute();
  }
}

export class SqlRecentGames implements RecentGameRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async games(accountId: number, limit: number): Promise<ListedGame[]> {
    const rows = await this.db
      .selectFrom('recent_games as r')
      .innerJoin('games as g', 'g.node_id', 'r.node_id')
      .innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
      .select(GAME_COLUMNS)
      .where('r.account_id', '=', accountId)
      .orderBy('r.played_at', 'desc')
      .orderBy('g.node_id')
      .limit(limit)
      .execute();
    return rows.map(toListedGame);
  }

  async record(accountId: number, gameCode: string, at: Date, keep: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`
        INSERT INTO recent_games (account_id, node_id, played_at)
        SELECT ${accountId}, node_id, ${at} FROM games WHERE game_code = ${gameCode}
        ON CONFLICT (account_id, node_id) DO UPDATE SET played_at = excluded.played_at`.execute(trx);
      await sql`
        DELETE FROM recent_games WHERE account_id = ${accountId} AND node_id NOT IN (
          SELECT node_id FROM recent_games WHERE account_id = ${accountId} ORDER BY played_at DESC, node_id LIMIT ${keep})`.execute(trx);
    });
  }
}
