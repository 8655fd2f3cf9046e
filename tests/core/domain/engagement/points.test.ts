import fc from 'fast-check';
import { textAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { pointsFor, pointsSettingsAreValid, validateGoods } from '../../../../core/domain/engagement/points';

describe('pointsFor', () => {
  it('property: whole units only, never a point for less than a unit, and more play never earns less', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 10_000 }),
        (amount, more, rate, unit) => {
          const points = pointsFor(amount, rate, unit);
          expect(points).toBe((amount / BigInt(unit)) * BigInt(rate));
          expect(points * BigInt(unit) <= amount * BigInt(rate)).toBe(true);
          if (amount < BigInt(unit)) expect(points).toBe(0n);
          expect(pointsFor(amount + more, rate, unit) >= points).toBe(true);
        },
      ),
    );
  });

  it('settings need a positive unit, whole non-negative rates and each game type once', () => {
    expect(pointsSettingsAreValid({ unit: 100, bet: [{ gameType: 'RNG', points: 1 }], deposit: 1 })).toBe(true);
    expect(pointsSettingsAreValid({ unit: 0, bet: [], deposit: 1 })).toBe(false);
    expect(
      pointsSettingsAreValid({
        unit: 100,
        bet: [
          { gameType: 'RNG', points: 1 },
          { gameType: 'RNG', points: 2 },
        ],
        deposit: 1,
      }),
    ).toBe(false);
    expect(pointsSettingsAreValid({ unit: 100, bet: [{ gameType: 'RNG', points: 0.5 }], deposit: 1 })).toBe(false);
  });
});

describe('validateGoods', () => {
  it('cash goods need a value; every problem is named', () => {
    const bad = validateGoods({ name: '', image: 'ftp://x', kind: 'cash', points: 0n, value: 0n, stock: -1, texts: {} });
    expect(bad.ok ? [] : (bad.error.value!['errors'] as { field: string }[]).map((e) => e.field)).toEqual(['name', 'image', 'points', 'value', 'stock']);
    expect(validateGoods({ name: 'Cap', image: '', kind: 'item', points: 10n, value: 0n, stock: 0, texts: {} }).ok).toBe(true);
  });

  it('property: a name is taken up to 100 characters; one more is refused', () => {
    fc.assert(
      fc.property(textAround(100), (name) => {
        const checked = validateGoods({ name, image: '', kind: 'item', points: 10n, value: 0n, stock: 0, texts: {} });
        expect(checked.ok ? 'ok' : checked.error.code).toBe(name.length <= 100 ? 'ok' : 'mall.invalid_name');
      }),
    );
  });
});
