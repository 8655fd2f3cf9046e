import type { EngineCode } from '../../core/domain/play/engine';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import type { GameEngines, GameRef, PlayableGame } from '../../core/platform/play/ports';

/** Our own games and their engines. */
export const HOUSE_GAMES: Readonly<Record<string, EngineCode>> = {
  [HOUSE_SLOT_CODE]: 'slot',
  HOUSE_DICE: 'dice',
  HOUSE_CRASH: 'crash',
};

/**
 * Which engine plays a game: what `catalogue` (the lobby's games table; demo vendors' slots play
 * the generic slot) says of it, and our own games by their code where no catalogue lists them.
 */
export class HouseGameEngines implements GameEngines {
  constructor(private readonly catalogue: GameEngines = { find: async () => null }) {}

  async find(game: GameRef): Promise<PlayableGame | null> {
    const listed = await this.catalogue.find(game);
    if (listed || !('gameCode' in game) || !Object.hasOwn(HOUSE_GAMES, game.gameCode)) return listed;
    return { gameCode: game.gameCode, engine: HOUSE_GAMES[game.gameCode]!, maintenance: false };
  }
}
