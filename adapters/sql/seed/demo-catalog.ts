import {
  HOUSE_LINES,
  HOUSE_VENDOR,
  RNG_CLASSIFIES,
  type Engine,
  type Game,
  type GameClassify,
  type GameType,
  type Vendor,
} from '../../../core/domain/catalog/games';
import { ADJECTIVES, NOUNS, SLOT_PATTERNS, TYPE_NOUNS, type Word } from './game-words';

/** A vendor line of the demo catalogue and how many games it brings. */
interface DemoVendor {
  readonly code: string;
  readonly name: string;
  readonly type: GameType;
  readonly games: number;
  /** Which name list its games draw from (the game type's, unless given). */
  readonly nouns?: string;
  /** Its games' RNG sub-category, when the whole line is one. */
  readonly classify?: GameClassify;
}

/**
 * The footer vendors (PG, EG2, PT, JDB, CQ9, FC, JL, BGS) in demo product lines, and our own
 * HOUSE vendor. Slots-heavy; 10,000 games in all. RNG has 14 lines: the first 10 show under RNG,
 * 11-14 under mixed-win.
 */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  { code: 'HOUSE', name: 'Royal Lotus Originals', type: 'RNG', games: 24 },
  { code: 'PG', name: 'PG Soft', type: 'RNG', games: 1300 },
  { code: 'JDB', name: 'JDB Gaming', type: 'RNG', games: 1100 },
  { code: 'PT', name: 'Playtech', type: 'RNG', games: 1200 },
  { code: 'CQ9', name: 'CQ9 Gaming', type: 'RNG', games: 1000 },
  { code: 'JL', name: 'JILI', type: 'RNG', games: 1000 },
  { code: 'FC', name: 'Fa Chai', type: 'RNG', games: 800 },
  { code: 'EG2', name: 'EvoGaming', type: 'RNG', games: 700 },
  { code: 'BGS', name: 'BGaming', type: 'RNG', games: 700 },
  { code: 'PT_JP', name: 'Playtech Jackpots', type: 'RNG', games: 300, classify: 'JP' },
  { code: 'CQ9_ARC', name: 'CQ9 Arcade', type: 'RNG', games: 300, classify: 'AC' },
  { code: 'JL_TBL', name: 'JILI Table', type: 'RNG', games: 250, classify: 'TG' },
  { code: 'JDB_SC', name: 'JDB Scratch', type: 'RNG', games: 266, classify: 'SC' },
  { code: 'PG_VP', name: 'PG Video Poker', type: 'RNG', games: 320, classify: 'VP' },
  { code: 'HOUSE_LIVE', name: 'Royal Lotus Live', type: 'LIVE', games: 3 },
  { code: 'PT_LIVE', name: 'Playtech Live', type: 'LIVE', games: 67 },
  { code: 'EG2_LIVE', name: 'EvoGaming Live', type: 'LIVE', games: 60 },
  { code: 'BGS_LIVE', name: 'BGaming Live', type: 'LIVE', games: 50 },
  { code: 'JDB_FISH', name: 'JDB Fishing', type: 'FISH', games: 40 },
  { code: 'JL_FISH', name: 'JILI Fishing', type: 'FISH', games: 40 },
  { code: 'FC_FISH', name: 'Fa Chai Fishing', type: 'FISH', games: 40 },
  { code: 'CQ9_FISH', name: 'CQ9 Fishing', type: 'FISH', games: 40 },
  { code: 'HOUSE_CARDS', name: 'Royal Lotus Cards', type: 'PVP', games: 1 },
  { code: 'JL_PVP', name: 'JILI Cards', type: 'PVP', games: 79 },
  { code: 'FC_PVP', name: 'Fa Chai Cards', type: 'PVP', games: 80 },
  { code: 'BGS_PVP', name: 'BGaming Cards', type: 'PVP', games: 80 },
  { code: 'BGS_SB', name: 'BGS Sports', type: 'SPORTS', games: 10 },
  { code: 'EG2_SB', name: 'EvoGaming Sports', type: 'SPORTS', games: 10 },
  { code: 'EG2_ES', name: 'EvoGaming Esports', type: 'SPORTS', games: 10, nouns: 'ESPORTS' },
  { code: 'BGS_ES', name: 'BGS Esports', type: 'SPORTS', games: 10, nouns: 'ESPORTS' },
  { code: 'JL_CF', name: 'JILI Cockfight', type: 'SPORTS', games: 10, nouns: 'COCKFIGHT' },
  { code: 'JDB_LOTT', name: 'JDB Lotto', type: 'LOTT', games: 30 },
  { code: 'JL_KENO', name: 'JILI Keno', type: 'ELOTT', games: 40 },
  { code: 'CQ9_ELOTT', name: 'CQ9 E-Lottery', type: 'ELOTT', games: 40 },
];

interface OwnGame {
  readonly code: string;
  readonly en: string;
  readonly ur: string;
  readonly engine: Engine;
  readonly classify: GameClassify | null;
}

