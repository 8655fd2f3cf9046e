import { createHash } from 'node:crypto';
import { stableHash, vendorMark } from '../../../core/domain/catalog/vendor-mark';
import { KIND_MOTIFS, MOTIFS, WORD_MOTIFS } from './art-motifs';

export interface ArtSubject {
  readonly nodeId: number;
  readonly name: string;
  readonly vassalage: string;
  readonly gameType: string;
  readonly gameClassify: string | null;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Backdrops behind the motif, drawn in white at low opacity; `n` varies their count or angle. */
const BACKDROPS: readonly ((n: number) => string)[] = [
  (n) =>
    `<g stroke="#fff" stroke-width="14">${Array.from({ length: 12 }, (_, i) => `<path d="M120 110L${(120 + 200 * Math.cos((i * 30 + n) * (Math.PI / 180))).toFixed(0)} ${(110 + 200 * Math.sin((i * 30 + n) * (Math.PI / 180))).toFixed(0)}"/>`).join('')}</g>`,
  (n) =>
    `<g stroke="#fff" stroke-width="10" transform="rotate(${(n % 90) - 45} 120 120)">${Array.from({ length: 9 }, (_, i) => `<path d="M-60 ${i * 40 - 40}H300"/>`).join('')}</g>`,
  (n) =>
    `<g fill="#fff">${Array.from({ length: 36 }, (_, i) => `<circle cx="${(i % 6) * 44 + 12 + (n % 20)}" cy="${Math.floor(i / 6) * 44 + 12}" r="${4 + (i % 3) * 2}"/>`).join('')}</g>`,
  (n) =>
    `<g fill="none" stroke="#fff" stroke-width="6">${Array.from({ length: 6 }, (_, i) => `<path d="M-10 ${i * 44 + (n % 30)}q40-24 80 0t80 0 80 0 80 0"/>`).join('')}</g>`,
  (n) =>
    `<g fill="none" stroke="#fff" stroke-width="8">${Array.from({ length: 5 }, (_, i) => `<circle cx="${60 + (n % 120)}" cy="110" r="${30 + i * 34}"/>`).join('')}</g>`,
  (n) =>
    `<g fill="#fff">${Array.from({ length: 16 }, (_, i) => `<path d="M${(i % 4) * 64 + (n % 32)} ${Math.floor(i / 4) * 64}l24 24-24 24-24-24z"/>`).join('')}</g>`,
];

/** The motif of a game's kind, or for a slot of the last word of its name that has one, else one from its hash. */
function motifOf(game: ArtSubject, h: number): string {
  if (game.gameClassify === 'JP') return 'jackpot';
  const kind = KIND_MOTIFS[game.gameType === 'RNG' ? (game.gameClassify ?? '') : game.gameType];
  if (kind) return (kind.find(([word]) => word && game.name.includes(word)) ?? kind[0]!)[1];
  // The noun comes last (before "Megaways", "Deluxe"), and says more than the adjective.
  const named = game.name
    .split(' ')
    .reverse()
    .map((w) => WORD_MOTIFS[w])
    .find((m) => m !== undefined);
  const slotMotifs = ['gem', 'fruit', 'crown', 'star', 'seven', 'bell', 'coins'];
  return named ?? slotMotifs[h % slotMotifs.length]!;
}

/** The vendor's mark, small in the bottom corner (the card keeps its top corners for the favourite star in either direction). */
function markBadge(vassalage: string): string {
  const mark = vendorMark(vassalage);
  const monogram = mark.monogram
    ? `<text x="16" y="20.5" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="${mark.monogram.length > 2 ? 9 : 11}" font-weight="800" fill="${mark.ink}">${escapeXml(mark.monogram)}</text>`
    : '';
  return `<g transform="translate(10 191) scale(1.2)"><path d="${mark.shape}" fill="${mark.fill}" fill-rule="evenodd" stroke="#fff" stroke-width="1.5"/>${monogram}</g>`;
}

/**
 * A game's card art, the same for the same game: a palette from its vendor's hue shifted by its
 * name, one of several backdrops, the motif of its kind (or of its name, for a slot) placed and
 * turned by its name, and its vendor's mark. No words, so it reads the same in every language.
 */
export function renderGameArt(game: ArtSubject): string {
  const h = stableHash(`${game.vassalage}:${game.name}`);
  const hue = (vendorMark(game.vassalage).hue + (h % 90) - 45 + 360) % 360;
  const hue2 = (hue + 30 + ((h >>> 7) % 90)) % 360;
  const accent = `hsl(${(hue + 180) % 360} 80% 58%)`;
  const second = `hsl(${(hue2 + 120) % 360} 75% 50%)`;
  const motif = MOTIFS[motifOf(game, h >>> 11)]!.replaceAll('{a}', accent).replaceAll('{b}', second);
  const scale = (0.85 + ((h >>> 14) % 25) / 100).toFixed(2);
  const place = `translate(${((h >>> 5) % 25) - 12} ${((h >>> 17) % 17) - 4}) rotate(${((h >>> 21) % 21) - 10} 120 110) translate(120 110) scale(${scale}) translate(-120 -110)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${(h >>> 3) % 2}" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 44%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 16%)"/></linearGradient>` +
    `<radialGradient id="g" cx="0.5" cy="0.46" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="240" height="240" fill="url(#b)"/><g opacity="0.09">${BACKDROPS[(h >>> 4) % BACKDROPS.length]!(h >>> 8)}</g>` +
    `<circle cx="120" cy="112" r="100" fill="url(#g)"/><g transform="${place}">${motif}</g>${markBadge(game.vassalage)}</svg>`
  );
}

/** A strong validator of the art's bytes. */
export function artEtag(svg: string): string {
  return `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
}
