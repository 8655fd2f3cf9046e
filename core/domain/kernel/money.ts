/** Money is an integer count of minor units; formatting happens here and nowhere else. */
export const MONEY_SCALE = 2;

export function formatMoney(minor: bigint | number, symbol = '', scale = MONEY_SCALE): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(scale);
  const whole = (abs / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = scale > 0 ? '.' + (abs % base).toString().padStart(scale, '0') : '';
  return `${negative ? '-' : ''}${symbol}${whole}${fraction}`;
}

export function maskMoney(formatted: string): string {
  return formatted.replace(/[0-9]/g, '*');
}
