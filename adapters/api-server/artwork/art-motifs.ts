/**
 * Card-art motifs, centred on (120, 110) in a 240×240 box; `{a}` and `{b}` are the game's accent
 * colours. A game gets the motif of its kind (a roulette wheel for roulette, a bat for cricket) or,
 * for a slot, the motif of a word of its name.
 */
export const MOTIFS: Readonly<Record<string, string>> = {
  cards:
    '<g stroke="#fff8" stroke-width="3"><rect x="62" y="58" width="72" height="100" rx="10" fill="#f8fafc" transform="rotate(-12 98 108)"/><rect x="106" y="58" width="72" height="100" rx="10" fill="#f8fafc" transform="rotate(12 142 108)"/></g><path d="M142 96c-8-12-24-4-16 10l16 18 16-18c8-14-8-22-16-10z" fill="{a}" transform="rotate(12 142 108)"/><path d="M96 88l14 20-14 20-14-20z" fill="{b}" transform="rotate(-12 98 108)"/>',
  wheel:
    '<circle cx="120" cy="110" r="62" fill="{b}" stroke="#fde68a" stroke-width="6"/><circle cx="120" cy="110" r="44" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="11.5 11.5"/><circle cx="120" cy="110" r="18" fill="#fde68a"/><circle cx="150" cy="72" r="7" fill="#fff"/>',
  dice: '<g transform="rotate(-10 96 112)"><rect x="60" y="76" width="70" height="70" rx="12" fill="#f8fafc"/><circle cx="78" cy="94" r="7" fill="{a}"/><circle cx="95" cy="111" r="7" fill="{a}"/><circle cx="112" cy="128" r="7" fill="{a}"/></g><g transform="rotate(14 150 104)"><rect x="118" y="70" width="62" height="62" rx="11" fill="{b}"/><circle cx="134" cy="86" r="6" fill="#fff"/><circle cx="164" cy="86" r="6" fill="#fff"/><circle cx="134" cy="116" r="6" fill="#fff"/><circle cx="164" cy="116" r="6" fill="#fff"/></g>',
  fish: '<path d="M56 110c30-44 90-44 116 0-26 44-86 44-116 0z" fill="{a}" stroke="#fff6" stroke-width="4"/><path d="M172 110l32-28v56z" fill="{b}"/><circle cx="84" cy="102" r="8" fill="#0f172a"/><path d="M110 84q12 26 0 52" stroke="#fff6" stroke-width="4" fill="none"/>',
  shark:
    '<path d="M40 122c40-40 110-46 160-8-40 30-110 34-160 8z" fill="#94a3b8"/><path d="M112 90l18-38 12 42z" fill="#64748b"/><path d="M196 114l22-24v48z" fill="#64748b"/><path d="M60 124l10 6 8-6 8 6 8-6" stroke="#fff" stroke-width="3" fill="none"/><circle cx="70" cy="112" r="5" fill="#0f172a"/>',
  ludo: '<g transform="rotate(8 120 110)"><rect x="60" y="50" width="120" height="120" rx="10" fill="#f8fafc"/><rect x="60" y="50" width="48" height="48" fill="{a}"/><rect x="132" y="50" width="48" height="48" fill="#22c55e"/><rect x="60" y="122" width="48" height="48" fill="#eab308"/><rect x="132" y="122" width="48" height="48" fill="{b}"/><path d="M108 98h24v24h-24z" fill="#0f172a"/></g>',
  cricket:
    '<path d="M70 170l70-110 16 10-70 110z" fill="#fcd34d" stroke="#92400e" stroke-width="3"/><path d="M136 66l18-28 12 8-18 28z" fill="#78350f"/><circle cx="160" cy="140" r="20" fill="#dc2626"/><path d="M146 128q14 12 28 24" stroke="#fff" stroke-width="2" fill="none"/>',
  football:
    '<circle cx="120" cy="110" r="56" fill="#f8fafc" stroke="#0f172a" stroke-width="4"/><path d="M120 84l22 16-8 26h-28l-8-26z" fill="#0f172a"/><path d="M120 84V54M142 100l30-10M134 126l16 28M106 126l-16 28M98 100l-30-10" stroke="#0f172a" stroke-width="4"/>',
  hockey:
    '<path d="M88 40l22 110q4 18 26 14l40-8" stroke="#f8fafc" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="80" cy="160" r="14" fill="{a}"/>',
  tennis:
    '<ellipse cx="104" cy="90" rx="40" ry="50" fill="none" stroke="#f8fafc" stroke-width="8" transform="rotate(-30 104 90)"/><path d="M124 126l34 50" stroke="#78350f" stroke-width="12" stroke-linecap="round"/><circle cx="162" cy="78" r="18" fill="#bef264"/>',
  kabaddi:
    '<circle cx="120" cy="62" r="16" fill="#fde68a"/><path d="M120 80v50M120 96l-36-20M120 96l40-6M120 130l-30 44M120 130l34 40" stroke="#fde68a" stroke-width="12" stroke-linecap="round"/><path d="M40 180h160" stroke="{a}" stroke-width="6"/>',
  controller:
    '<path d="M70 90h100c22 0 30 60 14 70-12 8-24-6-34-20H90c-10 14-22 28-34 20-16-10-8-70 14-70z" fill="#1e293b" stroke="{a}" stroke-width="4"/><path d="M86 108h24M98 96v24" stroke="#f8fafc" stroke-width="6"/><circle cx="148" cy="102" r="6" fill="{a}"/><circle cx="160" cy="116" r="6" fill="{b}"/>',
  rooster:
    '<path d="M90 150c-20-30-8-70 28-80l6-18 10 10 8-8 2 18c16 8 20 24 14 36l18 6-14 8c-6 24-30 40-72 28z" fill="{a}"/><path d="M70 150c-20-20-24-50-8-70 4 30 14 50 28 60z" fill="{b}"/><circle cx="140" cy="82" r="5" fill="#0f172a"/><path d="M100 176v-26M124 176v-24" stroke="#f59e0b" stroke-width="6"/>',
  balls:
    '<g font-family="Arial" font-size="26" font-weight="700" text-anchor="middle" fill="#fff"><circle cx="84" cy="122" r="30" fill="{a}"/><circle cx="156" cy="122" r="30" fill="{b}"/><circle cx="120" cy="80" r="30" fill="#f59e0b"/><text x="84" y="131">8</text><text x="156" y="131">3</text><text x="120" y="89">7</text></g>',
  jackpot:
    '<g stroke="#fef3c7" stroke-width="3"><ellipse cx="120" cy="150" rx="54" ry="15" fill="#d97706"/><ellipse cx="120" cy="130" rx="54" ry="15" fill="#f59e0b"/><ellipse cx="120" cy="110" rx="54" ry="15" fill="#fbbf24"/></g><path d="M120 38l10 26 28 2-22 18 8 26-24-15-24 15 8-26-22-18 28-2z" fill="#fde68a"/>',
  gem: '<path d="M120 48l56 50-56 70-56-70z" fill="{a}" stroke="#fff" stroke-width="4"/><path d="M64 98h112M120 48l-20 50 20 70 20-70z" stroke="#fff8" stroke-width="3" fill="none"/>',
  fruit:
    '<g fill="{a}" stroke="#fff3" stroke-width="3"><circle cx="98" cy="132" r="26"/><circle cx="146" cy="140" r="26"/></g><path d="M98 106q20-54 52-60M146 114q-6-44 4-68" stroke="#22c55e" stroke-width="7" fill="none" stroke-linecap="round"/>',
  crown:
    '<path d="M62 150l8-78 30 40 20-54 20 54 30-40 8 78z" fill="#facc15" stroke="#fef9c3" stroke-width="4"/><circle cx="120" cy="128" r="9" fill="{a}"/><circle cx="88" cy="134" r="6" fill="{b}"/><circle cx="152" cy="134" r="6" fill="{b}"/>',
  star: '<path d="M120 46l18 50 52 2-41 32 15 50-44-30-44 30 15-50-41-32 52-2z" fill="#fbbf24" stroke="#fff7" stroke-width="4"/>',
  moon: '<path d="M140 46a64 64 0 1 0 40 110 52 52 0 1 1-40-110z" fill="#fde68a"/><circle cx="168" cy="66" r="5" fill="#fff"/><circle cx="74" cy="70" r="3" fill="#fff"/>',
  sun: '<circle cx="120" cy="110" r="34" fill="#fbbf24"/><g stroke="#fbbf24" stroke-width="8" stroke-linecap="round"><path d="M120 50v-14M120 184v-14M60 110H46M194 110h-14M78 68l-10-10M172 162l-10-10M78 152l-10 10M172 58l-10 10"/></g>',
  coins:
    '<g stroke="#92400e" stroke-width="3"><circle cx="96" cy="124" r="32" fill="#fbbf24"/><circle cx="146" cy="104" r="32" fill="#f59e0b"/></g><text x="146" y="116" text-anchor="middle" font-family="Georgia,serif" font-size="32" font-weight="700" fill="#92400e">$</text>',
  seven:
    '<text x="120" y="160" text-anchor="middle" font-family="Georgia,serif" font-size="140" font-weight="700" fill="{a}" stroke="#fde68a" stroke-width="5">7</text>',
  bell: '<path d="M120 52c-32 0-40 34-40 64l-12 32h104l-12-32c0-30-8-64-40-64z" fill="#fbbf24" stroke="#fef3c7" stroke-width="4"/><circle cx="120" cy="158" r="12" fill="{a}"/>',
  flower:
    '<g fill="{a}" stroke="#fff6" stroke-width="3"><ellipse cx="120" cy="76" rx="18" ry="34"/><ellipse cx="120" cy="76" rx="18" ry="34" transform="rotate(60 120 110)"/><ellipse cx="120" cy="76" rx="18" ry="34" transform="rotate(120 120 110)"/><ellipse cx="120" cy="76" rx="18" ry="34" transform="rotate(180 120 110)"/><ellipse cx="120" cy="76" rx="18" ry="34" transform="rotate(240 120 110)"/><ellipse cx="120" cy="76" rx="18" ry="34" transform="rotate(300 120 110)"/></g><circle cx="120" cy="110" r="16" fill="#fde68a"/>',
  pyramid:
    '<path d="M120 44l70 118H50z" fill="#f59e0b"/><path d="M120 44l70 118h-70z" fill="#b45309"/><path d="M60 146h120M72 126h96M86 104h68" stroke="#fde68a55" stroke-width="3"/><circle cx="120" cy="84" r="8" fill="{a}"/>',
  beast:
    '<path d="M64 84l22-34 20 26h28l20-26 22 34c10 40-10 80-56 80s-66-40-56-80z" fill="{a}"/><path d="M92 108l16 8M148 108l-16 8" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/><path d="M108 140q12 10 24 0" stroke="#0f172a" stroke-width="4" fill="none"/>',
  bird: '<path d="M120 150c-40-10-64-50-70-92 24 18 46 30 70 34 24-4 46-16 70-34-6 42-30 82-70 92z" fill="{a}"/><path d="M120 150l-14 30h28z" fill="{b}"/><circle cx="120" cy="108" r="10" fill="#fde68a"/>',
  ship: '<path d="M50 140h140l-22 30H72z" fill="#78350f"/><path d="M118 40v98M122 46l48 70h-48zM116 56l-40 60h40z" fill="#f8fafc" stroke="#f8fafc" stroke-width="2"/><path d="M40 182q20-10 40 0t40 0 40 0 40 0" stroke="{a}" stroke-width="5" fill="none"/>',
  blade:
    '<path d="M72 168L160 56l10 8-88 112z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/><path d="M66 150l28 22" stroke="{a}" stroke-width="10" stroke-linecap="round"/><path d="M58 176l14-12" stroke="#78350f" stroke-width="10" stroke-linecap="round"/>',
  lamp: '<path d="M60 130c20 20 80 24 110 0 10-8 24-30 40-24-14 4-22 20-30 36-20 30-100 30-120-12z" fill="#fbbf24"/><path d="M110 110q10-60 30-40t-10 40" fill="{a}" opacity=".8"/>',
  flame:
    '<path d="M120 40c30 40 50 60 50 90a50 50 0 0 1-100 0c0-20 10-34 22-46 0 20 8 30 18 34-4-30 0-54 10-78z" fill="{a}"/><path d="M120 110c14 14 22 26 22 38a22 22 0 0 1-44 0c0-12 10-24 22-38z" fill="#fde68a"/>',
};

