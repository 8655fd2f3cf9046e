import type { Kysely } from 'kysely';
import type { EngineCode } from '../../../core/domain/play/engine';
import type { GameEngines } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

const PLAYABLE: readonly string[] = ['slot', 'dice', 'crash'];

/** The lobby's games table tells the house which engine plays a card; a vendor under maintenance plays nothing. */
export class SqlGameEngines implements GameEngines {
  constructor(private readonly db: Kysely<Schema>) {}

  async engineOf(gameCode: string): Promise<EngineCode | null> {
    const row = await this.db
      .selectFrom('games')
      .innerJoin('game_vendors', 'game_vendors.vassalage', 'games.vassalage')
      .select('games.engine')
      .where('games.game_code', '=', gameCode)
      .where('game_vendors.maintenance', '=', false)
      .executeTakeFirst();
    return row && PLAYABLE.includes(row.engine) ? (row.engine as EngineCode) : null;
  }
}
