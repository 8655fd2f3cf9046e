import { colourOf, columnOf, SPOTS, streetOf, WHEEL_ORDER, type BetKind, type Spot } from '../../../core/domain/play/roulette-table';
import { t } from './texts/language';

const NS = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  el.append(...children);
  return el;
}

const SECTOR = 360 / WHEEL_ORDER.length;
const polar = (r: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};

/** A European wheel: its rotor (pockets in wheel order, pocket i centred i sectors clockwise of the top) under a fixed pointer. */
export function wheelSvg(): { readonly element: SVGSVGElement; readonly rotor: SVGGElement; readonly ball: SVGCircleElement } {
  const pockets = WHEEL_ORDER.map((n, i) => {
    const from = (i - 0.5) * SECTOR;
    const to = (i + 0.5) * SECTOR;
    return svg(
      'g',
      {},
      svg('path', {
        d: `M ${polar(96, from)} A 96 96 0 0 1 ${polar(96, to)} L ${polar(64, to)} A 64 64 0 0 0 ${polar(64, from)} Z`,
        class: `pocket ${colourOf(n)}`,
      }),
      svg('text', { x: 0, y: -84, transform: `rotate(${i * SECTOR})`, class: 'pocket-number' }, String(n)),
    );
  });
  const rotor = svg('g', { class: 'rotor' }, ...pockets, svg('circle', { r: 64, class: 'wheel-bowl' }), svg('circle', { r: 26, class: 'wheel-hub' }));
  const ball = svg('circle', { cx: 0, cy: -70, r: 5, class: 'ball' });
  const element = svg(
    'svg',
    { viewBox: '-100 -100 200 200', class: 'wheel', role: 'img', 'aria-label': t.roulette.wheel },
    rotor,
    ball,
    svg('path', { d: 'M -6 -100 L 6 -100 L 0 -88 Z', class: 'pointer' }),
  );
  return { element, rotor, ball };
}

/** The layout in table units: u runs along the table (zero at 0, street r at 1 + r, columns at 13), v across it (column 3 at 0, outside bets from 3). */
interface Box {
  readonly u: number;
  readonly v: number;
  readonly du: number;
  readonly dv: number;
}
const LENGTH = 14;
const WIDTH = 4.2;
const ZONE = 0.36;
const cellOf = (n: number): Box => (n === 0 ? { u: 0, v: 0, du: 1, dv: 3 } : { u: 1 + streetOf(n), v: 2 - columnOf(n), du: 1, dv: 1 });
const zoneAt = (u: number, v: number, du = ZONE, dv = ZONE): Box => ({ u: u - du / 2, v: v - dv / 2, du, dv });
const OUTSIDE: Readonly<Record<string, [Box, string]>> = {
  'dozen:1': [{ u: 1, v: 3, du: 4, dv: 0.6 }, t.roulette.dozens[0]!],
  'dozen:2': [{ u: 5, v: 3, du: 4, dv: 0.6 }, t.roulette.dozens[1]!],
  'dozen:3': [{ u: 9, v: 3, du: 4, dv: 0.6 }, t.roulette.dozens[2]!],
  'column:1': [{ u: 13, v: 2, du: 1, dv: 1 }, '2:1'],
  'column:2': [{ u: 13, v: 1, du: 1, dv: 1 }, '2:1'],
  'column:3': [{ u: 13, v: 0, du: 1, dv: 1 }, '2:1'],
  low: [{ u: 1, v: 3.6, du: 2, dv: 0.6 }, '1–18'],
  even: [{ u: 3, v: 3.6, du: 2, dv: 0.6 }, t.roulette.spot.even],
  red: [{ u: 5, v: 3.6, du: 2, dv: 0.6 }, '◆'],
  black: [{ u: 7, v: 3.6, du: 2, dv: 0.6 }, '◆'],
  odd: [{ u: 9, v: 3.6, du: 2, dv: 0.6 }, t.roulette.spot.odd],
  high: [{ u: 11, v: 3.6, du: 2, dv: 0.6 }, '19–36'],
};

/** A spot in words, its kind and then its numbers: "Split 17-20", "Red". */
export function spotLabel(name: string): string {
  const [kind, numbers] = name.split(':') as [BetKind, string | undefined];
  return numbers === undefined ? t.roulette.spot[kind] : `${t.roulette.spot[kind]} ${numbers}`;
}

