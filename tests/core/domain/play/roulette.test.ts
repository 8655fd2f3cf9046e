import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableMultiplier } from '../../../../core/domain/play/chips';
import { MULTIPLIER_SCALE } from '../../../../core/domain/play/engine';
import { roulette, type RouletteParams } from '../../../../core/domain/play/roulette';
import {
  BET_KINDS,
  colourOf,
  isRouletteSpot,
  paysToOne,
  POCKETS,
  returnOn,
  ROULETTE_RTP,
  SPOTS,
  spotNamed,
  WHEEL_ORDER,
  type BetKind,
} from '../../../../core/domain/play/roulette-table';
import { seededDraw, simulate, tolerance } from '../../../support/play-simulation';

const pockets = Array.from({ length: POCKETS }, (_, n) => n);
const numbers = pockets.slice(1);
/** The layout drawn independently of the rules: number n sits in row ceil(n/3), column (n−1) mod 3. */
const at = (n: number) => ({ row: Math.ceil(n / 3), col: (n - 1) % 3 });
const sideBySide = (a: number, b: number) => (a === 0 ? b >= 1 && b <= 3 : Math.abs(at(a).row - at(b).row) + Math.abs(at(a).col - at(b).col) === 1);
const chipsArb = fc.uniqueArray(fc.record({ spot: fc.constantFrom(...SPOTS.map((s) => s.name)), amount: fc.bigInt({ min: 1n, max: 10n ** 9n }) }), {
  minLength: 1,
  maxLength: 12,
  selector: (c) => c.spot,
});
const parsed = (chips: readonly { spot: string; amount: bigint }[]): RouletteParams => {
  const result = roulette.parse('HOUSE_ROULETTE', { chips: chips.map((c) => ({ spot: c.spot, amount: c.amount.toString() })) });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('the roulette layout', () => {
  it('takes a split, corner, street or six line exactly when its numbers are adjacent on the layout', () => {
    for (const a of pockets)
      for (const b of pockets) {
        expect(isRouletteSpot(`split:${a}-${b}`), `split:${a}-${b}`).toBe(a < b && sideBySide(a, b));
        const square = a > 0 && at(b).row === at(a).row + 1 && at(b).col === at(a).col + 1;
        expect(isRouletteSpot(`corner:${a}-${b}`), `corner:${a}-${b}`).toBe(square);
      }
    for (const n of [...pockets, 37, 40]) {
      expect(isRouletteSpot(`street:${n}`), `street:${n}`).toBe(n >= 1 && n <= 36 && at(n).col === 0);
      expect(isRouletteSpot(`line:${n}`), `line:${n}`).toBe(n >= 1 && n <= 31 && at(n).col === 0);
      expect(isRouletteSpot(`straight:${n}`)).toBe(n <= 36);
    }
    for (const name of [
      'split:17-20',
      'street:13',
      'corner:17-21',
      'line:13',
      'trio:0-1-2',
      'trio:0-2-3',
      'basket:0-1-2-3',
      'dozen:2',
      'column:3',
      'red',
      'high',
    ])
      expect(isRouletteSpot(name), name).toBe(true);
    for (const name of ['split:20-17', 'split:3-4', 'corner:18-22', 'trio:0-1-3', 'dozen:4', 'column:0', 'green', 'straight:07', 'straight:-1', ' red'])
      expect(isRouletteSpot(name), name).toBe(false);
    fc.assert(fc.property(fc.string(), (name) => isRouletteSpot(name) === SPOTS.some((s) => s.name === name)));
  });

  it('has the spots of a European table, each kind covering its count of numbers, and names that say the numbers', () => {
    const counts = Object.fromEntries(BET_KINDS.map((kind) => [kind, SPOTS.filter((s) => s.kind === kind).length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      trio: 2,
      corner: 22,
      basket: 1,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      even: 1,
      odd: 1,
      low: 1,
      high: 1,
    });
    const covers: Record<BetKind, number> = {
      straight: 1,
      split: 2,
      street: 3,
      trio: 3,
      corner: 4,
      basket: 4,
      line: 6,
      dozen: 12,
      column: 12,
      red: 18,
      black: 18,
      even: 18,
      odd: 18,
      low: 18,
      high: 18,
    };
    for (const s of SPOTS) {
      expect(new Set(s.numbers).size, s.name).toBe(covers[s.kind]);
      const named = s.name.split(':')[1]?.split('-').map(Number) ?? [];
      if (['straight', 'split', 'trio', 'basket'].includes(s.kind))
        expect(
          [...s.numbers].sort((x, y) => x - y),
          s.name,
        ).toEqual(named);
      if (s.kind === 'corner') expect([Math.min(...s.numbers), Math.max(...s.numbers)], s.name).toEqual(named);
      if (s.kind === 'street' || s.kind === 'line') expect(Math.min(...s.numbers), s.name).toBe(named[0]);
    }
    expect(spotNamed('corner:17-21')?.numbers).toEqual([17, 18, 20, 21]);
    expect(spotNamed('dozen:2')?.numbers).toEqual(numbers.slice(12, 24));
    expect(spotNamed('column:3')?.numbers).toEqual(numbers.filter((n) => n % 3 === 0));
  });

  it('colours 18 numbers red and 18 black, and the wheel holds every pocket once, the colours alternating after the zero', () => {
    expect(numbers.filter((n) => colourOf(n) === 'red')).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(colourOf(0)).toBe('green');
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(pockets);
    expect(WHEEL_ORDER[0]).toBe(0);
    WHEEL_ORDER.slice(2).forEach((n, i) => expect(colourOf(n)).not.toBe(colourOf(WHEEL_ORDER[i + 1]!)));
  });

  it('pays 35, 17, 11, 8, 5, 2 and 1 to one, and every spot returns exactly 36/37 over the 37 pockets (house edge 2.70 %)', () => {
    const pays: Record<BetKind, number> = {
      straight: 35,
      split: 17,
      street: 11,
      trio: 11,
      corner: 8,
      basket: 8,
      line: 5,
      dozen: 2,
      column: 2,
      red: 1,
      black: 1,
      even: 1,
      odd: 1,
      low: 1,
      high: 1,
    };
    for (const s of SPOTS) {
      expect(paysToOne(s.numbers.length), s.name).toBe(pays[s.kind]);
      const returned = pockets.reduce((sum, pocket) => sum + returnOn(s, pocket), 0);
      expect(returned, s.name).toBe(36 * MULTIPLIER_SCALE);
      for (const pocket of pockets) expect(returnOn(s, pocket)).toBe(s.numbers.includes(pocket) ? (pays[s.kind] + 1) * MULTIPLIER_SCALE : 0);
    }
    // The published single-zero house edge is 1/37 = 2.7027 % on every bet (e.g. Wizard of Odds, "Roulette").
    for (const kind of BET_KINDS) {
      expect(ROULETTE_RTP[kind]).toBe(36 / 37);
      expect(1 - ROULETTE_RTP[kind]).toBeCloseTo(0.027027, 6);
    }
  });
});

describe('the roulette engine', () => {
  it('lands on floor(u × 37) of the first float and pays the chips covering it: the multiplier is tableMultiplier of the settled chips', () => {
    fc.assert(
      fc.property(chipsArb, fc.nat({ max: 2 ** 32 - 1 }), (chips, u) => {
        const params = parsed(chips);
        const { outcome, multiplier } = roulette.play(params, () => u / 2 ** 32);
        expect(outcome.pocket).toBe(Math.floor((u / 2 ** 32) * 37));
        expect(outcome.colour).toBe(colourOf(outcome.pocket));
        expect(outcome.won).toEqual(chips.filter((c) => spotNamed(c.spot)!.numbers.includes(outcome.pocket)).map((c) => c.spot));
        expect(multiplier).toBe(
          tableMultiplier(chips, (spot) => (outcome.won.includes(spot) ? (paysToOne(spotNamed(spot)!.numbers.length) + 1) * MULTIPLIER_SCALE : 0)),
        );
        expect(multiplier).toBeLessThanOrEqual(roulette.maxMultiplier(params));
        expect(roulette.stake!(params)).toBe(chips.reduce((sum, c) => sum + c.amount, 0n));
      }),
    );
  });

  it('the same floats give the same round, from the params as the round records them in JSON too', () => {
    fc.assert(
      fc.property(chipsArb, fc.integer(), (chips, seed) => {
        const recorded = JSON.parse(JSON.stringify(parsed(chips))) as RouletteParams;
        expect(roulette.play(recorded, seededDraw(seed))).toEqual(roulette.play(parsed(chips), seededDraw(seed)));
      }),
    );
  });

  it('refuses a chip on an unknown spot, and params without chips', () => {
    expect(roulette.parse('HOUSE_ROULETTE', { chips: [{ spot: 'split:3-4', amount: '100' }] })).toMatchObject({
      ok: false,
      error: { code: 'play.invalid_params', field: 'spot' },
    });
    expect(roulette.parse('HOUSE_ROULETTE', { chips: [] })).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
    expect(roulette.parse('HOUSE_ROULETTE', undefined)).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
  });

  it('returns 36/37 on each bet kind over 20,000 simulated rounds, within five standard errors', () => {
    // Five standard errors of a 20,000-round mean: the CLT makes a false alarm about one in 1.7 million per kind.
    const rounds = 20_000;
    BET_KINDS.forEach((kind, k) => {
      const spots = SPOTS.filter((s) => s.kind === kind);
      const draw = seededDraw(1000 + k);
      const sample = simulate(rounds, () => {
        const spot = spots[Math.floor(draw() * spots.length)]!.name;
        return roulette.play({ chips: [{ spot, amount: '100' }] }, draw).multiplier;
      });
      expect(Math.abs(sample.mean - 36 / 37), kind).toBeLessThan(tolerance(sample, rounds));
    });
  });
});
