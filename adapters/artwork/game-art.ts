import { createHash } from 'node:crypto';

export interface ArtSubject {
  readonly nodeId: number;
  readonly name: string;
  readonly gameType: string;
  readonly gameClassify: string | null;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** FNV-1a: a stable number from the name, so the same game always gets the same colours and motif. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const SLOT_MOTIFS = [
  // cherries
  '<g fill="#e11d48" stroke="#fff3" stroke-width="3"><circle cx="98" cy="132" r="26"/><circle cx="146" cy="140" r="26"/></g><path d="M98 106 Q118 52 150 46 M146 114 Q140 70 150 46" stroke="#22c55e" stroke-width="7" fill="none" stroke-linecap="round"/>',
  // diamond
  '<path d="M120 50 L176 100 L120 170 L64 100 Z" fill="#38bdf8" stroke="#e0f2fe" stroke-width="4"/><path d="M64 100 H176 M120 50 L100 100 L120 170 L140 100 Z" stroke="#e0f2fe88" stroke-width="3" fill="none"/>',
  // crown
  '<path d="M62 150 L70 72 L100 112 L120 58 L140 112 L170 72 L178 150 Z" fill="#facc15" stroke="#fef9c3" stroke-width="4"/><circle cx="120" cy="128" r="9" fill="#e11d48"/>',
  // star
  '<path d="M120 46 L138 96 L190 98 L149 130 L164 180 L120 150 L76 180 L91 130 L50 98 L102 96 Z" fill="#fbbf24" stroke="#fff7" stroke-width="4"/>',
  // seven
  '<text x="120" y="160" text-anchor="middle" font-family="Georgia,serif" font-size="140" font-weight="700" fill="#f43f5e" stroke="#fde68a" stroke-width="5">7</text>',
  // bell
  '<path d="M120 52 C88 52 80 86 80 116 L68 148 H172 L160 116 C160 86 152 52 120 52 Z" fill="#fbbf24" stroke="#fef3c7" stroke-width="4"/><circle cx="120" cy="158" r="12" fill="#f59e0b"/>',
];

const TYPE_MOTIFS: Record<string, string> = {
  LIVE: '<g stroke="#fff8" stroke-width="3"><rect x="62" y="58" width="72" height="100" rx="10" fill="#f8fafc" transform="rotate(-12 98 108)"/><rect x="106" y="58" width="72" height="100" rx="10" fill="#f8fafc" transform="rotate(12 142 108)"/></g><text x="142" y="124" text-anchor="middle" font-size="44" fill="#e11d48" transform="rotate(12 142 108)">&#9829;</text><text x="96" y="120" text-anchor="middle" font-size="40" fill="#0f172a" transform="rotate(-12 98 108)">&#9824;</text>',
  FISH: '<path d="M60 110 C90 66 150 66 176 110 C150 154 90 154 60 110 Z" fill="#fb923c" stroke="#ffedd5" stroke-width="4"/><path d="M176 110 L206 82 L206 138 Z" fill="#f97316"/><circle cx="88" cy="102" r="7" fill="#0f172a"/>',
  PVP: '<g stroke="#fff8" stroke-width="3"><rect x="70" y="56" width="64" height="92" rx="8" fill="#fef3c7" transform="rotate(-16 102 102)"/><rect x="88" y="60" width="64" height="92" rx="8" fill="#fde68a"/><rect x="106" y="56" width="64" height="92" rx="8" fill="#fcd34d" transform="rotate(16 138 102)"/></g><text x="120" y="122" text-anchor="middle" font-size="38" font-weight="700" fill="#b91c1c">A</text>',
  SPORTS: '<circle cx="120" cy="108" r="56" fill="#f8fafc" stroke="#0f172a" stroke-width="4"/><path d="M120 82 L142 98 L134 124 H106 L98 98 Z" fill="#0f172a"/><path d="M120 82 V52 M142 98 L172 88 M134 124 L150 152 M106 124 L90 152 M98 98 L68 88" stroke="#0f172a" stroke-width="4"/>',
  LOTT: '<g font-size="26" font-weight="700" text-anchor="middle"><circle cx="84" cy="112" r="30" fill="#ef4444"/><circle cx="156" cy="112" r="30" fill="#3b82f6"/><circle cx="120" cy="78" r="30" fill="#f59e0b"/><text x="84" y="121" fill="#fff">8</text><text x="156" y="121" fill="#fff">3</text><text x="120" y="87" fill="#fff">7</text></g>',
};
TYPE_MOTIFS['ELOTT'] = TYPE_MOTIFS['LOTT']!;

const JACKPOT = '<g stroke="#fef3c7" stroke-width="3"><ellipse cx="120" cy="150" rx="50" ry="14" fill="#d97706"/><ellipse cx="120" cy="132" rx="50" ry="14" fill="#f59e0b"/><ellipse cx="120" cy="114" rx="50" ry="14" fill="#fbbf24"/></g><text x="120" y="86" text-anchor="middle" font-family="Georgia,serif" font-size="38" font-weight="700" fill="#fde68a">JACKPOT</text>';

/** Splits a title into at most two lines of about 16 characters. */
function titleLines(name: string): string[] {
  const words = name.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if (last && `${last} ${word}`.length > 16 && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  return lines;
}

/** A game's card art: a gradient from its name, a motif for its type (or jackpot), its title. */
export function renderGameArt(game: ArtSubject): string {
  const h = hashOf(game.name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const motif = game.gameClassify === 'JP' ? JACKPOT : (TYPE_MOTIFS[game.gameType] ?? SLOT_MOTIFS[(h >>> 3) % SLOT_MOTIFS.length]!);
  const lines = titleLines(game.name);
  const title = lines
    .map((line, i) => `<text x="120" y="${lines.length === 1 ? 212 : 200 + i * 22}" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="${line.length > 14 ? 17 : 20}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 18%)"/></linearGradient>` +
    `<radialGradient id="g" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>` +
    `<rect width="240" height="240" fill="url(#b)"/><circle cx="120" cy="104" r="96" fill="url(#g)"/>` +
    `<g opacity="0.12" fill="#fff"><circle cx="${20 + (h % 60)}" cy="30" r="18"/><circle cx="${200 - ((h >>> 5) % 50)}" cy="60" r="10"/><circle cx="210" cy="${150 + ((h >>> 7) % 40)}" r="24"/></g>` +
    `${motif}<rect y="170" width="240" height="70" fill="url(#s)"/>${title}</svg>`
  );
}

/** A strong validator of the art's bytes. */
export function artEtag(svg: string): string {
  return `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
}
