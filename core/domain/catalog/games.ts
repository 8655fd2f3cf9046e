/** Vendor lines and games of the catalogue. */

/** What a vendor line or a game is, as providers report it. */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** RNG sub-categories: scratch, video poker, jackpot, table games, arcade; bingo only with language TY. */
export const RNG_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
export const GAME_CLASSIFIES = [...RNG_CLASSIFIES, 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

export function rngClassifies(supportLanguages: readonly string[]): GameClassify[] {
  return supportLanguages.includes('TY') ? [...GAME_CLASSIFIES] : [...RNG_CLASSIFIES];
}

/** The vendor line of the house's own games, which the house engines play. */
export const HOUSE_VENDOR = 'HOUSE';
/** The house's own live-casino tables and card games, each a line of its game type. */
export const HOUSE_LINES = [HOUSE_VENDOR, 'HOUSE_LIVE', 'HOUSE_CARDS'] as const;

/** 'VASSALAGE' marks an entry standing for a vendor's whole game list rather than one game. */
export type IsGame = 'GAME' | 'VASSALAGE';

/** The house engine that plays a game: demo vendors' games all run on the generic slot. */
export type Engine = 'slot' | 'dice' | 'crash' | 'mines' | 'baccarat' | 'roulette' | 'andar_bahar' | 'blackjack';

export const LANGUAGES = ['EN', 'UR'] as const;
export type CatalogLanguage = (typeof LANGUAGES)[number];

export interface Vendor {
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameType: GameType;
  readonly lagerIcon: string;
  readonly maintenance: boolean;
  readonly sort: number;
}

export interface Game {
  readonly nodeId: number;
  readonly gameCode: string;
  readonly names: Readonly<Record<CatalogLanguage, string>>;
  readonly vassalage: string;
  readonly gameType: GameType;
  readonly gameClassify: GameClassify | null;
  readonly isGame: IsGame;
  readonly engine: Engine;
}

/** A game's name in a language, English when it has none in that one. */
export function nameIn(game: Pick<Game, 'names'>, language: string): string {
  return (LANGUAGES as readonly string[]).includes(language) ? game.names[language as CatalogLanguage] || game.names.EN : game.names.EN;
}
