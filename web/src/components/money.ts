import { formatMoney } from '../../../core/domain/kernel/money';
import type { Failure } from '../../../core/domain/kernel/result';

const MONEY_PARAMS = ['min', 'max', 'remaining'] as const;

/**
 * Money inside a sentence: formatted by formatMoney, kept on one line (no-break spaces) and
 * isolated left to right, so "Rs 100.00" reads the same inside Urdu text.
 */
export function moneyInText(minor: bigint, symbol: string, scale: number): string {
  return `\u2066${formatMoney(minor, symbol, scale).replaceAll(' ', '\u00a0')}\u2069`;
}

/** Failures carry bounds in minor units (number or text); the message shows them as money. */
export function withMoneyParams(failure: Failure, symbol: string, scale: number): Failure {
  if (!failure.params) return failure;
  const params: Record<string, string | number> = { ...failure.params };
  for (const key of MONEY_PARAMS) {
    const value = params[key];
    if (value !== undefined && /^-?\d+$/.test(String(value))) params[key] = moneyInText(BigInt(String(value)), symbol, scale);
  }
  return { ...failure, params };
}
