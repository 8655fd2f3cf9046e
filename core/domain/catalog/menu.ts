import type { GameType, Vendor } from './games';

/** A row of vendors under one heading: a game type, or one of the lobby's own groupings. */
export type LaneType = GameType | 'ESPORTS' | 'COCKFIGHT' | 'MIXED';

export interface Lane {
  readonly gameType: LaneType;
  readonly vendors: readonly Vendor[];
}

/** RNG lists its first 10 vendors; mixed-win shows vendors 11 to 15. */
export const RNG_SHOWN = 10;
export const MIXED_WIN_SHOWN = 5;
/** Above this many vendors the header's drop panel uses its large layout. */
export const DROP_PANEL_SMALL_MAX = 10;

/**
 * Vendors the operator lists as esports or cockfight come out of SPORTS into their own lanes,
 * placed right after SPORTS (esports first); nothing else moves.
 */
export function splitSports(lanes: readonly Lane[], esportGames: readonly string[], cockfightGames: readonly string[]): Lane[] {
  const out: Lane[] = [];
  for (const lane of lanes) {
    if (lane.gameType !== 'SPORTS') {
      out.push(lane);
      continue;
    }
    const esports = lane.vendors.filter((v) => esportGames.includes(v.vassalage));
    const cockfight = lane.vendors.filter((v) => !esportGames.includes(v.vassalage) && cockfightGames.includes(v.vassalage));
    const sports = lane.vendors.filter((v) => !esports.includes(v) && !cockfight.includes(v));
    out.push({ gameType: 'SPORTS', vendors: sports }, { gameType: 'ESPORTS', vendors: esports }, { gameType: 'COCKFIGHT', vendors: cockfight });
  }
  return out;
}

/** RNG keeps its first 10 vendors; vendors 11-15 form the mixed-win lane, placed before SPORTS (else last). */
export function withMixedWin(lanes: readonly Lane[]): Lane[] {
  const rng = lanes.find((l) => l.gameType === 'RNG');
  const mixed: Lane = { gameType: 'MIXED', vendors: rng ? rng.vendors.slice(RNG_SHOWN, RNG_SHOWN + MIXED_WIN_SHOWN) : [] };
  const out = lanes.map((l) => (l.gameType === 'RNG' ? { gameType: l.gameType, vendors: l.vendors.slice(0, RNG_SHOWN) } : l));
  const sports = out.findIndex((l) => l.gameType === 'SPORTS');
  out.splice(sports === -1 ? out.length : sports, 0, mixed);
  return out;
}

/** Vendor lanes in the lobby's order: by game type as given, vendors by sort then code. */
export function lanesOf(vendors: readonly Vendor[], order: readonly GameType[]): Lane[] {
  const bySort = [...vendors].sort((a, b) => a.sort - b.sort || (a.vassalage < b.vassalage ? -1 : a.vassalage > b.vassalage ? 1 : 0));
  return order.map((gameType) => ({ gameType, vendors: bySort.filter((v) => v.gameType === gameType) }));
}

/** The top navigation lists only the lanes that have at least one vendor. */
export function navigationLanes(lanes: readonly Lane[]): Lane[] {
  return lanes.filter((l) => l.vendors.length > 0);
}

export type DropLayout = 'small' | 'large';

export function dropPanelLayout(vendorCount: number): DropLayout {
  return vendorCount > DROP_PANEL_SMALL_MAX ? 'large' : 'small';
}

export type MenuClick = { readonly kind: 'page' } | { readonly kind: 'vendor'; readonly vendor: Vendor };

/**
 * Clicking a game type in the header: HOME, PROMO, PVP, FISH, RNG, or a type with more than one
 * vendor goes to its page; a type with exactly one vendor opens that vendor directly.
 */
export function menuClick(type: LaneType | 'HOME' | 'PROMO', vendors: readonly Vendor[]): MenuClick {
  const alwaysPage = type === 'HOME' || type === 'PROMO' || type === 'PVP' || type === 'FISH' || type === 'RNG';
  const [only] = vendors;
  if (!alwaysPage && vendors.length === 1 && only) return { kind: 'vendor', vendor: only };
  return { kind: 'page' };
}
