import type { Kysely } from 'kysely';
import type { BigWin, WinRepository } from '../../../core/platform/catalog/ports';
import type { GameType } from '../../../core/domain/catalog/games';
import type { Schema } from '../schema';
import { GAME_COLUMNS, toListedGame } from './sql-catalog';

/** Paid-out rounds on catalogue games (index rounds_wins); rounds of games the catalogue does not list are left out. */
export class SqlWins implements WinRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async biggest(query: { since: Date; gameType?: GameType; limit: number }): Promise<BigWin[]> {
    let q = this.db
      .selectFrom('rounds as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .innerJoin('games as g', 'g.game_code', 'r.game_code')
      .innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
      .select([...GAME_COLUMNS, 'r.id as round_id', 'r.win', 'r.ended_at', 'a.username'])
      .where('r.status', '=', 'closed')
      .where('r.win', '>', 0n)
      .where('r.ended_at', '>=', query.since);
    if (query.gameType) q = q.where('g.game_type', '=', query.gameType);
    const rows = await q.orderBy('r.win', 'desc').orderBy('r.ended_at').orderBy('r.id').limit(query.limit).execute();
    return rows.map((r) => ({ roundId: r.round_id, username: r.username, win: BigInt(r.win), endedAt: new Date(r.ended_at!), game: toListedGame(r) }));
  }
}
