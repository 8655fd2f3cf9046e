import { LINES, PAYLINES, SLOT_SYMBOLS, paytable } from '../../../core/domain/play/slot-machine';
import { lineMicro, slotParamsFor, type SlotOutcome } from '../../../core/domain/play/slot';
import { h } from './dom';
import type { EngineView } from './table-page';
import { t } from './texts/language';

const GLYPHS: Record<(typeof SLOT_SYMBOLS)[number], string> = { lotus: '✿', crown: '♛', gem: '◆', bell: '♫', seven: '7', ace: 'A', king: 'K', queen: 'Q' };
const glyph = (symbol: number) => GLYPHS[SLOT_SYMBOLS[symbol]!];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 5-reel lotus slot (and every demo vendor's slot, with its own rescaled paytable). */
export function slotView(gameCode: string): EngineView {
  const params = slotParamsFor(gameCode);
  const cells = Array.from({ length: 3 }, () =>
    Array.from({ length: 5 }, (_, reel) => h('div.cell', { 'data-symbol': SLOT_SYMBOLS[(reel * 3) % 8]! }, glyph((reel * 3) % 8))),
  );
  const reels = h(
    'div.reels',
    { 'data-testid': 'reels', dir: 'ltr' },
    ...Array.from({ length: 5 }, (_, reel) => h('div.reel', {}, ...cells.map((row) => row[reel]!))),
  );
  const table = paytable(params.volatility);
  // Pays shown in line bets: the line's share of the total bet times the number of lines.
  const pays = (n: number) => ((lineMicro(params, n) * LINES) / 1_000_000).toFixed(2).replace(/\.?0+$/, '');
  const payRows = table.map((row, symbol) =>
    h('tr', {}, h('td.pay-symbol', { 'data-symbol': SLOT_SYMBOLS[symbol]! }, glyph(symbol)), ...row.map((n) => h('td', {}, `${pays(n)}×`))),
  );
  const paytableEl = h(
    'details.paytable',
    {},
    h('summary', {}, t.slot.paytable),
    h('p.muted', {}, t.slot.lines(LINES)),
    h('table', {}, h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, '3'), h('th', {}, '4'), h('th', {}, '5'))), h('tbody', {}, ...payRows)),
  );

  return {
    board: h('section.slot', {}, reels),
    extras: paytableEl,
    actionLabel: t.slot.spin,
    unfinishedRule: t.slot.unfinished,
    params: () => undefined,
    async show(round) {
      const outcome = round.outcome as SlotOutcome;
      reels.classList.add('spinning');
      for (const row of cells) for (const cell of row) cell.classList.remove('win');
      await wait(450);
      reels.classList.remove('spinning');
      outcome.grid.forEach((row, r) =>
        row.forEach((symbol, reel) => {
          const cell = cells[r]![reel]!;
          cell.textContent = glyph(symbol);
          cell.dataset['symbol'] = SLOT_SYMBOLS[symbol]!;
        }),
      );
      for (const win of outcome.wins) PAYLINES[win.line]!.slice(0, win.count).forEach((row, reel) => cells[row]![reel]!.classList.add('win'));
    },
  };
}
