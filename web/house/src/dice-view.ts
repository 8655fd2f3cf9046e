import { DICE_MAX_WINNING, DICE_MIN_WINNING, diceMultiplier, diceWinningRolls, type DiceOutcome, type DiceParams } from '../../../core/domain/play/dice';
import { h } from './dom';
import type { EngineView } from './table-page';
import { t } from './texts/language';

/** Dice: roll 0.00–99.99 over or under a target; the payout follows the chance with a 1% edge. */
export function diceView(): EngineView {
  let direction: DiceParams['direction'] = 'over';
  const target = h('input.target', { type: 'range', min: '0', max: '9999', step: '1', value: '4999', 'aria-label': t.dice.target, dir: 'ltr' });
  const targetText = h('strong', {});
  const chance = h('strong', {});
  const payout = h('strong', {});
  const roll = h('div.dice-roll', { 'data-testid': 'roll' }, '50.00');
  const over = h('button.toggle.active', { type: 'button' }, t.dice.over);
  const under = h('button.toggle', { type: 'button' }, t.dice.under);
  const current = (): DiceParams => ({ direction, target: Number(target.value) });
  const refresh = () => {
    const p = current();
    const winning = diceWinningRolls(p);
    const valid = winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
    targetText.textContent = (p.target / 100).toFixed(2);
    chance.textContent = `${(winning / 100).toFixed(2)}%`;
    payout.textContent = valid ? `${(diceMultiplier(p) / 1_000_000).toFixed(4)}×` : '—';
  };
  const choose = (d: DiceParams['direction']) => {
    direction = d;
    over.classList.toggle('active', d === 'over');
    under.classList.toggle('active', d === 'under');
    refresh();
  };
  over.addEventListener('click', () => choose('over'));
  under.addEventListener('click', () => choose('under'));
  target.addEventListener('input', refresh);
  refresh();

  return {
    board: h(
      'section.dice',
      {},
      roll,
      target,
      h('div.toggles', {}, over, under),
      h(
        'dl.dice-stats',
        {},
        h('dt', {}, t.dice.target),
        h('dd', {}, targetText),
        h('dt', {}, t.dice.chance),
        h('dd', {}, chance),
        h('dt', {}, t.dice.payout),
        h('dd', {}, payout),
      ),
    ),
    actionLabel: t.dice.roll,
    unfinishedRule: t.dice.unfinished,
    params: () => ({ ...current() }),
    async show(round) {
      const outcome = round.outcome as DiceOutcome;
      roll.textContent = (outcome.roll / 100).toFixed(2);
      roll.classList.toggle('won', outcome.win);
      roll.classList.toggle('lost', !outcome.win);
    },
  };
}
