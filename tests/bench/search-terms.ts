import { demoCatalog } from '../../adapters/sql/seed/demo-catalog';

/**
 * What players type into the search: every distinct piece of `min` to `max` characters of the
 * demo catalogue's names (English in lower case, Urdu), none starting or ending with a space (the
 * server trims those, which would ask a term twice), in a fixed shuffled order. Each one finds games.
 */
export function nameFragments(min: number, max: number): string[] {
  const fragments = new Set<string>();
  for (const game of demoCatalog().games) {
    for (const name of [game.names.EN.toLowerCase(), game.names.UR]) {
      const chars = [...name];
      for (let at = 0; at < chars.length; at++) {
        for (let length = min; length <= max && at + length <= chars.length; length++) {
          const fragment = chars.slice(at, at + length).join('');
          if (fragment.trim() === fragment) fragments.add(fragment);
        }
      }
    }
  }
  return shuffled([...fragments]);
}

/** Fisher-Yates over a fixed linear congruential sequence: the same order on every run. */
function shuffled<T>(items: T[]): T[] {
  let state = 2026;
  for (let i = items.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
