import type { GameClassify, GameType } from '../../domain/catalog/games';
import { HOUSE_ANDAR_BAHAR_CODE } from '../../domain/play/andar-bahar';
import type { EngineCode } from '../../domain/play/engine';
import { HOUSE_BLACKJACK_CODE } from '../../domain/play/blackjack';
import { HOUSE_SLOT_CODE } from '../../domain/play/slot';
import type { GameEngines, GameRef, PlayableGame } from './ports';

interface HouseGame {
  readonly engine: EngineCode;
  readonly name: string;
  readonly gameType: GameType;
  readonly gameClassify: GameClassify | null;
}

/** Our own games, their engines, names and kinds. */
export const HOUSE_GAMES: Readonly<Record<string, HouseGame>> = {
  [HOUSE_SLOT_CODE]: { engine: 'slot', name: 'Lotus Fortune', gameType: 'RNG', gameClassify: 'JP' },
  HOUSE_DICE: { engine: 'dice', name: 'Lotus Dice', gameType: 'RNG', gameClassify: 'TG' },
  HOUSE_CRASH: { engine: 'crash', name: 'Lotus Rocket', gameType: 'RNG', gameClassify: 'AC' },
  [HOUSE_ANDAR_BAHAR_CODE]: { engine: 'andar_bahar', name: 'Lotus Andar Bahar', gameType: 'PVP', gameClassify: null },
  HOUSE_ROULETTE: { engine: 'roulette', name: 'Lotus Roulette', gameType: 'LIVE', gameClassify: null },
  HOUSE_BACCARAT: { engine: 'baccarat', name: 'Lotus Baccarat', gameType: 'LIVE', gameClassify: null },
  [HOUSE_BLACKJACK_CODE]: { engine: 'blackjack', name: 'Lotus Blackjack', gameType: 'LIVE', gameClassify: null },
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
    return { gameCode: game.gameCode, ...HOUSE_GAMES[game.gameCode]!, maintenance: false };
  }
}
