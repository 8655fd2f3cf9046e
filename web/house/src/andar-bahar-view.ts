import { formatMoney } from '../../../core/domain/kernel/money';
import type { AndarBaharOutcome } from '../../../core/domain/play/andar-bahar';
import { ANDAR_BAHAR_PAYS, ANDAR_BAHAR_RTP, DEALT_RANGES, dealtSpot } from '../../../core/domain/play/andar-bahar-rules';
import { SUIT_GLYPHS, SUIT_NAMES, type Card } from '../../../core/domain/play/cards';
import type { Chip } from '../../../core/domain/play/chips';
import type { TableSession } from '../../../core/portal/play/ports';
import './andar-bahar.css';
import { h } from './dom';
import { playingCard } from './playing-card';
import type { EngineView } from './table-page';
import { ltr } from './texts/bidi';
import { t } from './texts/language';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const JOKER_RANKS = { joker_low: 'A–6', joker_seven: '7', joker_high: '8–K' };
const span = (range: readonly [number, number]) => `${range[0]}–${range[1]}`;

/** Each spot's label on the felt; a range reads left to right on a right-to-left page too. */
const LABELS: Readonly<Record<string, string>> = {
  andar: t.andarBahar.andar,
  bahar: t.andarBahar.bahar,
  ...Object.fromEntries(Object.entries(JOKER_RANKS).map(([spot, ranks]) => [spot, ltr(ranks)])),
  ...Object.fromEntries(SUIT_NAMES.map((name, suit) => [`suit:${name}`, SUIT_GLYPHS[suit]!])),
  red: t.andarBahar.red,
  black: t.andarBahar.black,
  ...Object.fromEntries(DEALT_RANGES.map((range) => [dealtSpot(range), ltr(span(range))])),
};

const pays = (spot: string): string => `${(ANDAR_BAHAR_PAYS[spot]! / 100).toString()}:1`;
const rtp = (spot: string): string => `${(ANDAR_BAHAR_RTP[spot]! * 100).toFixed(2)} %`;

