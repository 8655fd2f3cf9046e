import './baccarat.css';
import { formatMoney } from '../../../core/domain/kernel/money';
import type { BaccaratOutcome } from '../../../core/domain/play/baccarat';
import { baccaratRtp } from '../../../core/domain/play/baccarat-rtp';
import { BACCARAT_SPOTS, type BaccaratSpot } from '../../../core/domain/play/baccarat-rules';
import { cardLabel, type Card } from '../../../core/domain/play/cards';
import { ratioToNumber } from '../../../core/domain/play/slot-rtp';
import type { TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { playingCard } from './playing-card';
import type { EngineView } from './table-page';
import { t } from './texts/language';

const SPOT_NAMES: Record<BaccaratSpot, string> = t.baccarat.spots;
const PAYS: Record<BaccaratSpot, string> = { player: '1:1', banker: '0.95:1', tie: '8:1', player_pair: '11:1', banker_pair: '11:1' };
/** The felt's layout: the side bets in a row above the two main spots. */
const FELT_ORDER: readonly BaccaratSpot[] = ['player_pair', 'tie', 'banker_pair', 'player', 'banker'];
const DEAL_MS = 320;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Punto banco at a felt table: chips on five spots, a coup dealt card by card, the winning spots lit. */
export function baccaratView(session: TableSession, chipValue: () => bigint | null): EngineView {
  const money = (minor: bigint) => formatMoney(minor, '', session.scale);
  const stakes = new Map<BaccaratSpot, bigint>();
  const hand = (side: 'player' | 'banker') => ({
    cards: h('div.bac-cards', { 'data-testid': `${side}-cards`, dir: 'ltr' }),
    total: h('span.bac-total', {}, '–'),
  });
  const player = hand('player');
  const banker = hand('banker');
  const handBox = (name: string, side: typeof player) => h('div.bac-hand', {}, h('div.bac-hand-head', {}, h('span', {}, name), side.total), side.cards);
  const result = h('p.bac-result', { 'data-testid': 'result' }, t.baccarat.ready);

  const spotTotals = new Map<BaccaratSpot, HTMLElement>();
  const spotButtons = new Map<BaccaratSpot, HTMLButtonElement>();
  for (const spot of BACCARAT_SPOTS) {
    const total = h('strong.bac-stake', {});
    const button = h(
      `button.bac-spot.bac-${spot.replace('_', '-')}`,
      { type: 'button', 'data-testid': `spot-${spot}` },
      h('span.bac-spot-name', {}, SPOT_NAMES[spot]),
      h('small', {}, t.baccarat.pays(PAYS[spot])),
      total,
    );
    button.addEventListener('click', () => {
      const value = chipValue();
      if (value === null || value <= 0n) return;
      stakes.set(spot, (stakes.get(spot) ?? 0n) + value);
      refresh();
    });
    spotTotals.set(spot, total);
    spotButtons.set(spot, button);
  }
  const clear = h('button.secondary.bac-clear', { type: 'button', 'data-testid': 'clear' }, t.table.clear);
  const betTotal = h('strong', {});
  const refresh = () => {
    for (const spot of BACCARAT_SPOTS) {
      const amount = stakes.get(spot) ?? 0n;
      spotTotals.get(spot)!.textContent = amount > 0n ? money(amount) : '';
      spotButtons.get(spot)!.classList.toggle('has-chips', amount > 0n);
    }
    betTotal.textContent = money([...stakes.values()].reduce((a, b) => a + b, 0n));
  };
  clear.addEventListener('click', () => {
    stakes.clear();
    refresh();
  });
  refresh();

  const rtp = baccaratRtp();
  const rules = h(
    'details.paytable.bac-rules',
    {},
    h('summary', {}, t.table.rules),
    h('p.muted', {}, t.baccarat.rules),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, t.table.betColumn), h('th', {}, t.table.paysColumn), h('th', {}, t.baccarat.returnColumn))),
      h(
        'tbody',
        {},
        ...BACCARAT_SPOTS.map((spot) =>
          h('tr', {}, h('td', {}, SPOT_NAMES[spot]), h('td', {}, PAYS[spot]), h('td', {}, `${(ratioToNumber(rtp[spot]) * 100).toFixed(4)} %`)),
        ),
      ),
    ),
    h('p.muted', {}, t.baccarat.returns),
  );

  const lay = async (side: typeof player, card: Card) => {
    const face = playingCard(card);
    face.classList.add('dealt');
    side.cards.append(face);
    await wait(DEAL_MS);
  };

  return {
    board: h(
      'section.baccarat',
      {},
      h('div.bac-hands', {}, handBox(SPOT_NAMES.player, player), handBox(SPOT_NAMES.banker, banker)),
      result,
      h('div.bac-spots', {}, ...FELT_ORDER.map((spot) => spotButtons.get(spot)!)),
      h('div.bac-tools', {}, h('span.muted', {}, `${t.table.onTable}:`), betTotal, clear),
    ),
    extras: rules,
    actionLabel: t.baccarat.deal,
    unfinishedRule: t.baccarat.unfinished,
    params: () => undefined,
    chips: () => [...stakes].filter(([, amount]) => amount > 0n).map(([spot, amount]) => ({ spot, amount })),
    async show(round) {
      const coup = round.outcome as BaccaratOutcome;
      for (const side of [player, banker]) {
        side.cards.replaceChildren();
        side.total.textContent = '–';
      }
      for (const button of spotButtons.values()) button.classList.remove('won', 'pushed');
      result.textContent = t.baccarat.dealing;
      await lay(player, coup.player[0]!);
      await lay(banker, coup.banker[0]!);
      await lay(player, coup.player[1]!);
      await lay(banker, coup.banker[1]!);
      if (coup.player[2]) await lay(player, coup.player[2]);
      if (coup.banker[2]) await lay(banker, coup.banker[2]);
      player.total.textContent = String(coup.playerTotal);
      banker.total.textContent = String(coup.bankerTotal);
      for (const spot of coup.won) spotButtons.get(spot)!.classList.add('won');
      for (const spot of coup.pushed) spotButtons.get(spot)!.classList.add('pushed');
      const pairs = [coup.playerPair ? SPOT_NAMES.player_pair : '', coup.bankerPair ? SPOT_NAMES.banker_pair : ''].filter(Boolean);
      const headline =
        coup.winner === 'tie'
          ? t.baccarat.tie(coup.playerTotal, coup.bankerTotal)
          : t.baccarat.wins(SPOT_NAMES[coup.winner], Math.max(coup.playerTotal, coup.bankerTotal), Math.min(coup.playerTotal, coup.bankerTotal));
      result.textContent = [headline, ...pairs].join(' · ');
      result.title = `${SPOT_NAMES.player} ${coup.player.map(cardLabel).join(' ')} · ${SPOT_NAMES.banker} ${coup.banker.map(cardLabel).join(' ')}`;
    },
  };
}