/** Where a spot is taken on the layout: a number's cell, an outside box, or a zone on the lines between numbers. */
function boxOf(spot: Spot): Box {
  const [first] = spot.numbers as [number];
  const centre = (n: number) => ({ u: cellOf(n).u + 0.5, v: cellOf(n).v + 0.5 });
  switch (spot.kind) {
    case 'straight':
      return cellOf(first);
    case 'street':
      return zoneAt(1.5 + streetOf(first), 3, 0.6);
    case 'line':
      return zoneAt(2 + streetOf(first), 3);
    case 'trio':
      return zoneAt(1, spot.numbers.includes(1) ? 2 : 1);
    case 'basket':
      return zoneAt(1, 3);
    case 'split':
      if (first === 0) return zoneAt(1, centre(spot.numbers[1]!).v, ZONE, 0.6);
      return ((a, b) => (a.u === b.u ? zoneAt(a.u, (a.v + b.v) / 2, 0.6) : zoneAt((a.u + b.u) / 2, a.v, ZONE, 0.6)))(centre(first), centre(spot.numbers[1]!));
    case 'corner':
      return zoneAt(centre(first).u + 0.5, centre(first).v - 0.5);
    default:
      return OUTSIDE[spot.name]![0];
  }
}

export interface LayoutSpot {
  readonly spot: Spot;
  readonly hit: SVGRectElement;
  /** The chip's centre in the drawing. */
  readonly x: number;
  readonly y: number;
}

/**
 * The table layout, along the screen (zero on the left) or down it for a narrow screen (zero on
 * top, outside bets on the left); every spot a tappable rectangle, the numbers' cells by number.
 */
export function layoutSvg(vertical: boolean): {
  readonly element: SVGSVGElement;
  readonly spots: readonly LayoutSpot[];
  readonly cells: ReadonlyMap<number, SVGGElement>;
  readonly chips: SVGGElement;
  readonly unit: number;
} {
  const [su, sv] = vertical ? [46, 84] : [50, 50];
  const place = (b: Box) =>
    vertical
      ? { x: (WIDTH - b.v - b.dv) * sv, y: b.u * su, width: b.dv * sv, height: b.du * su }
      : { x: b.u * su, y: b.v * sv, width: b.du * su, height: b.dv * sv };
  const label = (b: Box, text: string, turn: boolean) => {
    const r = place(b);
    const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
    return svg('text', { x, y, class: 'felt-label', ...(turn ? { transform: `rotate(-90 ${x} ${y})` } : {}) }, text);
  };
  const cells = new Map<number, SVGGElement>();
  for (let n = 0; n <= 36; n++) {
    const b = cellOf(n);
    cells.set(n, svg('g', { class: `felt-cell ${colourOf(n)}` }, svg('rect', { ...place(b), rx: 3 }), label(b, String(n), false)));
  }
  const outside = Object.entries(OUTSIDE).map(([name, [b, text]]) =>
    svg(
      'g',
      { class: `felt-cell outside ${name === 'red' || name === 'black' ? name + '-diamond' : ''}` },
      svg('rect', { ...place(b), rx: 3 }),
      label(b, text, vertical && b.dv < 1),
    ),
  );
  // Whole cells first, so that the zones on their edges lie on top of them.
  const isArea = (spot: Spot) => spot.kind === 'straight' || spot.numbers.length >= 12;
  const spots = [...SPOTS.filter(isArea), ...SPOTS.filter((spot) => !isArea(spot))].map((spot) => {
    const r = place(boxOf(spot));
    // The numbers and outside bets take the keyboard's focus; the zones between numbers are for pointers only.
    const hit = svg('rect', {
      ...r,
      class: `hit ${isArea(spot) ? 'area' : 'zone'}`,
      'data-spot': spot.name,
      role: 'button',
      'aria-label': spotLabel(spot.name),
      ...(isArea(spot) ? { tabindex: 0 } : {}),
    });
    return { spot, hit, x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  const chips = svg('g', { class: 'felt-chips' });
  const [w, h] = vertical ? [WIDTH * sv, LENGTH * su] : [LENGTH * su, WIDTH * sv];
  const element = svg(
    'svg',
    { viewBox: `-2 -2 ${w + 4} ${h + 4}`, class: `felt ${vertical ? 'vertical' : ''}`, 'data-testid': 'layout' },
    ...cells.values(),
    ...outside,
    ...spots.map((s) => s.hit),
    chips,
  );
  return { element, spots, cells, chips, unit: Math.min(su, sv) };
}
