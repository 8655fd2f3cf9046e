/** The home page's winner board: the largest recent wins, players' names masked. */

export const WINNER_BOARD_LIMIT = 20;
export const WINNER_BOARD_MAX = 50;
/** How far back a win counts. */
export const WINNER_BOARD_DAYS = 7;
/** The first three stand apart with medals; the rest scroll. */
export const WINNER_BOARD_PODIUM = 3;
/** Pixels the scrolling list moves each animation frame (spec "scroll step 0.5"). */
export const WINNER_SCROLL_STEP = 0.5;

const MASK = '***';

/**
 * A player's name as others may see it: the first and last characters around a fixed mask, never
 * more than half of the name, and nothing of its length ("demo_player" → "de***er", "abc" → "a***").
 */
export function maskPlayerName(name: string): string {
  const chars = [...name];
  const shown = chars.length >= 8 ? 2 : chars.length >= 4 ? 1 : 0;
  if (shown === 0) return `${chars[0] ?? ''}${MASK}`;
  return `${chars.slice(0, shown).join('')}${MASK}${chars.slice(-shown).join('')}`;
}

/** The frame rate the scroll step is counted in. */
export const WINNER_SCROLL_FPS = 60;

/** How long one whole loop of the scrolling list lasts, in seconds, at `step` pixels a frame. */
export function scrollLoopSeconds(loopLength: number, step = WINNER_SCROLL_STEP): number {
  return Math.max(loopLength, 0) / (step * WINNER_SCROLL_FPS);
}
