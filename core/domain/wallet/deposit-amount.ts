import { fail, type Result } from '../kernel/result';
import { MAX_AMOUNT, parseAmount } from './amount';

/** A deposit method's bounds, in minor units, and the currency scale amounts are typed in. */
export interface AmountLimits {
  readonly min: bigint;
  readonly max: bigint;
  readonly scale: number;
}

/**
 * The deposit amount rule: the text must parse (parseAmount: digits, at most `scale` decimals,
 * positive, not huge) and land within [min, max]. Failures name the field 'amount'; the bounds
 * travel as minor-unit text in params, for the view to format.
 */
export function checkDepositAmount(text: string, limits: AmountLimits): Result<bigint> {
  const parsed = parseAmount(text, limits.scale);
  if (!parsed.ok) return fail(parsed.error.code, { ...parsed.error, field: 'amount' });
  if (parsed.value < limits.min) return fail('wallet.below_minimum', { field: 'amount', params: { min: limits.min.toString() } });
  if (parsed.value > limits.max) return fail('wallet.above_maximum', { field: 'amount', params: { max: limits.max.toString() } });
  return parsed;
}

const MAX_CHIPS = 6;

/**
 * Quick amount chips: the 1-2-5 series (1, 2, 5, 10, 20, 50… minor units) inside [min, max],
 * smallest first, at most six; just `min` when no series value fits.
 */
export function quickAmounts(limits: AmountLimits): bigint[] {
  const { min, max } = limits;
  if (min <= 0n || min > max) return [];
  const chips: bigint[] = [];
  for (let power = 1n; power <= MAX_AMOUNT && chips.length < MAX_CHIPS; power *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const value = step * power;
      if (value >= min && value <= max && chips.length < MAX_CHIPS) chips.push(value);
    }
  }
  return chips.length > 0 ? chips : [min];
}