/** Our own games, first in each house line; the rest of HOUSE are slots. */
const HOUSE_GAMES: Readonly<Record<(typeof HOUSE_LINES)[number], readonly OwnGame[]>> = {
  HOUSE: [
    { code: 'HOUSE_LOTUS', en: 'Lotus Fortune', ur: 'کنول کی قسمت', engine: 'slot', classify: 'JP' },
    { code: 'HOUSE_DICE', en: 'Lotus Dice', ur: 'کنول پانسہ', engine: 'dice', classify: 'TG' },
    { code: 'HOUSE_CRASH', en: 'Lotus Crash', ur: 'کنول کریش', engine: 'crash', classify: 'AC' },
  ],
  HOUSE_LIVE: [
    { code: 'HOUSE_BACCARAT', en: 'Lotus Baccarat', ur: 'کنول بیکریٹ', engine: 'baccarat', classify: null },
    { code: 'HOUSE_ROULETTE', en: 'Lotus Roulette', ur: 'کنول رولیٹ', engine: 'roulette', classify: null },
    { code: 'HOUSE_BLACKJACK', en: 'Lotus Blackjack', ur: 'کنول بلیک جیک', engine: 'blackjack', classify: null },
  ],
  HOUSE_CARDS: [{ code: 'HOUSE_ANDAR_BAHAR', en: 'Lotus Andar Bahar', ur: 'کنول اندر باہر', engine: 'andar_bahar', classify: null }],
};

const ownGamesOf = (vendor: string): readonly OwnGame[] => (Object.hasOwn(HOUSE_GAMES, vendor) ? HOUSE_GAMES[vendor as keyof typeof HOUSE_GAMES] : []);

export type SeedGame = Game & { readonly sort: number; readonly hotRank: number | null };

/** mulberry32: a small seeded PRNG, so the catalogue is the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fill = (pattern: string, a: string, n: string) => pattern.replace('{a}', a).replace('{n}', n);

/** The demo catalogue: vendors and games with deterministic names, codes, sub-categories and hot ranks. */
export function demoCatalog(seed = 2026): { vendors: Vendor[]; games: SeedGame[] } {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const used = new Set<string>();
  const games: SeedGame[] = [];
  const vendors = DEMO_VENDORS.map((v, sort): Vendor => ({
    vassalage: v.code,
    displayName: v.name,
    gameType: v.type,
    lagerIcon: '',
    maintenance: false,
    sort,
  }));
  for (const vendor of DEMO_VENDORS) {
    const house = ownGamesOf(vendor.code);
    for (let i = 0; i < vendor.games; i++) {
      const own = house[i];
      const name = own ? ([own.en, own.ur] as const) : uniqueName(vendor, used, pick);
      const drawn = own ? own.classify : vendor.type !== 'RNG' ? null : (vendor.classify ?? (random() < 0.12 ? pick(RNG_CLASSIFIES) : null));
      // The rest of the house line are house slots, so the house slot engine may play every one of them.
      const classify = own || vendor.code !== HOUSE_VENDOR || drawn === 'JP' ? drawn : null;
      games.push({
        nodeId: games.length + 1,
        gameCode: own ? own.code : `${vendor.code.toLowerCase().replace(/_/g, '-')}-${String(i + 1).padStart(4, '0')}`,
        names: { EN: name[0], UR: name[1] },
        vassalage: vendor.code,
        gameType: vendor.type,
        gameClassify: classify,
        isGame: 'GAME',
        engine: own ? own.engine : 'slot',
        sort: i,
        hotRank: own || random() < 0.04 ? Math.floor(random() * 1000) : null,
      });
    }
  }
  return { vendors, games };
}

/** What a portal offers outside a demo too: the house vendor with the house's own games. */
export function houseCatalog(): { vendors: Vendor[]; games: SeedGame[] } {
  const { vendors, games } = demoCatalog();
  const own = new Set(Object.values(HOUSE_GAMES).flatMap((line) => line.map((g) => g.code)));
  return { vendors: vendors.filter((v) => (HOUSE_LINES as readonly string[]).includes(v.vassalage)), games: games.filter((g) => own.has(g.gameCode)) };
}

function uniqueName(vendor: DemoVendor, used: Set<string>, pick: <T>(list: readonly T[]) => T): Word {
  const nouns = vendor.type === 'RNG' ? NOUNS : TYPE_NOUNS[vendor.nouns ?? vendor.type]!;
  const pattern: Word = vendor.type === 'RNG' ? pick(SLOT_PATTERNS) : ['{a} {n}', '{a} {n}'];
  for (let attempt = 0; ; attempt++) {
    const [a, n] = [pick(ADJECTIVES), pick(nouns)];
    const suffix = attempt < 20 ? '' : ` ${attempt - 18}`;
    const en = fill(pattern[0], a[0], n[0]) + suffix;
    if (used.has(en)) continue;
    used.add(en);
    return [en, fill(pattern[1], a[1], n[1]) + suffix];
  }
}
