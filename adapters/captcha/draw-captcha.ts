import { GLYPH_COLUMNS, GLYPH_ROWS, GLYPH_STROKES, type Stroke } from './bitmap-font';

/** Twice the 112×40 box the login and register forms show it in, for sharp high-density screens. */
export const CAPTCHA_WIDTH = 224;
export const CAPTCHA_HEIGHT = 80;

/** Uniform numbers in [0, 1). */
export interface CaptchaRandom {
  next(): number;
}

type Rgb = readonly [number, number, number];

/** A glyph's strokes rasterised once at MASK_SCALE cells a font unit, with a unit of margin round it. */
interface Mask {
  readonly columns: number;
  readonly rows: number;
  readonly ink: Uint8Array;
}

const MASK_SCALE = 8;
const STROKE_RADIUS = 0.45;
const BACKGROUND: Rgb = [244, 239, 226];

function distanceToStroke(x: number, y: number, s: Stroke): number {
  const dx = s.x1 - s.x0;
  const dy = s.y1 - s.y0;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.x0) * dx + (y - s.y0) * dy) / length2));
  return Math.hypot(x - (s.x0 + t * dx), y - (s.y0 + t * dy));
}

function maskOf(strokes: readonly Stroke[]): Mask {
  const columns = (GLYPH_COLUMNS + 2) * MASK_SCALE;
  const rows = (GLYPH_ROWS + 2) * MASK_SCALE;
  const ink = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const u = (c + 0.5) / MASK_SCALE - 1;
      const v = (r + 0.5) / MASK_SCALE - 1;
      ink[r * columns + c] = strokes.some((s) => distanceToStroke(u, v, s) <= STROKE_RADIUS) ? 1 : 0;
    }
  }
  return { columns, rows, ink };
}

const MASKS = new Map<string, Mask>();

/** A glyph's ink, drawn when a picture first uses the glyph: drawing them all when the module loaded took 0.2 s of every process's start. */
function maskFor(glyph: string): Mask | undefined {
  let mask = MASKS.get(glyph);
  const strokes = GLYPH_STROKES.get(glyph);
  if (!mask && strokes) {
    mask = maskOf(strokes);
    MASKS.set(glyph, mask);
  }
  return mask;
}

/** A glyph placed on the picture: where, turned and slanted how far, in what ink. */
interface Placed {
  readonly mask: Mask;
  readonly cx: number;
  readonly cy: number;
  readonly cos: number;
  readonly sin: number;
  readonly scale: number;
  readonly shear: number;
  readonly color: Rgb;
}

function inks(p: Placed, x: number, y: number): boolean {
  const dx = x - p.cx;
  const dy = y - p.cy;
  const ry = -dx * p.sin + dy * p.cos;
  const rx = dx * p.cos + dy * p.sin - p.shear * ry;
  const c = Math.floor((rx / p.scale + GLYPH_COLUMNS / 2 + 1) * MASK_SCALE);
  const r = Math.floor((ry / p.scale + GLYPH_ROWS / 2 + 1) * MASK_SCALE);
  return c >= 0 && r >= 0 && c < p.mask.columns && r < p.mask.rows && p.mask.ink[r * p.mask.columns + c] === 1;
}

/** A sine curve across the picture, drawn over the text so strokes cross the glyphs. */
interface Curve {
  readonly y: number;
  readonly amplitude: number;
  readonly frequency: number;
  readonly phase: number;
  readonly halfWidth: number;
  readonly color: Rgb;
}

/**
 * Draws `text` as a raster (RGB rows): each glyph turned, slanted, scaled and overlapping its
 * neighbours, the whole picture waved, crossed by curves in the glyphs' inks, then speckled.
 */
export function drawCaptcha(text: string, random: CaptchaRandom): Uint8Array {
  const between = (low: number, high: number) => low + (high - low) * random.next();
  const ink = (): Rgb => [between(20, 120), between(20, 120), between(20, 120)];
  const margin = 20;
  const advance = (CAPTCHA_WIDTH - 2 * margin) / text.length;
  const placed: Placed[] = [...text].map((char, i) => {
    const mask = maskFor(char);
    if (!mask) throw new Error(`no glyph for ${char}`);
    const angle = between(-0.35, 0.35);
    return {
      mask,
      cx: margin + advance * (i + 0.5) + between(-3, 3),
      cy: CAPTCHA_HEIGHT / 2 + between(-5, 5),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      scale: between(7, 8.2),
      shear: between(-0.25, 0.25),
      color: ink(),
    };
  });
  const curves: Curve[] = Array.from({ length: 3 }, () => ({
    y: between(20, 60),
    amplitude: between(6, 16),
    frequency: between(0.02, 0.05),
    phase: between(0, 2 * Math.PI),
    halfWidth: between(0.7, 1.3),
    color: placed[Math.floor(random.next() * placed.length)]?.color ?? ink(),
  }));
  const wave = {
    ax: between(1.5, 3),
    fx: between(0.06, 0.11),
    px: between(0, 2 * Math.PI),
    ay: between(2, 4),
    fy: between(0.03, 0.06),
    py: between(0, 2 * Math.PI),
  };

  const sample = (x: number, y: number): Rgb => {
    for (const c of curves) if (Math.abs(y - (c.y + c.amplitude * Math.sin(c.frequency * x + c.phase))) <= c.halfWidth) return c.color;
    const wx = x + wave.ax * Math.sin(y * wave.fx + wave.px);
    const wy = y + wave.ay * Math.sin(x * wave.fy + wave.py);
    for (let i = placed.length - 1; i >= 0; i--) if (inks(placed[i]!, wx, wy)) return placed[i]!.color;
    return BACKGROUND;
  };

  const rgb = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const grain = between(-14, 14);
      const [a, b, c, d] = [sample(x + 0.25, y + 0.25), sample(x + 0.75, y + 0.25), sample(x + 0.25, y + 0.75), sample(x + 0.75, y + 0.75)];
      const mix = (k: 0 | 1 | 2) => Math.max(0, Math.min(255, Math.round((a[k] + b[k] + c[k] + d[k]) / 4 + grain)));
      rgb.set([mix(0), mix(1), mix(2)], (y * CAPTCHA_WIDTH + x) * 3);
    }
  }
  for (let n = 0; n < 160; n++)
    speckle(rgb, between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(0.6, 1.6), random.next() < 0.5 ? ink() : BACKGROUND);
  return rgb;
}

function speckle(rgb: Uint8Array, cx: number, cy: number, radius: number, color: Rgb): void {
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(CAPTCHA_HEIGHT - 1, cy + radius); y++) {
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(CAPTCHA_WIDTH - 1, cx + radius); x++) {
      if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius) rgb.set(color.map(Math.round), (y * CAPTCHA_WIDTH + x) * 3);
    }
  }
}
