import { fail } from '../../../core/domain/kernel/result';
import type { BlackjackAction } from '../../../core/domain/play/blackjack';
import { handTotal } from '../../../core/domain/play/blackjack-hand';
import type { BlackjackView } from '../../../core/domain/play/blackjack-view';
import type { Card } from '../../../core/domain/play/cards';
import type { HouseTable } from '../../../core/portal/play/house-table';
import type { RoundResult, TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { errorText, type EngineView, type RoundReport } from './table-page';
import { t } from './texts/language';

const SVG = 'http://www.w3.org/2000/svg';
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const MOVES: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'];

function svg(tag: string, attrs: Record<string, string>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text) el.textContent = text;
  return el;
}

/** A card drawn in SVG, face down when it is not shown yet; `delay` staggers its deal. */
function cardFace(card: Card | null, delay: number): SVGElement {
  const face = svg('svg', {
    viewBox: '0 0 60 84',
    class: `bj-card${card ? '' : ' down'}`,
    role: 'img',
    'aria-label': card ? `${RANKS[card.rank]}${SUITS[card.suit]}` : t.cards.faceDown,
  });
  face.style.animationDelay = `${delay * 120}ms`;
  face.append(svg('rect', { x: '1', y: '1', width: '58', height: '82', rx: '6' }));
  if (card) {
    const red = card.suit === 1 || card.suit === 2 ? ' red' : '';
    face.append(
      svg('text', { x: '6', y: '20', class: `rank${red}` }, RANKS[card.rank]),
      svg('text', { x: '30', y: '56', class: `suit${red}`, 'text-anchor': 'middle' }, SUITS[card.suit]),
    );
  } else face.append(svg('rect', { x: '7', y: '7', width: '46', height: '70', rx: '4', class: 'back' }));
  return face;
}

const cardRow = (cards: readonly (Card | null)[], shown: number) =>
  h('div.bj-cards', { dir: 'ltr' }, ...cards.map((card, i) => cardFace(card, Math.max(0, i - shown))));

/** Blackjack: the hand is dealt by the bet button and played with the moves the rules allow now; a reload picks the hand up again. */
export function blackjackView(table: HouseTable, session: TableSession, report: RoundReport): EngineView {
  const dealer = h('div.bj-seat', {});
  const player = h('div.bj-hands', {});
  const status = h('p.bj-status', { 'data-testid': 'bj-status' }, t.blackjack.ready);
  const buttons = new Map(
    MOVES.map((action) => [action, h('button.bj-move', { type: 'button', disabled: '', 'data-action': action }, t.blackjack.moves[action])]),
  );
  let hand: RoundResult | null = null;
  /** Cards already on the table, so only new ones animate in. */
  let seen = { dealer: 0, hands: [] as number[] };

  const render = (round: RoundResult) => {
    const view = round.outcome as BlackjackView;
    const shownDealer = view.dealer.filter((c): c is Card => c !== null);
    dealer.replaceChildren(
      h('h2.bj-label', {}, view.phase === 'done' ? `${t.blackjack.dealer} · ${handTotal(shownDealer)}` : t.blackjack.dealer),
      cardRow(view.dealer, seen.dealer),
    );
    player.replaceChildren(
      ...view.hands.map((played, i) => {
        const result = view.settlement?.hands[i]?.result;
        const label = [
          view.hands.length > 1 ? t.blackjack.hand(i + 1) : t.blackjack.you,
          handTotal(played.cards),
          played.doubled ? t.blackjack.doubled : '',
          result ? t.blackjack.results[result] : '',
        ]
          .filter((part) => part !== '')
          .join(' · ');
        return h(
          `div.bj-seat${view.phase === 'player' && i === view.active ? '.active' : ''}`,
          {},
          h('h2.bj-label', {}, label),
          cardRow(played.cards, seen.hands[i] ?? 0),
        );
      }),
    );
    seen = { dealer: view.dealer.filter(Boolean).length, hands: view.hands.map((p) => p.cards.length) };
    for (const [action, button] of buttons) button.disabled = !view.actions.includes(action);
    status.textContent = view.phase === 'insurance' ? t.blackjack.insurance : view.phase === 'player' ? t.blackjack.yourMove : t.blackjack.over;
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
    extras: h('details.bj-rules', {}, h('summary', {}, t.blackjack.rulesTitle), h('p', {}, t.blackjack.rules)),
    actionLabel: t.blackjack.deal,
    unfinishedRule: t.blackjack.unfinished,
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
