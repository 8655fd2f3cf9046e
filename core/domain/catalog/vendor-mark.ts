/** A vendor's drawn mark: a shape in its colours with its monogram, the same in the lobby's tabs and on its games' art. */
export interface VendorMark {
  /** An SVG path in a 32×32 box. */
  readonly shape: string;
  readonly fill: string;
  readonly ink: string;
  /** Up to three letters; empty where the shape is the whole mark. */
  readonly monogram: string;
  /** Its hue (0–359), the base of its games' palettes. */
  readonly hue: number;
}

const SHAPES = {
  hexagon: 'M16 1 29 8.5V23.5L16 31 3 23.5V8.5Z',
  shield: 'M16 1 29 5V15C29 23 23 28.5 16 31 9 28.5 3 23 3 15V5Z',
  circle: 'M16 1A15 15 0 1 1 15.99 1Z',
  diamond: 'M16 1 31 16 16 31 1 16Z',
  burst: 'M16 1 20 7 27 5 25 12 31 16 25 20 27 27 20 25 16 31 12 25 5 27 7 20 1 16 7 12 5 5 12 7Z',
  triangle: 'M16 2C17 2 30 26 30 27S29 29 28 29H4C3 29 2 28 2 27S15 2 16 2Z',
  squircle: 'M16 1C28 1 31 4 31 16S28 31 16 31 1 28 1 16 4 1 16 1Z',
  ring: 'M16 1A15 15 0 1 1 15.99 1ZM16 6A10 10 0 1 0 16.01 6Z',
  lotus: 'M16 3C21 9 21 17 16 25 11 17 11 9 16 3ZM16 27C9 26 3 21 1 13 8 13 13 18 16 27ZM16 27C23 26 29 21 31 13 24 13 19 18 16 27Z',
} as const;

/** The brands behind the demo's vendor lines (a line's code starts with its brand's). */
const BRANDS: Readonly<Record<string, Omit<VendorMark, 'monogram'> & { readonly monogram?: string }>> = {
  HOUSE: { shape: SHAPES.lotus, fill: '#f472b6', ink: '#fff', hue: 330, monogram: '' },
  PG: { shape: SHAPES.hexagon, fill: '#f97316', ink: '#fff', hue: 24 },
  JDB: { shape: SHAPES.shield, fill: '#dc2626', ink: '#fff', hue: 0 },
  PT: { shape: SHAPES.circle, fill: '#2563eb', ink: '#fff', hue: 220 },
  CQ9: { shape: SHAPES.diamond, fill: '#9333ea', ink: '#fff', hue: 275 },
  JL: { shape: SHAPES.burst, fill: '#eab308', ink: '#422006', hue: 48 },
  FC: { shape: SHAPES.ring, fill: '#0d9488', ink: '#fff', hue: 172 },
  EG2: { shape: SHAPES.triangle, fill: '#16a34a', ink: '#fff', hue: 140, monogram: 'EG' },
  BGS: { shape: SHAPES.squircle, fill: '#4f46e5', ink: '#fff', hue: 245, monogram: 'BG' },
};

const OTHER_SHAPES = [SHAPES.hexagon, SHAPES.shield, SHAPES.circle, SHAPES.diamond, SHAPES.squircle];

/** FNV-1a: a stable number from a text. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The mark of a vendor line: its brand's, or one drawn from its code for a vendor the demo does not know. */
export function vendorMark(vassalage: string): VendorMark {
  const brand = vassalage.split('_')[0]!;
  const known = BRANDS[brand];
  if (known) return { ...known, monogram: known.monogram ?? brand };
  const h = stableHash(vassalage);
  const hue = h % 360;
  return { shape: OTHER_SHAPES[(h >>> 9) % OTHER_SHAPES.length]!, fill: `hsl(${hue} 65% 42%)`, ink: '#fff', hue, monogram: brand.slice(0, 3) };
}