/** The slot motif a name's words call for, by the demo catalogue's nouns. */
export const WORD_MOTIFS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    gem: 'Gems Pearl Diamond Crystal Emerald Ruby Sapphire Jade',
    fruit: 'Cherry Fruits Candy Sweet',
    crown: 'King Emperor Empress Prince Princess Crown Kingdom Palace Royal Imperial',
    moon: 'Moon Star Cosmic',
    sun: 'Sun Bright Shining',
    coins: 'Gold Coins Treasure Fortune Bazaar Caravan Rich Golden Lucky',
    seven: 'Sevens Joker Triple',
    bell: 'Bells Festival',
    flower: 'Lotus Rose Garden',
    pyramid: 'Pharaoh Temple Legend Ancient Sacred',
    beast: 'Dragon Tiger Wolf Fox Horse Elephant Buffalo Panda Unicorn',
    bird: 'Phoenix Eagle Peacock Parrot Flying',
    ship: 'Pirate Mermaid River Voyage Viking Ocean',
    blade: 'Sword Samurai Brave',
    lamp: 'Genie Lamp Magician Magic Mystic',
    flame: 'Volcano Fiery Blazing Storm Monsoon Stormy Electric',
  }).flatMap(([motif, words]) => words.split(' ').map((word) => [word, motif])),
);

