import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, maskMoney, MONEY_SCALE } from '../../../../core/domain/kernel/money';

/** Values far beyond 2^53 in both directions, with the small ones near zero well covered. */
const minor = fc.oneof(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.bigInt({ min: -100_000n, max: 100_000n }));
const symbol = fc.constantFrom('', 'Rs ', '$', '₨', '€ ', 'PKR ', '฿');
const scale = fc.integer({ min: 0, max: 6 });

/** Reads a formatted amount back: strip the sign, the symbol and the commas. */
function parse(text: string, sym: string, sc: number): bigint {
  const negative = text.startsWith('-');
  const body = (negative ? text.slice(1) : text).slice(sym.length).replaceAll(',', '');
  const [whole = '', fraction = ''] = body.split('.');
  expect(fraction.length).toBe(sc);
  const value = BigInt(whole + fraction);
  return negative ? -value : value;
}

describe('formatMoney', () => {
  it('parsing the output back (strip symbol and commas) gives the input exactly, far beyond 2^53', () => {
    fc.assert(
      fc.property(minor, symbol, scale, (value, sym, sc) => {
        expect(parse(formatMoney(value, sym, sc), sym, sc)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it('thousands groups are 3 digits after a leading group of 1 to 3, with no leading zero', () => {
    fc.assert(
      fc.property(minor, scale, (value, sc) => {
        const text = formatMoney(value, '', sc).replace(/^-/, '');
        const whole = text.split('.')[0]!;
        const [head, ...groups] = whole.split(',');
        expect(head).toMatch(/^(0|[1-9][0-9]{0,2})$/);
        for (const g of groups) expect(g).toMatch(/^[0-9]{3}$/);
        if (head === '0') expect(groups).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('the sign comes before the symbol, and only for negative amounts', () => {
    fc.assert(
      fc.property(
        minor,
        symbol.filter((s) => s !== ''),
        (value, sym) => {
          const text = formatMoney(value, sym);
          expect(text.startsWith('-')).toBe(value < 0n);
          expect(text.replace(/^-/, '').startsWith(sym)).toBe(true);
        },
      ),
    );
  });

  it('a safe integer number formats exactly like the same bigint; the default scale is 2', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.maxSafeInteger().map((n) => -n),
        (a, b) => {
          expect(formatMoney(a)).toBe(formatMoney(BigInt(a)));
          expect(formatMoney(b, 'Rs ')).toBe(formatMoney(BigInt(b), 'Rs ', MONEY_SCALE));
        },
      ),
    );
    expect(MONEY_SCALE).toBe(2);
  });

  it('examples: zero, cents, a negative fraction and 2^63 - 1', () => {
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(5n, 'Rs ')).toBe('Rs 0.05');
    expect(formatMoney(-5n, 'Rs ')).toBe('-Rs 0.05');
    expect(formatMoney(123456789n, '$')).toBe('$1,234,567.89');
    expect(formatMoney(1000n, '', 0)).toBe('1,000');
    expect(formatMoney(2n ** 63n - 1n)).toBe('92,233,720,368,547,758.07');
  });
});

describe('maskMoney', () => {
  it('hides every digit and keeps everything else, length included', () => {
    fc.assert(
      fc.property(minor, symbol, scale, (value, sym, sc) => {
        const text = formatMoney(value, sym, sc);
        const masked = maskMoney(text);
        expect(masked).toHaveLength(text.length);
        expect(masked).not.toMatch(/[0-9]/);
        expect([...masked].every((c, i) => (c === '*' ? /[0-9*]/.test(text[i]!) : c === text[i]))).toBe(true);
      }),
    );
  });
});
