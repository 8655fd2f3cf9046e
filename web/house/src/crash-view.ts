import type { CrashOutcome } from '../../../core/domain/play/crash';
import { h } from './dom';
import type { EngineView } from './table-page';
import { t } from './texts/language';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Crash: the multiplier climbs until it crashes; the bet cashes out automatically at the target. */
export function crashView(): EngineView {
  const cashout = h('input.cashout', { type: 'text', inputmode: 'decimal', value: '2.00', 'aria-label': t.crash.cashout });
  const meter = h('div.crash-meter', { 'data-testid': 'crash-meter' }, '1.00×');
  const caption = h('p.muted', { 'aria-live': 'polite' }, t.crash.ready);
  return {
    board: h('section.crash', {}, meter, caption, h('label.cashout-field', {}, h('span', {}, t.crash.cashoutAt), cashout, h('span', {}, '×'))),
    actionLabel: t.crash.launch,
    unfinishedRule: t.crash.unfinished,
    params: () => ({ cashout: Math.round(Number(cashout.value) * 100) }),
    async show(round) {
      const outcome = round.outcome as CrashOutcome;
      meter.classList.remove('crashed', 'cashed');
      caption.textContent = t.crash.climbing;
      const end = outcome.crashPoint / 100;
      const started = performance.now();
      for (;;) {
        await frame();
        const t = (performance.now() - started) / 1000;
        const value = Math.min(end, Math.exp(0.9 * t));
        meter.textContent = `${value.toFixed(2)}×`;
        if (value >= end || t > 4) break;
      }
      meter.textContent = `${end.toFixed(2)}×`;
      meter.classList.add(outcome.win ? 'cashed' : 'crashed');
      const target = `${(Number(cashout.value) || 0).toFixed(2)}×`;
      caption.textContent = (outcome.win ? t.crash.cashed : t.crash.crashed)(`${end.toFixed(2)}×`, target);
    },
  };
}
