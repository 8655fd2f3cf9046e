import { fail, ok, type Result } from '../kernel/result';

/** The largest amount accepted on the wire: 10^15 minor units, far inside PostgreSQL's bigint. */
export const MAX_AMOUNT = 10n ** 15n;

/**
 * Parses a decimal amount in major units ("1,000.50" is refused; "1000.50" is 100050 at scale 2)
 * into integer minor units. No float is ever involved: the text is split at the point.
 */
export function parseAmount(text: string, scale: number): Result<bigint> {
  const trimmed = text.trim();
  const match = /^(\d{1,18})(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return fail('wallet.invalid_amount');
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return fail('wallet.too_many_decimals', { params: { scale } });
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  if (minor <= 0n) return fail('wallet.amount_not_positive');
  if (minor > MAX_AMOUNT) return fail('wallet.amount_too_large');
  return ok(minor);
}

/** Minor units as the decimal text parseAmount accepts (no separators, no symbol). */
export function amountText(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = 10n ** BigInt(scale);
  const fraction = scale > 0 ? '.' + (abs % base).toString().padStart(scale, '0') : '';
  return `${negative ? '-' : ''}${abs / base}${fraction}`;
}