/** Andar Bahar: chips on the two sides and the side bets, the joker and the two rows of cards dealt to the first match. */
export function andarBaharView(session: TableSession, chipValue: () => bigint | null): EngineView {
  const placed = new Map<string, bigint>();
  const money = (minor: bigint) => formatMoney(minor, '', session.scale);
  const totals = new Map<string, HTMLElement>();
  const spots = new Map<string, HTMLButtonElement>();
  const spot = (name: string, extraClass = '') => {
    const total = h('span.ab-total', {});
    const button = h(
      `button.ab-spot${extraClass}`,
      { type: 'button', 'data-spot': name, 'data-testid': `spot-${name}` },
      h('span.ab-label', {}, LABELS[name]!),
      h('span.ab-pays', {}, pays(name)),
      total,
    );
    button.addEventListener('click', () => {
      const value = chipValue();
      if (value === null || value <= 0n) return;
      placed.set(name, (placed.get(name) ?? 0n) + value);
      refresh();
    });
    totals.set(name, total);
    spots.set(name, button);
    return button;
  };
  const refresh = () => {
    for (const [name, total] of totals) total.textContent = placed.has(name) ? money(placed.get(name)!) : '';
    for (const [name, button] of spots) button.classList.toggle('has-chips', placed.has(name));
    clear.disabled = placed.size === 0;
  };
  const clear = h('button.secondary', { type: 'button', 'data-testid': 'clear' }, t.table.clear);
  clear.addEventListener('click', () => {
    placed.clear();
    refresh();
  });

  const jokerSlot = h('div.ab-joker', { 'data-testid': 'joker' }, h('span.ab-placeholder', {}, t.andarBahar.joker));
  const andarCards = h('div.ab-cards', { 'data-testid': 'andar-cards', dir: 'ltr' });
  const baharCards = h('div.ab-cards', { 'data-testid': 'bahar-cards', dir: 'ltr' });
  const result = h('p.ab-result', { 'data-testid': 'ab-result' }, t.andarBahar.ready);
  const group = (title: string, ...buttons: HTMLElement[]) =>
    h('div.ab-group', {}, h('span.ab-group-title', {}, title), h('div.ab-group-spots', {}, ...buttons));

  const felt = h(
    'div.ab-felt',
    {},
    jokerSlot,
    h('div.ab-side', {}, spot('andar', '.ab-main'), andarCards),
    h('div.ab-side', {}, spot('bahar', '.ab-main'), baharCards),
    h('div.ab-actions', {}, result, clear),
  );

  const deal = async (outcome: AndarBaharOutcome) => {
    // On a phone the felt is above the fold once the player reaches the Deal button.
    felt.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    andarCards.replaceChildren();
    baharCards.replaceChildren();
    jokerSlot.replaceChildren(playingCard(outcome.joker));
    const order: [Card, HTMLElement][] = [];
    for (let i = 0; i < outcome.dealt; i++) order.push(i % 2 === 0 ? [outcome.andar[i / 2]!, andarCards] : [outcome.bahar[(i - 1) / 2]!, baharCards]);
    const pause = reducedMotion() ? 0 : Math.min(160, 3200 / outcome.dealt);
    for (const [card, row] of order) {
      if (pause) await wait(pause);
      row.append(h('span.ab-card', {}, playingCard(card)));
    }
    if (pause) await wait(300);
  };

  const bets = h(
    'div.ab-bets',
    {},
    group(t.andarBahar.joker, spot('joker_low'), spot('joker_seven'), spot('joker_high')),
    group(t.andarBahar.jokerColour, spot('red', '.red'), spot('black')),
    group(t.andarBahar.jokerSuit, ...SUIT_NAMES.map((name) => spot(`suit:${name}`, name === 'hearts' || name === 'diamonds' ? '.red' : ''))),
    group(t.andarBahar.cardsDealt, ...DEALT_RANGES.map((range) => spot(dealtSpot(range)))),
  );
  refresh();

  return {
    board: h('section.ab', {}, felt, bets),
    extras: rules(),
    actionLabel: t.andarBahar.deal,
    unfinishedRule: t.andarBahar.unfinished,
    params: () => undefined,
    chips: (): readonly Chip[] => [...placed].map(([name, amount]) => ({ spot: name, amount })),
    async show(round) {
      const outcome = round.outcome as AndarBaharOutcome;
      for (const button of spots.values()) button.classList.remove('won');
      result.textContent = t.andarBahar.dealing;
      await deal(outcome);
      for (const name of outcome.won) spots.get(name)?.classList.add('won');
      result.textContent =
        t.andarBahar.wins(LABELS[outcome.winner]!, outcome.dealt) +
        (outcome.won.length ? t.andarBahar.won(outcome.won.map((name) => LABELS[name]).join(', ')) : '');
    },
  };
}

function rules(): HTMLElement {
  const row = (bet: string, spot: string) => h('tr', {}, h('td', {}, bet), h('td', {}, pays(spot)), h('td', {}, rtp(spot)));
  return h(
    'details.paytable.ab-rules',
    { 'data-testid': 'ab-rules' },
    h('summary', {}, t.table.rules),
    h('p', {}, t.andarBahar.rules),
    h('p.muted', {}, t.andarBahar.odds),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, t.table.betColumn), h('th', {}, t.table.paysColumn), h('th', {}, t.table.returnColumn))),
      h(
        'tbody',
        {},
        row(t.andarBahar.andar, 'andar'),
        row(t.andarBahar.bahar, 'bahar'),
        ...Object.entries(JOKER_RANKS).map(([spot, ranks]) => row(t.andarBahar.jokerRank(ranks), spot)),
        row(t.andarBahar.jokerSuitEach, 'suit:spades'),
        row(t.andarBahar.jokerColourBet, 'red'),
        ...DEALT_RANGES.map((range) => row(t.andarBahar.dealtRange(span(range)), dealtSpot(range))),
      ),
    ),
  );
}
