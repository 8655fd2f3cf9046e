import { fail } from '../../../core/domain/kernel/result';
import type { BlackjackAction } from '../../../core/domain/play/blackjack';
import { handTotal } from '../../../core/domain/play/blackjack-hand';
import type { BlackjackView } from '../../../core/domain/play/blackjack-view';
import type { Card } from '../../../core/domain/play/cards';
import type { HouseTable } from '../../../core/portal/play/house-table';
import type { RoundResult, TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { errorText, type EngineView, type RoundReport } from './table-page';

const SVG = 'http://www.w3.org/2000/svg';
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const MOVES: readonly [BlackjackAction, string][] = [
  ['hit', 'Hit'],
  ['stand', 'Stand'],
  ['double', 'Double'],
  ['split', 'Split'],
  ['insurance', 'Insurance'],
  ['no-insurance', 'No insurance'],
];

function svg(tag: string, attrs: Record<string, string>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text) el.textContent = text;
  return el;
}

/** A card drawn in SVG, face down when it is not shown yet; `delay` staggers its deal. */
function cardFace(card: Card | null, delay: number): SVGElement {
  const face = svg('svg', { viewBox: '0 0 60 84', class: `bj-card${card ? '' : ' down'}`, role: 'img', 'aria-label': card ? `${RANKS[card.rank]}${SUITS[card.suit]}` : 'face-down card' });
  face.style.animationDelay = `${delay * 120}ms`;
  face.append(svg('rect', { x: '1', y: '1', width: '58', height: '82', rx: '6' }));
  if (card) {
    const red = card.suit === 1 || card.suit === 2 ? ' red' : '';
    face.append(svg('text', { x: '6', y: '20', class: `rank${red}` }, RANKS[card.rank]), svg('text', { x: '30', y: '56', class: `suit${red}`, 'text-anchor': 'middle' }, SUITS[card.suit]));
  } else face.append(svg('rect', { x: '7', y: '7', width: '46', height: '70', rx: '4', class: 'back' }));
  return face;
}

const cardRow = (cards: readonly (Card | null)[], shown: number) => h('div.bj-cards', {}, ...cards.map((card, i) => cardFace(card, Math.max(0, i - shown))));

/** Blackjack: the hand is dealt by the bet button and played with the moves the rules allow now; a reload picks the hand up again. */
export function blackjackView(table: HouseTable, session: TableSession, report: RoundReport): EngineView {
  const dealer = h('div.bj-seat', {});
  const player = h('div.bj-hands', {});
  const status = h('p.bj-status', { 'data-testid': 'bj-status' }, 'Place your bet and deal.');
  const buttons = new Map(MOVES.map(([action, label]) => [action, h('button.bj-move', { type: 'button', disabled: '', 'data-action': action }, label)]));
  let hand: RoundResult | null = null;
  /** Cards already on the table, so only new ones animate in. */
  let seen = { dealer: 0, hands: [] as number[] };

  const render = (round: RoundResult) => {
    const view = round.outcome as BlackjackView;
    const shownDealer = view.dealer.filter((c): c is Card => c !== null);
    dealer.replaceChildren(h('h2.bj-label', {}, view.phase === 'done' ? `Dealer · ${handTotal(shownDealer)}` : 'Dealer'), cardRow(view.dealer, seen.dealer));
    player.replaceChildren(
      ...view.hands.map((played, i) => {
        const result = view.settlement?.hands[i]?.result;
        const label = `${view.hands.length > 1 ? `Hand ${i + 1}` : 'You'} · ${handTotal(played.cards)}${played.doubled ? ' · doubled' : ''}${result ? ` · ${result}` : ''}`;
        return h(`div.bj-seat${view.phase === 'player' && i === view.active ? '.active' : ''}`, {}, h('h2.bj-label', {}, label), cardRow(played.cards, seen.hands[i] ?? 0));
      }),
    );
    seen = { dealer: view.dealer.filter(Boolean).length, hands: view.hands.map((p) => p.cards.length) };
    for (const [action, button] of buttons) button.disabled = !view.actions.includes(action);
    status.textContent = view.phase === 'insurance' ? 'The dealer shows an ace: insurance costs half your bet and pays 2 to 1.' : view.phase === 'player' ? 'Your move.' : 'Hand over. Deal again?';
  };

  const move = async (action: BlackjackAction) => {
    if (!hand) return;
    for (const button of buttons.values()) button.disabled = true;
    const answered = await table.act(hand.roundId, action, crypto.randomUUID());
    if (!answered.ok) {
      status.textContent = errorText(answered.error);
      render(hand);
      return;
    }
    hand = answered.value;
    render(hand);
    report(hand);
  };
  for (const [action, button] of buttons) button.addEventListener('click', () => void move(action));

  void table.handInPlay().then((open) => {
    if (!open.ok || !open.value) return;
    hand = open.value;
    render(hand);
    report(hand);
  });

  return {
    board: h('section.blackjack', {}, dealer, player, status, h('div.bj-moves', {}, ...buttons.values())),
    extras: h(
      'details.bj-rules',
      {},
      h('summary', {}, 'Rules'),
      h(
        'p',
        {},
        'Six decks shuffled for every hand. Blackjack pays 3 to 2, other wins 1 to 1. The dealer peeks for blackjack and stands on all 17s. Double on any two cards, also after a split; split pairs up to four hands (split aces take one card each). Insurance pays 2 to 1. Return to player with basic strategy: about 99.5 %.',
      ),
    ),
    actionLabel: 'Deal',
    unfinishedRule: 'A hand left unfinished is played out by the default: insurance declined and every open hand stands; the dealer then plays and any win is paid.',
    params: () => undefined,
    async play(stake) {
      if (hand?.inPlay) return fail('play.round_unfinished');
      seen = { dealer: 0, hands: [] };
      return table.deal(stake, session.scale);
    },
    async show(round) {
      hand = round;
      render(round);
    },
  };
}
