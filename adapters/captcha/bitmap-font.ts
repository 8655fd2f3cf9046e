/**
 * A 5×7 bitmap font for the picture code: capitals and digits that a warped drawing cannot
 * confuse (no O/0/Q, I/1, S/5, Z/2, B/8).
 */
const ROWS: Readonly<Record<string, string>> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
};

export const GLYPH_COLUMNS = 5;
export const GLYPH_ROWS = 7;
export const CAPTCHA_ALPHABET = Object.keys(ROWS).join('');

/** A stroke of a glyph, in font units from the glyph's top-left corner (cell centres at .5). */
export interface Stroke {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const on = (rows: readonly string[], x: number, y: number) => rows[y]?.[x] === '#';

/**
 * Joins each lit cell to its lit neighbours (right, down, and the diagonals whose corners are
 * dark), so the glyph is drawn as pen strokes rather than squares; every lit cell is also a dot.
 */
function strokesOf(pattern: string): Stroke[] {
  const rows = pattern.split(' ');
  const strokes: Stroke[] = [];
  const join = (x: number, y: number, dx: number, dy: number) => strokes.push({ x0: x + 0.5, y0: y + 0.5, x1: x + dx + 0.5, y1: y + dy + 0.5 });
  for (let y = 0; y < GLYPH_ROWS; y++) {
    for (let x = 0; x < GLYPH_COLUMNS; x++) {
      if (!on(rows, x, y)) continue;
      join(x, y, 0, 0);
      if (on(rows, x + 1, y)) join(x, y, 1, 0);
      if (on(rows, x, y + 1)) join(x, y, 0, 1);
      for (const dx of [-1, 1]) if (on(rows, x + dx, y + 1) && !on(rows, x + dx, y) && !on(rows, x, y + 1)) join(x, y, dx, 1);
    }
  }
  return strokes;
}

export const GLYPH_STROKES: ReadonlyMap<string, readonly Stroke[]> = new Map(Object.entries(ROWS).map(([c, rows]) => [c, strokesOf(rows)]));
