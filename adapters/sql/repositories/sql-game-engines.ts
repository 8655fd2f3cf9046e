import type { Kysely } from 'kysely';
import { isEngineCode } from '../../../core/domain/play/engines';
import type { GameEngines, GameRef, PlayableGame } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

/** The lobby's games table tells the house which engine plays a card, and whether its vendor is under maintenance. */
export class SqlGameEngines implements GameEngines {
  constructor(private readonly db: Kysely<Schema>) {}

  async find(game: GameRef): Promise<PlayableGame | null> {
    const query = this.db
      .selectFrom('games')
      .innerJoin('game_vendors', 'game_vendors.vassalage', 'games.vassalage')
      .select(['games.game_code', 'games.name_en', 'games.engine', 'games.game_type', 'games.game_classify', 'game_vendors.maintenance']);
    const row = await (
      'gameCode' in game ? query.where('games.game_code', '=', game.gameCode) : query.where('games.node_id', '=', game.nodeId)
    ).executeTakeFirst();
    return row && isEngineCode(row.engine)
      ? {
          gameCode: row.game_code,
          name: row.name_en,
          engine: row.engine,
          gameType: row.game_type,
          gameClassify: row.game_classify,
          maintenance: row.maintenance,
        }
      : null;
  }
}
