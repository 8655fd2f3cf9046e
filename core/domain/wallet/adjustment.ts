import { fail, ok, type Result } from '../kernel/result';
import { parseAmount } from './amount';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../kernel/free-text';

export const MAX_ADJUSTMENT_REASON = 500;

export interface Adjustment {
  /** Minor units: positive credits the member's main wallet, negative debits it. */
  readonly amount: bigint;
  readonly reason: string;
}

/**
 * A manual balance adjustment: a signed amount in major units ("-25.50" debits), never zero, and
 * the reason support gives for it (trimmed, not empty).
 */
export function checkAdjustment(amountText: string, reasonText: string, scale: number): Result<Adjustment> {
  const trimmed = amountText.trim();
  const negative = trimmed.startsWith('-');
  const magnitude = negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed;
  const parsed = parseAmount(magnitude, scale);
  if (!parsed.ok)
    return fail(parsed.error.code === 'wallet.amount_not_positive' ? 'wallet.adjustment_zero' : parsed.error.code, {
      ...(parsed.error.params ? { params: parsed.error.params } : {}),
      field: 'amount',
    });
  const reason = reasonText.trim();
  if (reason === '') return fail('wallet.adjustment_reason_required', { field: 'reason' });
  if (reason.length > MAX_ADJUSTMENT_REASON) return fail('validation.too_long', { field: 'reason', params: { max: MAX_ADJUSTMENT_REASON } });
  if (!isPrintable(reason, 'line')) return fail(CONTROL_CHARACTERS_REFUSED, { field: 'reason' });
  return ok({ amount: negative ? -parsed.value : parsed.value, reason });
}
