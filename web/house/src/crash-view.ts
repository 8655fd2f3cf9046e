import type { CrashOutcome } from '../../../core/domain/play/crash';
import { h } from './dom';
import type { EngineView } from './table-page';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Crash: the multiplier climbs until it crashes; the bet cashes out automatically at the target. */
export function crashView(): EngineView {
  const cashout = h('input.cashout', { type: 'text', inputmode: 'decimal', value: '2.00', 'aria-label': 'Auto cash-out' });
  const meter = h('div.crash-meter', { 'data-testid': 'crash-meter' }, '1.00×');
  const caption = h('p.muted', { 'aria-live': 'polite' }, 'Set your cash-out and launch.');
  return {
    board: h('section.crash', {}, meter, caption, h('label.cashout-field', {}, h('span', {}, 'Auto cash-out at'), cashout, h('span', {}, '×'))),
    actionLabel: 'Launch',
    unfinishedRule: 'Your cash-out is automatic, so a launch cut off half-way is finished with its recorded crash point: if it reached your target, the win is paid.',
    params: () => ({ cashout: Math.round(Number(cashout.value) * 100) }),
    async show(round) {
      const outcome = round.outcome as CrashOutcome;
      meter.classList.remove('crashed', 'cashed');
      caption.textContent = 'Climbing…';
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
      caption.textContent = outcome.win ? `Crashed at ${end.toFixed(2)}× — cashed out at ${target}` : `Crashed at ${end.toFixed(2)}×, before ${target}`;
    },
  };
}
