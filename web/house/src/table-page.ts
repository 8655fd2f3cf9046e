import { formatMoney } from '../../../core/domain/kernel/money';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { Chip } from '../../../core/domain/play/chips';
import type { EngineCode, PlayParams } from '../../../core/domain/play/engine';
import type { HouseTable } from '../../../core/portal/play/house-table';
import type { RoundResult, TableSession } from '../../../core/portal/play/ports';
import { composeTable } from './compose';
import { h } from './dom';
import { fairnessPanel } from './fairness-panel';
import { language, t } from './texts/language';
import { HOUSE_SLOT_CODE } from '../../../core/domain/play/slot';

export interface EngineView {
  /** The game's own controls and board, placed above the bet bar. */
  readonly board: HTMLElement;
  /** Reference panels (a paytable) placed below the bet bar. */
  readonly extras?: HTMLElement;
  readonly actionLabel: string;
  /** How this game finishes a round whose request stopped after the bet was taken. */
  readonly unfinishedRule: string;
  params(): PlayParams | undefined;
  /** A table of chips: the bet field sets the value of a chip the view places, and the round's bet is their total. */
  chips?(): readonly Chip[];
  /** Shows a round; resolves when its animation is over. */
  show(round: RoundResult, session: TableSession): Promise<void>;
  /** A round of decisions (blackjack): the bet button deals it here, and the view's own buttons play it on. */
  play?(stake: string): Promise<Result<RoundResult>>;
}

/** What the page does with each answer of a round: the balance, the win, the message, the fairness record. */
export type RoundReport = (round: RoundResult) => void;

export const errorText = (failure: Failure): string => {
  const [area, key] = failure.code.split('.') as [string, string];
  const texts = (language.errors as Record<string, unknown>)[area] as Record<string, string> | undefined;
  const text = texts?.[key] ?? language.errors.unknown;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(failure.params?.[name] ?? ''));
};

/** Mounts a house game: opens the session from ?launch=, then the board, bet bar and fairness panel. */
export async function mountTable(
  engine: EngineCode,
  build: (session: TableSession, chipValue: () => bigint | null, report: RoundReport, table: HouseTable) => EngineView,
): Promise<void> {
  const root = document.getElementById('table')!;
  root.replaceChildren(h('p.muted', {}, t.table.opening));
  document.title = t.brand;
  const table = composeTable();
  const opened = await table.open(new URLSearchParams(window.location.search).get('launch'));
  if (!opened.ok) {
    root.replaceChildren(h('div.table-closed', { role: 'alert' }, errorText(opened.error)));
    return;
  }
  const session = opened.value;
  document.title = `${session.gameName} · ${t.brand}`;
  history.replaceState(null, '', window.location.pathname);
  const stake = h('input.stake', { type: 'text', inputmode: 'decimal', value: '1.00', 'aria-label': t.table.bet, 'data-testid': 'stake' });
  const money = (minor: bigint) => formatMoney(minor, '', session.scale);
  const balance = h('strong.balance-value', { 'data-testid': 'balance' }, money(session.balance));
  const message = h('p.table-message', { role: 'status', 'aria-live': 'polite' });
  const report: RoundReport = (round) => {
    balance.textContent = money(round.balance);
    message.classList.remove('error', 'won');
    message.textContent = '';
    if (round.inPlay) return;
    lastWin.textContent = money(round.win);
    if (hasJackpot) void refreshPool();
    if (round.jackpot > 0n) {
      message.textContent = t.table.jackpotWon(money(round.jackpot + round.win));
      message.classList.add('won');
    } else if (round.win > 0n) {
      message.textContent = t.table.won(money(round.win));
      message.classList.add('won');
    } else {
      message.textContent = t.table.noWin;
    }
    fairness.recorded(round);
  };
  const view = build(
    session,
    () => {
      const value = table.chipValue(stake.value, session.scale);
      return value.ok ? value.value : null;
    },
    report,
    table,
  );
  const resumed = session.resumed.map((r) =>
    h('p.table-message.resumed', { role: 'status', 'data-testid': 'resumed' }, t.table.resumed(r.roundId, money(r.bet), money(r.win + r.jackpot))),
  );
  const action = h('button.play-button', { type: 'button', 'data-testid': 'play' }, view.actionLabel);
  const lastWin = h('strong.win-value', {}, money(0n));
  const fairness = fairnessPanel(table, session);
  const pool = h('strong.jackpot-value', { 'data-testid': 'jackpot' });
  const refreshPool = async () => {
    const amount = await table.jackpot();
    if (amount.ok) pool.textContent = money(amount.value);
  };
  const hasJackpot = session.gameCode === HOUSE_SLOT_CODE && !session.trial;
  if (hasJackpot) void refreshPool();

  const halve = h('button.chip', { type: 'button', 'aria-label': t.table.halve }, '½');
  const double = h('button.chip', { type: 'button', 'aria-label': t.table.double }, '2×');
  const scaleStake = (factor: number) => {
    const value = Number(stake.value) * factor;
    if (Number.isFinite(value) && value > 0) stake.value = value.toFixed(session.scale);
  };
  halve.addEventListener('click', () => scaleStake(0.5));
  double.addEventListener('click', () => scaleStake(2));

  action.addEventListener('click', async () => {
    action.disabled = true;
    message.textContent = '';
    message.classList.remove('error', 'won');
    const played = view.play
      ? await view.play(stake.value)
      : view.chips
        ? await table.playChips(engine, view.chips())
        : await table.play(engine, stake.value, session.scale, view.params());
    if (!played.ok) {
      message.textContent = errorText(played.error);
      message.classList.add('error');
      action.disabled = false;
      return;
    }
    await view.show(played.value, session);
    report(played.value);
    action.disabled = false;
  });

  root.replaceChildren(
    h(
      'header.table-header',
      {},
      h('h1.table-title', {}, session.gameName),
      session.trial ? h('span.trial-badge', {}, t.table.trial) : null,
      hasJackpot ? h('div.jackpot', {}, h('span', {}, t.table.jackpot), pool) : null,
      h('div.balance', {}, h('span', {}, t.table.balance), balance, h('small', {}, session.currency)),
    ),
    view.board,
    h(
      'div.bet-bar',
      {},
      h('label.stake-field', {}, h('span', {}, view.chips ? t.table.chip : t.table.bet), stake),
      halve,
      double,
      h('div.last-win', {}, h('span', {}, t.table.win), lastWin),
      action,
    ),
    message,
    ...resumed,
    ...(view.extras ? [view.extras] : []),
    unfinishedRounds(view.unfinishedRule, session.roundTimeoutMinutes),
    fairness.element,
  );
}

/** The published rule for rounds cut off half-way (a closed page, a lost connection). */
function unfinishedRounds(rule: string, timeoutMinutes: number): HTMLElement {
  return h(
    'details.unfinished',
    { 'data-testid': 'unfinished-rule' },
    h('summary', {}, t.table.unfinishedTitle),
    h('p', {}, t.table.unfinishedDecided(rule)),
    h('p.muted', {}, t.table.unfinishedWhen(timeoutMinutes)),
  );
}
