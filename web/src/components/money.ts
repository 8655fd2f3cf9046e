import { formatMoney } from '../../../core/domain/kernel/money';
import type { Failure } from '../../../core/domain/kernel/result';

const MONEY_PARAMS = ['min', 'max'] as const;

/** Failures carry bounds in minor units (number or text); the message shows them as money. */
export function withMoneyParams(failure: Failure, symbol: string, scale: number): Failure {
  if (!failure.params) return failure;
  const params: Record<string, string | number> = { ...failure.params };
  for (const key of MONEY_PARAMS) {
    const value = params[key];
    if (value !== undefined && /^-?\d+$/.test(String(value))) params[key] = formatMoney(BigInt(String(value)), symbol, scale);
  }
  return { ...failure, params };
}
