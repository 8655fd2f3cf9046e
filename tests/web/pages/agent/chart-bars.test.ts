import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../core/domain/kernel/calendar';
import { chartBars, everyDay, roundCeiling } from '../../../../web/src/pages/agent/chart-bars';

const amounts = fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 40 });

describe('the agent centre’s daily profit chart', () => {
  it('ends its axis on the least 1, 2 or 5 × 10^k at or above the largest amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (value) => {
        const ceiling = roundCeiling(value);
        const power = 10n ** BigInt(String(ceiling).length - 1);
        expect([1n, 2n, 5n]).toContain(ceiling / power);
        expect(ceiling % power).toBe(0n);
        expect(ceiling).toBeGreaterThanOrEqual(value);
        expect(ceiling).toBeLessThan(value * 5n);
      }),
    );
    expect([roundCeiling(220n), roundCeiling(1n), roundCeiling(101n), roundCeiling(0n)]).toEqual([500n, 1n, 200n, 0n]);
  });

  it('draws every bar inside the box, on its side of the zero line, as tall as its share of the scale', () => {
    fc.assert(
      fc.property(amounts, (values) => {
        const { bars, zeroY, top, bottom } = chartBars(values, 640, 180);
        expect(top).toBeGreaterThanOrEqual(values.reduce((m, v) => (v > m ? v : m), 0n));
        expect(bottom).toBeLessThanOrEqual(values.reduce((m, v) => (v < m ? v : m), 0n));
        bars.forEach((bar, i) => {
          const value = values[i]!;
          expect(bar.x).toBeGreaterThanOrEqual(0);
          expect(bar.x + bar.width).toBeLessThanOrEqual(640 + 1e-9);
          expect(bar.y).toBeGreaterThanOrEqual(-1e-9);
          expect(bar.y + bar.height).toBeLessThanOrEqual(180 + 1e-9);
          expect(bar.negative).toBe(value < 0n);
          if (value < 0n) expect(bar.y).toBeCloseTo(zeroY);
          else expect(bar.y + bar.height).toBeCloseTo(zeroY);
          const room = value < 0n ? 180 - zeroY : zeroY;
          if (value !== 0n) expect(bar.height).toBeCloseTo(Math.min(room, Math.max(1, (Math.abs(Number(value)) / Number(top - bottom)) * 180)));
        });
      }),
    );
  });

  it('gives one small loss in a 30-day period a thin bar under half the height, not a full-width block', () => {
    const series = everyDay('2026-11-01', '2026-11-30', [{ day: '2026-11-28', profitLoss: -220n }], (d) => d.profitLoss);
    const { bars } = chartBars(
      series.map((d) => d.value),
      640,
      180,
    );
    const drawn = bars.filter((b) => b.height > 0);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.width).toBeLessThan(640 / 30);
    expect(drawn[0]!.height).toBeLessThan(180 / 2);
  });

  it('has one slot per day of the period, in order, a day without figures counting zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.uniqueArray(fc.integer({ min: 0, max: 60 })), (length, offsets) => {
        const from = '2026-10-01';
        const to = addDays(from, length);
        const days = offsets.filter((o) => o <= length).map((o) => ({ day: addDays(from, o), amount: BigInt(o + 1) }));
        const series = everyDay(from, to, days, (d) => d.amount);
        expect(series.map((d) => d.day)).toEqual(Array.from({ length: length + 1 }, (_, i) => addDays(from, i)));
        for (const entry of series) expect(entry.value).toBe(days.find((d) => d.day === entry.day)?.amount ?? 0n);
      }),
    );
  });
});
