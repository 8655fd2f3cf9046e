import { SUIT_GLYPHS, rankLabel, type Card } from '../../../core/domain/play/cards';
import { t } from './texts/language';

const SVG = 'http://www.w3.org/2000/svg';

const svg = (tag: string, attrs: Record<string, string>, text?: string): SVGElement => {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
};

/** A face-up playing card drawn in SVG: rank and suit in two corners, the suit large in the middle; hearts and diamonds red. */
export function playingCard(card: Card): SVGSVGElement {
  const red = card.suit === 1 || card.suit === 2;
  const rank = rankLabel(card);
  const suit = SUIT_GLYPHS[card.suit];
  const face = svg('svg', {
    viewBox: '0 0 60 84',
    class: `playing-card ${red ? 'red' : 'black'}`,
    role: 'img',
    'aria-label': t.cards.card(rank, t.cards.suits[card.suit]!),
  }) as SVGSVGElement;
  const corner = (transform: string) => {
    const g = svg('g', { transform });
    g.append(
      svg('text', { x: '7', y: '17', 'font-size': '14', 'font-weight': '700', 'text-anchor': 'middle' }, rank),
      svg('text', { x: '7', y: '30', 'font-size': '12', 'text-anchor': 'middle' }, suit),
    );
    return g;
  };
  face.append(
    svg('rect', { x: '0.5', y: '0.5', width: '59', height: '83', rx: '6', class: 'card-face' }),
    corner('translate(1 0)'),
    corner('rotate(180 30 42) translate(1 0)'),
    svg('text', { x: '30', y: '53', 'font-size': '30', 'text-anchor': 'middle' }, suit),
  );
  return face;
}
