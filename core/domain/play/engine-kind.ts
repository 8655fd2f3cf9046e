import type { GameClassify, GameType } from '../catalog/games';
import type { EngineCode } from './engine';

/** What kind of game a catalogue entry says it is: its type and, for RNG games, its sub-category. */
export interface GameKind {
  readonly gameType: GameType | string;
  readonly gameClassify: GameClassify | string | null;
}

/** The kinds of game each house engine really is: a slot is a (jackpot) slot, dice a table game, crash an arcade game, blackjack a card game. */
const ENGINE_KINDS: Readonly<Record<EngineCode, (kind: GameKind) => boolean>> = {
  slot: (k) => k.gameType === 'RNG' && (k.gameClassify === null || k.gameClassify === 'JP'),
  dice: (k) => k.gameType === 'RNG' && k.gameClassify === 'TG',
  crash: (k) => k.gameType === 'RNG' && k.gameClassify === 'AC',
  blackjack: (k) => k.gameType === 'PVP',
};

/**
 * Whether a house engine may play an entry: only one of its own kind. A live table, a sports book,
 * a fishing or card room, a scratch card or a video poker is never played as a slot under its name;
 * such an entry's provider is not connected here.
 */
export const engineFits = (engine: EngineCode, kind: GameKind): boolean => ENGINE_KINDS[engine](kind);

/** Whether any house engine plays an entry of this kind: otherwise its provider is not connected here. */
export const houseEnginePlays = (kind: GameKind): boolean => Object.values(ENGINE_KINDS).some((fits) => fits(kind));
