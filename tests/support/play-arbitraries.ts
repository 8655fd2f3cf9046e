import fc from 'fast-check';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, diceWinningRolls } from '../../core/domain/play/dice';

/** Dice choices the engine accepts: 1%–98% of the rolls win. */
export const diceParams = fc
  .record({ direction: fc.constantFrom<'over' | 'under'>('over', 'under'), target: fc.integer({ min: 0, max: 9999 }) })
  .filter((p) => diceWinningRolls(p) >= DICE_MIN_WINNING && diceWinningRolls(p) <= DICE_MAX_WINNING);
