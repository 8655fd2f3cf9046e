import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { andarBahar } from '../../../../core/domain/play/andar-bahar';
import {
  ANDAR_BAHAR_PAYS,
  ANDAR_BAHAR_RTP,
  ANDAR_BAHAR_SPOTS,
  DEALT_RANGES,
  MATE_PLACES,
  MAX_DEALT,
  dealAndarBahar,
  firstMatchWays,
  spotChance,
  spotReturn,
  spotWins,
} from '../../../../core/domain/play/andar-bahar-rules';
import { cardIndex } from '../../../../core/domain/play/cards';
import { parseChips, tableMultiplier } from '../../../../core/domain/play/chips';
import { MULTIPLIER_SCALE } from '../../../../core/domain/play/engine';
import { fairDraw } from '../../../../core/domain/play/fairness';

const floatsArb = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 52, maxLength: 52 });
const floats = (values: readonly number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};
const chipArb = fc.record({ spot: fc.constantFrom(...ANDAR_BAHAR_SPOTS), amount: fc.bigInt({ min: 1n, max: 10n ** 9n }).map(String) });
const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('andar bahar deal', () => {
  it('deals distinct cards alternately, Andar first, until the first card of the joker’s rank, which wins for its side', () => {
    fc.assert(
      fc.property(floatsArb, (values) => {
        const deal = dealAndarBahar(floats(values));
        const dealt = [deal.joker, ...deal.andar, ...deal.bahar];
        expect(new Set(dealt.map(cardIndex)).size).toBe(dealt.length);
        expect(deal.andar.length - deal.bahar.length).toBe(deal.winner === 'andar' ? 1 : 0);
        expect(deal.dealt).toBe(deal.andar.length + deal.bahar.length);
        expect(deal.dealt).toBeGreaterThanOrEqual(1);
        expect(deal.dealt).toBeLessThanOrEqual(MAX_DEALT);
        const last = deal.winner === 'andar' ? deal.andar.at(-1)! : deal.bahar.at(-1)!;
        expect(last.rank).toBe(deal.joker.rank);
        const matches = [...deal.andar, ...deal.bahar].filter((card) => card.rank === deal.joker.rank);
        expect(matches).toEqual([last]);
      }),
    );
  });

  it('is the same round for the same floats', () => {
    fc.assert(
      fc.property(floatsArb, fc.array(chipArb, { minLength: 1, maxLength: 6 }), (values, chips) => {
        expect(andarBahar.play({ chips }, floats(values))).toEqual(andarBahar.play({ chips }, floats(values)));
      }),
    );
  });
});

describe('andar bahar settlement', () => {
  it('pays a winning chip exactly its stated ratio and a losing one nothing, by the joker and the deal', () => {
    fc.assert(
      fc.property(floatsArb, fc.constantFrom(...ANDAR_BAHAR_SPOTS), (values, spot) => {
        const deal = dealAndarBahar(floats(values));
        const { rank, suit } = deal.joker;
        const red = suit === 1 || suit === 2;
        const range = DEALT_RANGES.find(([first, last]) => spot === `dealt:${first}-${last}`);
        const expected: Record<string, boolean> = {
          andar: deal.winner === 'andar',
          bahar: deal.winner === 'bahar',
          joker_low: rank < 7,
          joker_seven: rank === 7,
          joker_high: rank > 7,
          red,
          black: !red,
          [`suit:${['spades', 'hearts', 'diamonds', 'clubs'][suit]}`]: true,
        };
        const wins = range ? deal.dealt >= range[0] && deal.dealt <= range[1] : (expected[spot] ?? false);
        expect(spotWins(spot, deal)).toBe(wins);
        const played = andarBahar.play({ chips: [{ spot, amount: '100' }] }, floats(values));
        expect(played.multiplier).toBe(wins ? MULTIPLIER_SCALE + (ANDAR_BAHAR_PAYS[spot]! * MULTIPLIER_SCALE) / 100 : 0);
        expect(played.outcome.won).toEqual(wins ? [spot] : []);
      }),
    );
  });

  it('a round’s multiplier is tableMultiplier of its chips settled on its deal, never above the maximum; its params survive JSON', () => {
    fc.assert(
      fc.property(floatsArb, fc.array(chipArb, { minLength: 1, maxLength: 8 }), (values, raw) => {
        const params = andarBahar.parse('HOUSE_ANDAR_BAHAR', { chips: raw });
        const chips = parseChips(raw, () => true);
        if (!params.ok || !chips.ok) throw new Error('chips refused');
        expect(JSON.parse(JSON.stringify(params.value))).toEqual(params.value);
        const played = andarBahar.play(params.value, floats(values));
        expect(played.multiplier).toBe(tableMultiplier(chips.value, (spot) => spotReturn(spot, played.outcome)));
        expect(played.multiplier).toBeLessThanOrEqual(andarBahar.maxMultiplier(params.value));
        expect(andarBahar.stake!(params.value)).toBe(raw.reduce((sum, c) => sum + BigInt(c.amount), 0n));
      }),
    );
  });

  it('refuses chips on unknown spots and params without chips', () => {
    expect(andarBahar.parse('HOUSE_ANDAR_BAHAR', { chips: [{ spot: 'middle', amount: '100' }] })).toMatchObject({
      ok: false,
      error: { code: 'play.invalid_params', field: 'spot' },
    });
    expect(andarBahar.parse('HOUSE_ANDAR_BAHAR', {})).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
    expect(andarBahar.parse('HOUSE_ANDAR_BAHAR', 'andar')).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
  });
});

