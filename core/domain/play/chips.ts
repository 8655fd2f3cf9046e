import { fail, ok, type Result } from '../kernel/result';

/** A chip placed on a table: on which spot (an engine's own bet name) and how much, in minor units. */
export interface Chip {
  readonly spot: string;
  readonly amount: bigint;
}

/** How chips travel in a round's params: `{ chips: [{ spot, amount }] }`, amounts as minor-unit strings. */
export interface ChipParam {
  readonly spot: string;
  readonly amount: string;
}

export const MAX_CHIPS = 64;

/**
 * Parses a table's chips: 1–64 of them, each on a spot `spotIsValid` knows, each a whole positive
 * amount; chips on the same spot are added together.
 */
export function parseChips(raw: unknown, spotIsValid: (spot: string) => boolean): Result<readonly Chip[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CHIPS) return fail('play.invalid_params', { field: 'chips' });
  const bySpot = new Map<string, bigint>();
  for (const chip of raw as unknown[]) {
    const { spot, amount } = (chip ?? {}) as { spot?: unknown; amount?: unknown };
    if (typeof spot !== 'string' || !spotIsValid(spot)) return fail('play.invalid_params', { field: 'spot' });
    if (typeof amount !== 'string' || !/^[1-9][0-9]{0,14}$/.test(amount)) return fail('play.invalid_params', { field: 'amount' });
    bySpot.set(spot, (bySpot.get(spot) ?? 0n) + BigInt(amount));
  }
  return ok([...bySpot].map(([spot, amount]) => ({ spot, amount })));
}

export const chipsTotal = (chips: readonly Chip[]): bigint => chips.reduce((sum, chip) => sum + chip.amount, 0n);

/**
 * What a table pays back, as the round's multiplier in millionths of the total: each chip's amount
 * times what its spot returns (in millionths, stake included; 0 for a lost chip), summed, over the
 * total, rounded up. For a total of at most a million minor units (the bet limit), the payout it
 * gives (rounded down, as every payout) is the chips' exact sum when that is whole, and otherwise
 * that sum rounded down or up to a whole minor unit.
 */
export function tableMultiplier(chips: readonly Chip[], returnOf: (spot: string) => number): number {
  const total = chipsTotal(chips);
  const returned = chips.reduce((sum, chip) => sum + chip.amount * BigInt(returnOf(chip.spot)), 0n);
  return Number((returned + total - 1n) / total);
}

/** The most a table's chips can win: every chip at its best return (a bound, not always reachable together). */
export const tableMaxMultiplier = (chips: readonly Chip[], bestReturnOf: (spot: string) => number): number => tableMultiplier(chips, bestReturnOf);
