import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipsTotal, MAX_CHIPS, parseChips, tableMultiplier, type Chip } from '../../../../core/domain/play/chips';
import { BET_LIMITS } from '../../../../core/domain/play/bet-limits';
import { MULTIPLIER_SCALE, payoutFor } from '../../../../core/domain/play/engine';

const SPOTS = ['red', 'black', 'straight:17'];
const chipArb = fc.record({ spot: fc.constantFrom(...SPOTS), amount: fc.bigInt({ min: 1n, max: BET_LIMITS.max / 8n }) });

describe('table chips', () => {
  it('pays the chips their exact sum when it is whole, and otherwise that sum rounded to a neighbouring minor unit', () => {
    fc.assert(
      fc.property(
        fc.array(chipArb, { minLength: 1, maxLength: 8 }),
        fc.dictionary(fc.constantFrom(...SPOTS), fc.integer({ min: 0, max: 36 * MULTIPLIER_SCALE })),
        (chips, returns) => {
          const returnOf = (spot: string) => returns[spot] ?? 0;
          const micro = chips.reduce((sum, c) => sum + c.amount * BigInt(returnOf(c.spot)), 0n);
          const scale = BigInt(MULTIPLIER_SCALE);
          const paid = payoutFor(chipsTotal(chips), tableMultiplier(chips, returnOf));
          if (micro % scale === 0n) expect(paid).toBe(micro / scale);
          else expect(paid === micro / scale || paid === micro / scale + 1n).toBe(true);
        },
      ),
    );
  });

  it('pays a 12.00 table that wins 17.00 exactly 17.00', () => {
    const chips = [
      { spot: 'red', amount: 600n },
      { spot: 'black', amount: 600n },
    ];
    expect(
      payoutFor(
        1200n,
        tableMultiplier(chips, (spot) => (spot === 'red' ? 2 * MULTIPLIER_SCALE : 0)),
      ),
    ).toBe(1200n);
    const mixed = [
      { spot: 'straight:17', amount: 100n },
      { spot: 'red', amount: 500n },
      { spot: 'black', amount: 600n },
    ];
    expect(
      payoutFor(
        1200n,
        tableMultiplier(mixed, (spot) => (spot === 'black' ? 2 * MULTIPLIER_SCALE : spot === 'straight:17' ? (5 * MULTIPLIER_SCALE) / 10 : 0)),
      ),
    ).toBe(1250n);
  });

  it('parses chips into one amount per spot with the same total', () => {
    fc.assert(
      fc.property(fc.array(chipArb, { minLength: 1, maxLength: MAX_CHIPS }), (chips: Chip[]) => {
        const parsed = parseChips(
          chips.map((c) => ({ spot: c.spot, amount: c.amount.toString() })),
          (s) => SPOTS.includes(s),
        );
        expect(parsed.ok && chipsTotal(parsed.value)).toBe(chipsTotal(chips));
        expect(parsed.ok && new Set(parsed.value.map((c) => c.spot)).size).toBe(parsed.ok ? parsed.value.length : -1);
      }),
    );
  });

  it('refuses an unknown spot, a zero, negative or fractional amount, no chips and too many chips', () => {
    const valid = (s: string) => SPOTS.includes(s);
    expect(parseChips([{ spot: 'green', amount: '10' }], valid)).toMatchObject({ ok: false, error: { field: 'spot' } });
    for (const amount of ['0', '-5', '1.5', '', 10])
      expect(parseChips([{ spot: 'red', amount }], valid)).toMatchObject({ ok: false, error: { field: 'amount' } });
    expect(parseChips([], valid)).toMatchObject({ ok: false, error: { field: 'chips' } });
    expect(
      parseChips(
        Array.from({ length: MAX_CHIPS + 1 }, () => ({ spot: 'red', amount: '1' })),
        valid,
      ),
    ).toMatchObject({ ok: false });
    expect(parseChips('red', valid)).toMatchObject({ ok: false });
  });
});
