import { fail, ok } from '../kernel/result';
import { isRecord, type Engine } from './engine';

/** Rolls are 0..9999 shown as 0.00–99.99; a win pays 99% of fair odds (1% house edge). */
export const DICE_OUTCOMES = 10_000;
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export interface DiceParams {
  readonly direction: 'over' | 'under';
  /** Target in hundredths: 'over' wins when roll > target, 'under' when roll < target. */
  readonly target: number;
}

export interface DiceOutcome {
  readonly roll: number;
  readonly win: boolean;
}

export const diceWinningRolls = (p: DiceParams): number => (p.direction === 'over' ? DICE_OUTCOMES - 1 - p.target : p.target);

/** 0.99 × 10000 / winning rolls, in millionths, rounded down. */
export const diceMultiplier = (p: DiceParams): number => Math.floor(9_900_000_000 / diceWinningRolls(p));

export const dice: Engine<DiceParams, DiceOutcome> = {
  code: 'dice',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    const { direction, target } = raw;
    if (direction !== 'over' && direction !== 'under') return fail('play.invalid_params', { field: 'direction' });
    if (typeof target !== 'number' || !Number.isInteger(target)) return fail('play.invalid_params', { field: 'target' });
    const params: DiceParams = { direction, target };
    const winning = target >= 0 && target < DICE_OUTCOMES ? diceWinningRolls(params) : 0;
    if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) return fail('play.invalid_params', { field: 'target' });
    return ok(params);
  },
  maxMultiplier: diceMultiplier,
  play(params, draw) {
    const roll = Math.floor(draw() * DICE_OUTCOMES);
    const win = params.direction === 'over' ? roll > params.target : roll < params.target;
    return { outcome: { roll, win }, multiplier: win ? diceMultiplier(params) : 0 };
  },
};
