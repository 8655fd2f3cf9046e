import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE, payoutFor } from '../../../../core/domain/play/engine';
import { BASE_WEIGHT, GENERIC_RTP_RANGE, HOUSE_SLOT_CODE, SLOT_STOPS, lineMicro, slot, slotParamsFor } from '../../../../core/domain/play/slot';
import { LINES, PAYLINES, REEL_COUNTS, VOLATILITIES, WILD, evaluateLine, paytable, reelStrip } from '../../../../core/domain/play/slot-machine';
import { exactSlotRtp, ratioToNumber } from '../../../../core/domain/play/slot-rtp';
import { seededDraw } from '../../../support/play-simulation';

const gameCode = fc.string({ minLength: 1, maxLength: 24 });
const symbol = fc.integer({ min: 0, max: 7 });

describe('slot paytable and lines', () => {
  it('a reel strip holds exactly its symbol counts', () => {
    for (const counts of REEL_COUNTS) {
      const strip = reelStrip(counts);
      counts.forEach((count, s) => expect(strip.filter((x) => x === s)).toHaveLength(count));
    }
  });

  it('a line pays the best of its leftmost run with wilds and its leading wilds alone, never from a later reel', () => {
    const table = paytable('medium');
    fc.assert(
      fc.property(fc.array(symbol, { minLength: 5, maxLength: 5 }), (line) => {
        const result = evaluateLine(table, line);
        const target = line.find((s) => s !== WILD) ?? WILD;
        let run = 0;
        while (run < 5 && (line[run] === target || line[run] === WILD)) run++;
        let wilds = 0;
        while (wilds < 5 && line[wilds] === WILD) wilds++;
        const pay = (s: number, n: number) => (n >= 3 ? table[s]![n - 3]! : 0);
        expect(result.pays).toBe(Math.max(pay(target, run), pay(WILD, wilds)));
        if (line[0] !== WILD && line[1] !== WILD && line[0] !== line[1]) expect(result.pays).toBe(0);
      }),
    );
    expect(evaluateLine(table, [WILD, WILD, WILD, WILD, WILD]).pays).toBe(2000);
    expect(evaluateLine(table, [1, WILD, 1, 5, WILD]).pays).toBe(25);
  });
});

describe('slot exact RTP', () => {
  it('the house slot returns exactly 24,108,092 / 25,110,000 = 96.0099%', () => {
    const table = paytable('medium');
    const rtp = exactSlotRtp((line) => lineMicro(slotParamsFor(HOUSE_SLOT_CODE), evaluateLine(table, line).pays));
    expect(rtp.num * 25_110_000n).toBe(rtp.den * 24_108_092n);
    expect(ratioToNumber(rtp)).toBeCloseTo(0.960099, 6);
  });

  it('the stated paytable weights are what enumeration gives for every volatility', () => {
    for (const v of VOLATILITIES) {
      const rtp = exactSlotRtp((line) => evaluateLine(paytable(v), line).pays);
      expect((rtp.num * 1_000_000n * SLOT_STOPS) / BigInt(LINES)).toBe(BASE_WEIGHT[v] * rtp.den);
    }
  });

  it('a demo vendor slot returns its target RTP, at most 0.05 points below it after rounding line pays down', () => {
    fc.assert(
      fc.property(gameCode, (code) => {
        fc.pre(code !== HOUSE_SLOT_CODE);
        const params = slotParamsFor(code);
        expect(params.targetPpm).toBeGreaterThanOrEqual(GENERIC_RTP_RANGE.min);
        expect(params.targetPpm).toBeLessThanOrEqual(GENERIC_RTP_RANGE.max);
        const table = paytable(params.volatility);
        const rtp = ratioToNumber(exactSlotRtp((line) => lineMicro(params, evaluateLine(table, line).pays)));
        expect(rtp).toBeLessThanOrEqual(params.targetPpm! / 1e6);
        expect(rtp).toBeGreaterThan(params.targetPpm! / 1e6 - 0.0005);
      }),
      { numRuns: 15 },
    );
  });
});

describe('slot rounds', () => {
  it('shows the stops it landed on, pays the sum of its paying lines, bounded by the top prize on every line', () => {
    fc.assert(
      fc.property(gameCode, fc.integer(), fc.bigInt({ min: 1n, max: 10n ** 12n }), (code, seed, bet) => {
        const params = slotParamsFor(code);
        const { outcome, multiplier } = slot.play(params, seededDraw(seed));
        expect(outcome.grid).toHaveLength(3);
        for (const win of outcome.wins) {
          const line = PAYLINES[win.line]!.map((row, reel) => outcome.grid[row]![reel]!);
          expect(win.multiplier).toBe(lineMicro(params, evaluateLine(paytable(params.volatility), line).pays));
        }
        expect(multiplier).toBe(outcome.wins.reduce((s, w) => s + w.multiplier, 0));
        expect(multiplier).toBeLessThanOrEqual(slot.maxMultiplier(params));
        const paid = payoutFor(bet, multiplier);
        expect(paid >= 0n && paid <= (bet * BigInt(slot.maxMultiplier(params))) / BigInt(MULTIPLIER_SCALE)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('takes no choices from the player', () => {
    expect(slot.parse('X', {}).ok).toBe(true);
    expect(slot.parse('X', undefined).ok).toBe(true);
    expect(slot.parse('X', { lines: 3 })).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
  });
});
