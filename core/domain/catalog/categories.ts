/** The lobby's game categories and the route of each category page. */
export const GAME_CATEGORIES = ['HOME', 'PROMO', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Category pages in menu order, with their route. */
export const CATEGORY_ROUTES: readonly { readonly category: GameCategory; readonly path: string }[] = [
  { category: 'SPORTS', path: '/sports' },
  { category: 'ESPORTS', path: '/esports' },
  { category: 'LIVE', path: '/live' },
  { category: 'RNG', path: '/rng' },
  { category: 'FISH', path: '/fish' },
  { category: 'PVP', path: '/pvp' },
  { category: 'LOTT', path: '/lott' },
  { category: 'ELOTT', path: '/elott' },
];

export function categoryOfPath(path: string): GameCategory | null {
  return CATEGORY_ROUTES.find((r) => r.path === path.toLowerCase())?.category ?? null;
}

/** The page of a category, or null for one without its own page (HOME and PROMO live elsewhere). */
export function pathOfCategory(category: string): string | null {
  return CATEGORY_ROUTES.find((r) => r.category === category)?.path ?? null;
}

export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
