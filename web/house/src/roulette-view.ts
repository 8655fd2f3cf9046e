import { formatMoney } from '../../../core/domain/kernel/money';
import { MAX_CHIPS, type Chip } from '../../../core/domain/play/chips';
import type { RouletteOutcome } from '../../../core/domain/play/roulette';
import { BET_KINDS, colourOf, paysToOne, ROULETTE_RTP, SPOTS, WHEEL_ORDER, type BetKind } from '../../../core/domain/play/roulette-table';
import type { TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { layoutSvg, spotLabel, svg, wheelSvg, type LayoutSpot } from './roulette-svg';
import type { EngineView } from './table-page';
import { t } from './texts/language';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SPIN_MS = 3200;

/** European roulette: chips on the layout (drawn down the screen on a phone), a spin of the wheel, the winning spots lit. */
export function rouletteView(session: TableSession, chipValue: () => bigint | null): EngineView {
  const money = (minor: bigint) => formatMoney(minor, '', session.scale);
  const bets = new Map<string, bigint>();
  const narrow = window.matchMedia('(max-width: 600px)');
  const wheel = wheelSvg();
  const result = h('div.pocket-result', { 'data-testid': 'pocket' }, '–');
  const recent = h('ol.recent-pockets', { 'aria-label': t.roulette.recent });
  const total = h('strong', { 'data-testid': 'chips-total' }, money(0n));
  const note = h('span.muted.felt-note', { role: 'status' });
  const clear = h('button.secondary', { type: 'button', 'data-testid': 'clear' }, t.table.clear);
  // The layout is drawn as the physical table lies, zero on the left, whatever the page's direction.
  const holder = h('div.felt-holder', { dir: 'ltr' });
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
          svg(
            'g',
            { class: `felt-chip ${won.has(s.spot.name) ? 'won' : ''}`, 'data-chip': s.spot.name },
            svg('circle', { cx: s.x, cy: s.y, r: layout.unit * 0.3 }),
            svg('text', { x: s.x, y: s.y }, money(bets.get(s.spot.name)!).replace(/\.0+$/, '')),
          ),
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
    if (value === null) note.textContent = t.roulette.badChip;
    else if (!bets.has(s.spot.name) && bets.size >= MAX_CHIPS) note.textContent = t.roulette.maxSpots(MAX_CHIPS);
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
    h('summary', {}, t.table.rules),
    h('p.muted', {}, t.roulette.rules),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, t.table.betColumn), h('th', {}, t.table.paysColumn), h('th', {}, t.table.returnColumn))),
      h(
        'tbody',
        {},
        ...BET_KINDS.map((kind) =>
          h(
            'tr',
            {},
            h('td.bet-name', {}, t.roulette.bets[kind]),
            h('td', {}, `${paysToOne(SPOTS.find((s) => s.kind === kind)!.numbers.length)}:1`),
            h('td', {}, rtp(kind)),
          ),
        ),
      ),
    ),
    h('p.muted', {}, t.roulette.returns),
  );

  return {
    board: h(
      'section.roulette',
      {},
      h('div.wheel-side', {}, wheel.element, h('div.result-side', {}, result, recent)),
      holder,
      h('div.felt-bar', {}, h('span', {}, `${t.table.onTable} `, total), note, clear),
    ),
    extras: rules,
    actionLabel: t.roulette.spin,
    unfinishedRule: t.roulette.unfinished,
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
      note.textContent = outcome.won.length ? t.roulette.won(outcome.won.map(spotLabel).join(', ')) : '';
      drawChips();
    },
  };
}
