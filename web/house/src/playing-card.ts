import { SUIT_GLYPHS, SUIT_NAMES, rankLabel, type Card } from '../../../core/domain/play/cards';

const SVG = 'http://www.w3.org/2000/svg';

const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] => {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  if (text) el.textContent = text;
  return el;
};

/** A playing card drawn in SVG: rank and suit in two corners and a large suit in the middle, red for hearts and diamonds. */
export function playingCard(card: Card): SVGSVGElement {
  const colour = card.suit === 1 || card.suit === 2 ? '#c8102e' : '#1a1a2e';
  const rank = rankLabel(card);
  const suit = SUIT_GLYPHS[card.suit];
  const root = svg('svg', { viewBox: '0 0 50 70', class: 'playing-card', role: 'img', 'aria-label': `${rank} of ${SUIT_NAMES[card.suit]}` });
  root.append(
    svg('rect', { x: 0.5, y: 0.5, width: 49, height: 69, rx: 5, fill: '#fdfbf5', stroke: '#b8b2a0' }),
    svg('text', { x: 4, y: 15, fill: colour, 'font-size': 13, 'font-weight': 700, 'font-family': 'Inter Variable, sans-serif' }, rank),
    svg('text', { x: 4, y: 27, fill: colour, 'font-size': 11 }, suit),
    svg('text', { x: 25, y: 46, fill: colour, 'font-size': 24, 'text-anchor': 'middle' }, suit),
    svg('text', { x: 46, y: 64, fill: colour, 'font-size': 13, 'font-weight': 700, 'text-anchor': 'end', 'font-family': 'Inter Variable, sans-serif' }, rank),
  );
  return root;
}
