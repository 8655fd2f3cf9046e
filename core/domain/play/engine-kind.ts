import { HOUSE_LINES, type GameClassify, type GameType } from '../catalog/games';
import type { EngineCode } from './engine';

/** What kind of game a catalogue entry says it is: its type and, for RNG games, its sub-category. */
export interface GameKind {
  readonly gameType: GameType | string;
  readonly gameClassify: GameClassify | string | null;
}

/**
 * The kinds of game each house engine really is: a slot is a (jackpot) slot, dice a table game,
 * crash an arcade game, roulette a table game or a live table, baccarat and blackjack live tables
 * or card games, andar bahar a card game. Several engines may fit one kind.
 */
const ENGINE_KINDS: Readonly<Record<EngineCode, (kind: GameKind) => boolean>> = {
  slot: (k) => k.gameType === 'RNG' && (k.gameClassify === null || k.gameClassify === 'JP'),
  dice: (k) => k.gameType === 'RNG' && k.gameClassify === 'TG',
  crash: (k) => k.gameType === 'RNG' && k.gameClassify === 'AC',
  andar_bahar: (k) => k.gameType === 'PVP',
  roulette: (k) => k.gameType === 'LIVE' || (k.gameType === 'RNG' && k.gameClassify === 'TG'),
  baccarat: (k) => k.gameType === 'LIVE',
  blackjack: (k) => k.gameType === 'LIVE' || k.gameType === 'PVP',
};

/**
 * Whether a house engine may play an entry: only one of its own kind. A sports book,
 * a fishing or card room, a scratch card or a video poker is never played as a slot under its name;
 * such an entry's provider is not connected here.
 */
export const engineFits = (engine: EngineCode, kind: GameKind): boolean => ENGINE_KINDS[engine](kind);

/** Whether any house engine plays an entry of this kind: otherwise its provider is not connected here. */
export const houseEnginePlays = (kind: GameKind): boolean => Object.values(ENGINE_KINDS).some((fits) => fits(kind));

/**
 * Whether the house plays a catalogue entry: a slot of any vendor (the generic slot plays the demo
 * vendors' slots), any other kind only in the house's own lines — another vendor's table or card
 * game is that vendor's, whose provider is not connected here.
 */
export const housePlaysEntry = (entry: GameKind & { readonly vassalage: string }): boolean =>
  engineFits('slot', entry) || ((HOUSE_LINES as readonly string[]).includes(entry.vassalage) && houseEnginePlays(entry));
