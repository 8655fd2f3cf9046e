import { fail, ok, type Result } from '../kernel/result';

/** How many numbers a prize tier holds and how many digits each has. */
export interface TierShape {
  readonly count: number;
  readonly digits: number;
}

/** A draw's tiers in the order they are drawn and shown. */
export type ResultShape<T extends string> = Readonly<Record<T, TierShape>>;

/** A draw's numbers by tier, each a digit string that keeps its leading zeros ('07', '04521'). */
export type TieredResult<T extends string> = Readonly<Record<T, readonly string[]>>;

export type VnTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';
export type SeaTier = 'first' | 'second' | 'third' | 'special' | 'consolation';
export type QuickTier = 'number';

/** Northern Vietnamese result: 27 numbers in 8 tiers. */
export const VN_SHAPE: ResultShape<VnTier> = {
  special: { count: 1, digits: 5 },
  first: { count: 1, digits: 5 },
  second: { count: 2, digits: 5 },
  third: { count: 6, digits: 5 },
  fourth: { count: 4, digits: 4 },
  fifth: { count: 6, digits: 4 },
  sixth: { count: 3, digits: 3 },
  seventh: { count: 4, digits: 2 },
};

/** SEA 4D: 23 four-digit numbers; the 10 specials are also called starters. */
export const SEA_SHAPE: ResultShape<SeaTier> = {
  first: { count: 1, digits: 4 },
  second: { count: 1, digits: 4 },
  third: { count: 1, digits: 4 },
  special: { count: 10, digits: 4 },
  consolation: { count: 10, digits: 4 },
};

/** The quick lottery's one 5-digit number; its positions 1..5 are read left to right. */
export const QUICK_SHAPE: ResultShape<QuickTier> = { number: { count: 1, digits: 5 } };

export type VnResult = TieredResult<VnTier>;
export type SeaResult = TieredResult<SeaTier>;
export type QuickResult = TieredResult<QuickTier>;

export const tiersOf = <T extends string>(shape: ResultShape<T>): T[] => Object.keys(shape) as T[];

const isDigits = (text: unknown, length: number): text is string => typeof text === 'string' && text.length === length && /^[0-9]+$/.test(text);

/**
 * A result entered from outside (support typing the official numbers) checked against its shape.
 * The failure's params name the tier and, for a bad number, its index: problem 'unknown' (no such
 * tier), 'count' (missing or wrong number of numbers) or 'digits' (not exactly that many digits).
 */
export function checkResult<T extends string>(shape: ResultShape<T>, raw: unknown): Result<TieredResult<T>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('lottery.result_shape', { params: { problem: 'count' } });
  const entries = raw as Record<string, unknown>;
  const unknown = Object.keys(entries).find((key) => !Object.hasOwn(shape, key));
  if (unknown !== undefined) return fail('lottery.result_shape', { field: unknown, params: { tier: unknown, problem: 'unknown' } });
  const result: Partial<Record<T, readonly string[]>> = {};
  for (const tier of tiersOf(shape)) {
    const { count, digits } = shape[tier];
    const numbers = entries[tier];
    if (!Array.isArray(numbers) || numbers.length !== count) return fail('lottery.result_shape', { field: tier, params: { tier, problem: 'count', count } });
    const index = numbers.findIndex((n) => !isDigits(n, digits));
    if (index >= 0) return fail('lottery.result_shape', { field: tier, params: { tier, index, problem: 'digits', digits } });
    result[tier] = [...(numbers as string[])];
  }
  return ok(result as TieredResult<T>);
}