describe('andar bahar exact returns', () => {
  it('places the first of the joker’s three mates at 1–49 with C(51 − k, 2) of the C(51, 3) ways, as the step-by-step chance says', () => {
    let ways = 0;
    let missedSoFar = 1;
    for (let k = 1; k <= MAX_DEALT; k++) {
      ways += firstMatchWays(k);
      expect(firstMatchWays(k) / MATE_PLACES).toBeCloseTo(missedSoFar * (3 / (52 - k)), 14);
      missedSoFar *= 1 - 3 / (52 - k);
    }
    expect(ways).toBe(MATE_PLACES);
    expect(MATE_PLACES).toBe(20_825);
  });

  it('Andar, dealt first, wins 429/833 of rounds: house edges 2.15 % at 0.9 to 1 and 3.00 % for Bahar at 1 to 1, the published figures', () => {
    expect(spotChance('andar')).toBe(429 / 833);
    expect(spotChance('andar') + spotChance('bahar')).toBeCloseTo(1, 15);
    expect(1 - ANDAR_BAHAR_RTP['andar']!).toBeCloseTo(0.0215, 4);
    expect(1 - ANDAR_BAHAR_RTP['bahar']!).toBeCloseTo(0.03, 3);
  });

  it('states the joker bets’ returns: 12/13 for low, seven and high, 97.5 % for a suit and a colour', () => {
    for (const spot of ['joker_low', 'joker_seven', 'joker_high']) expect(ANDAR_BAHAR_RTP[spot]).toBeCloseTo(12 / 13, 14);
    for (const spot of ['suit:spades', 'suit:hearts', 'suit:diamonds', 'suit:clubs', 'red', 'black']) expect(ANDAR_BAHAR_RTP[spot]).toBeCloseTo(0.975, 14);
  });

  it('the dealt-count ranges cover 1–49 once each, and each returns between 94 % and 98 %', () => {
    const covered = DEALT_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
    expect(covered).toEqual(Array.from({ length: MAX_DEALT }, (_, i) => i + 1));
    const chances = DEALT_RANGES.map(([first, last]) => spotChance(`dealt:${first}-${last}`));
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    for (const [first, last] of DEALT_RANGES) {
      expect(ANDAR_BAHAR_RTP[`dealt:${first}-${last}`]).toBeGreaterThanOrEqual(0.94);
      expect(ANDAR_BAHAR_RTP[`dealt:${first}-${last}`]).toBeLessThanOrEqual(0.98);
    }
  });

  it('20,000 provably fair rounds return each bet within four standard errors of its theory', () => {
    const rounds = 20_000;
    const sums = new Map(ANDAR_BAHAR_SPOTS.map((spot) => [spot, { sum: 0, squares: 0 }]));
    for (let nonce = 0; nonce < rounds; nonce++) {
      const deal = dealAndarBahar(fairDraw(hmac, { serverSeed: 'andar-bahar-sim', clientSeed: 'lotus', nonce }));
      for (const [spot, tally] of sums) {
        const value = spotReturn(spot, deal) / MULTIPLIER_SCALE;
        tally.sum += value;
        tally.squares += value * value;
      }
    }
    for (const [spot, { sum, squares }] of sums) {
      const mean = sum / rounds;
      const error = Math.sqrt((squares / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - ANDAR_BAHAR_RTP[spot]!), spot).toBeLessThanOrEqual(4 * error);
    }
  });
});