/** What the other kinds' tables and rooms show, by a word of their name; the first entry is the kind's default. */
export const KIND_MOTIFS: Readonly<Record<string, readonly (readonly [word: string, motif: string])[]>> = {
  LIVE: [
    ['', 'cards'],
    ['Roulette', 'wheel'],
    ['Sic Bo', 'dice'],
  ],
  FISH: [
    ['', 'fish'],
    ['Shark', 'shark'],
  ],
  PVP: [
    ['', 'cards'],
    ['Ludo', 'ludo'],
  ],
  SPORTS: [
    ['', 'football'],
    ['Cockfight', 'rooster'],
    ['Derby', 'rooster'],
    ['Cricket', 'cricket'],
    ['Hockey', 'hockey'],
    ['Tennis', 'tennis'],
    ['Kabaddi', 'kabaddi'],
    ['Arena', 'controller'],
    ['Battle', 'controller'],
    ['MOBA', 'controller'],
    ['Shooter', 'controller'],
  ],
  LOTT: [['', 'balls']],
  ELOTT: [['', 'balls']],
  TG: [
    ['', 'cards'],
    ['Dice', 'dice'],
  ],
  SC: [['', 'star']],
  VP: [['', 'cards']],
  AC: [['', 'flame']],
  BG: [['', 'balls']],
};
