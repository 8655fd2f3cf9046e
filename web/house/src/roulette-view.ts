import { formatMoney } from '../../../core/domain/kernel/money';
import { MAX_CHIPS, type Chip } from '../../../core/domain/play/chips';
import type { RouletteOutcome } from '../../../core/domain/play/roulette';
import { BET_KINDS, colourOf, paysToOne, ROULETTE_RTP, SPOTS, WHEEL_ORDER, type BetKind } from '../../../core/domain/play/roulette-table';
import type { TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { layoutSvg, svg, wheelSvg, type LayoutSpot } from './roulette-svg';
import type { EngineView } from './table-page';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SPIN_MS = 3200;
const BETS: Readonly<Record<BetKind, string>> = {
  straight: 'Straight: one number',
  split: 'Split: two numbers side by side',
  street: 'Street: a row of three',
  trio: 'Trio: 0 with 1–2 or 2–3',
  corner: 'Corner: a square of four',
  basket: 'First four: 0, 1, 2, 3',
  line: 'Six line: two rows',
  dozen: 'Dozen: 1–12, 13–24, 25–36',
  column: 'Column: twelve numbers',
  red: 'Red',
  black: 'Black',
  even: 'Even',
  odd: 'Odd',
  low: 'Low: 1–18',
  high: 'High: 19–36',
};

/** European roulette: chips on the layout (drawn down the screen on a phone), a spin of the wheel, the winning spots lit. */
export function rouletteView(session: TableSession, chipValue: () => bigint | null): EngineView {
  const money = (minor: bigint) => formatMoney(minor, '', session.scale);
  const bets = new Map<string, bigint>();
  const narrow = window.matchMedia('(max-width: 600px)');
  const wheel = wheelSvg();
  const result = h('div.pocket-result', { 'data-testid': 'pocket' }, '–');
  const recent = h('ol.recent-pockets', { 'aria-label': 'Recent numbers' });
  const total = h('strong', { 'data-testid': 'chips-total' }, money(0n));
  const note = h('span.muted.felt-note', { role: 'status' });
  const clear = h('button.secondary', { type: 'button', 'data-testid': 'clear' }, 'Clear');
  const holder = h('div.felt-holder');
  let layout = layoutSvg(narrow.matches);
  let won = new Set<string>();
  let pocket: number | null = null;
  let turned = 0;
  let spinning = false;

  const drawChips = () => {
    layout.chips.replaceChildren(
      ...layout.spots
        .filter((s) => bets.has(s.spot.name))
        .map((s) =>
          svg('g', { class: `felt-chip ${won.has(s.spot.name) ? 'won' : ''}`, 'data-chip': s.spot.name }, svg('circle', { cx: s.x, cy: s.y, r: layout.unit * 0.3 }), svg('text', { x: s.x, y: s.y }, money(bets.get(s.spot.name)!).replace(/\.0+$/, ''))),
        ),
    );
    for (const [n, cell] of layout.cells) cell.classList.toggle('landed', n === pocket);
    total.textContent = money([...bets.values()].reduce((sum, amount) => sum + amount, 0n));
  };
  const cover = (s: LayoutSpot | null) => {
    for (const [n, cell] of layout.cells) cell.classList.toggle('covered', !!s && s.spot.numbers.includes(n));
  };
  const place = (s: LayoutSpot) => {
    if (spinning) return;
    const value = chipValue();
    if (value === null) note.textContent = 'Enter a valid chip value.';
    else if (!bets.has(s.spot.name) && bets.size >= MAX_CHIPS) note.textContent = `At most ${MAX_CHIPS} spots a spin.`;
    else {
      bets.set(s.spot.name, (bets.get(s.spot.name) ?? 0n) + value);
      note.textContent = '';
      won = new Set();
      drawChips();
    }
  };
  const mount = () => {
    layout = layoutSvg(narrow.matches);
    for (const s of layout.spots) {
      s.hit.addEventListener('click', () => place(s));
      s.hit.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        place(s);
      });
      s.hit.addEventListener('pointerenter', () => cover(s));
      s.hit.addEventListener('pointerleave', () => cover(null));
    }
    holder.replaceChildren(layout.element);
    drawChips();
  };
  narrow.addEventListener('change', mount);
  clear.addEventListener('click', () => {
    if (spinning) return;
    bets.clear();
    won = new Set();
    note.textContent = '';
    drawChips();
  });
  mount();

  const rtp = (kind: BetKind) => `${(ROULETTE_RTP[kind] * 100).toFixed(2)} %`;
  const rules = h(
    'details.paytable.roulette-rules',
    {},
    h('summary', {}, 'Rules and payouts'),
    h('p.muted', {}, 'European roulette: one zero and 36 numbers. Tap a spot to place a chip of the chip value; tap again to add another. The ball lands in one of the 37 pockets, each equally likely, and every chip on a spot covering that number is paid.'),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, 'Bet'), h('th', {}, 'Pays'), h('th', {}, 'Return'))),
      h('tbody', {}, ...BET_KINDS.map((kind) => h('tr', {}, h('td.bet-name', {}, BETS[kind]), h('td', {}, `${paysToOne(SPOTS.find((s) => s.kind === kind)!.numbers.length)}:1`), h('td', {}, rtp(kind))))),
    ),
    h('p.muted', {}, 'Every bet returns exactly 36/37 of its stake in the long run (97.30 %): a bet on n numbers wins n times in 37 and pays 36/n. If the zero comes up, outside bets lose.'),
  );

  return {
    board: h(
      'section.roulette',
      {},
      h('div.wheel-side', {}, wheel.element, h('div.result-side', {}, result, recent)),
      holder,
      h('div.felt-bar', {}, h('span', {}, 'On the table ', total), note, clear),
    ),
    extras: rules,
    actionLabel: 'Spin',
    unfinishedRule: 'A spin cut off half-way is finished with its recorded pocket: every winning chip is paid.',
    params: () => undefined,
    chips: (): readonly Chip[] => [...bets].map(([spot, amount]) => ({ spot, amount })),
    async show(round) {
      const outcome = round.outcome as RouletteOutcome;
      const target = (360 - WHEEL_ORDER.indexOf(outcome.pocket) * (360 / WHEEL_ORDER.length)) % 360;
      turned += 4 * 360 + ((target - (turned % 360) + 360) % 360);
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      pocket = null;
      won = new Set();
      spinning = true;
      drawChips();
      wheel.ball.classList.remove('landed');
      wheel.rotor.style.transition = still ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.2, 1)`;
      wheel.rotor.style.transform = `rotate(${turned}deg)`;
      await wait(still ? 0 : SPIN_MS);
      spinning = false;
      wheel.ball.classList.add('landed');
      pocket = outcome.pocket;
      won = new Set(outcome.won);
      result.textContent = String(outcome.pocket);
      result.className = `pocket-result ${colourOf(outcome.pocket)}`;
      recent.prepend(h(`li.${colourOf(outcome.pocket)}`, {}, String(outcome.pocket)));
      while (recent.children.length > 10) recent.lastElementChild!.remove();
      note.textContent = outcome.won.length ? `Won: ${outcome.won.join(', ')}` : '';
      drawChips();
    },
  };
}
