import type { EngineCode } from '../../core/domain/play/engine';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import type { GameEngines } from '../../core/platform/play/ports';

/** Our own games and their engines. */
export const HOUSE_GAMES: Readonly<Record<string, EngineCode>> = {
  [HOUSE_SLOT_CODE]: 'slot',
  HOUSE_DICE: 'dice',
  HOUSE_CRASH: 'crash',
};

/**
 * Which engine plays a game: a house game by its code, and any other catalogue game through
 * `catalogue` (the lobby's games table; demo vendors' slots play the generic slot).
 */
export class HouseGameEngines implements GameEngines {
  constructor(private readonly catalogue: GameEngines = { engineOf: async () => null }) {}

  async engineOf(gameCode: string): Promise<EngineCode | null> {
    return Object.hasOwn(HOUSE_GAMES, gameCode) ? HOUSE_GAMES[gameCode]! : this.catalogue.engineOf(gameCode);
  }
}
