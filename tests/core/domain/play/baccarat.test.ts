import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baccarat, baccaratChips } from '../../../../core/domain/play/baccarat';
import { baccaratRtp, winnerCounts } from '../../../../core/domain/play/baccarat-rtp';
import { BACCARAT_SPOTS, cardPoints, dealCoup, spotReturn, type BaccaratSpot, type Coup } from '../../../../core/domain/play/baccarat-rules';
import { shoe, type Card, type Rank } from '../../../../core/domain/play/cards';
import { chipsTotal, tableMultiplier } from '../../../../core/domain/play/chips';
import { payoutFor } from '../../../../core/domain/play/engine';
import { ratioToNumber } from '../../../../core/domain/play/slot-rtp';
import { seededDraw, simulate, tolerance } from '../../../support/play-simulation';

const floatsArb = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6, maxLength: 6 });
const replay = (values: readonly number[]) => {
  let i = 0;
  return () => values[i++]!;
};
const chipsArb = fc.array(fc.record({ spot: fc.constantFrom(...BACCARAT_SPOTS), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String) }), {
  minLength: 1,
  maxLength: 10,
});
const parsed = (chips: unknown) => {
  const p = baccarat.parse('HOUSE_BACCARAT', { chips });
  if (!p.ok) throw new Error(p.error.code);
  return p.value;
};

/** The banker's tableau as printed on a table's card: row = banker's two-card total 0–7, column = the player's third card 0–9, then "player stood". */
const BANKER_TABLEAU = ['DDDDDDDDDDD', 'DDDDDDDDDDD', 'DDDDDDDDDDD', 'DDDDDDDDSDD', 'SSDDDDDDSSD', 'SSSSDDDDSSD', 'SSSSSSDDSSS', 'SSSSSSSSSSS'];
const total = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardPoints(c.rank), 0) % 10;

describe('baccarat deal', () => {
  it('deals player, banker, player, banker from the shoe and draws third cards exactly by the tableau', () => {
    fc.assert(
      fc.property(floatsArb, (values) => {
        const coup = baccarat.play(parsed([{ spot: 'banker', amount: '100' }]), replay(values)).outcome;
        const next = shoe(replay(values), 8);
        const dealt = [next(), next(), next(), next()];
        expect([coup.player[0], coup.banker[0], coup.player[1], coup.banker[1]]).toEqual(dealt);
        const [p2, b2] = [total(coup.player.slice(0, 2)), total(coup.banker.slice(0, 2))];
        const natural = p2 >= 8 || b2 >= 8;
        expect(coup.player.length).toBe(!natural && p2 <= 5 ? 3 : 2);
        const third = coup.player[2];
        if (third) expect(third).toEqual(next());
        const bankerDraws = !natural && BANKER_TABLEAU[b2]![third ? cardPoints(third.rank) : 10] === 'D';
        expect(coup.banker.length).toBe(bankerDraws ? 3 : 2);
        if (bankerDraws) expect(coup.banker[2]).toEqual(next());
        expect([coup.playerTotal, coup.bankerTotal]).toEqual([total(coup.player), total(coup.banker)]);
        expect(coup.winner).toBe(coup.playerTotal > coup.bankerTotal ? 'player' : coup.playerTotal < coup.bankerTotal ? 'banker' : 'tie');
        expect([coup.playerPair, coup.bankerPair]).toEqual([coup.player[0]!.rank === coup.player[1]!.rank, coup.banker[0]!.rank === coup.banker[1]!.rank]);
      }),
    );
  });

  it('records its params as JSON that plays the same round again', () => {
    fc.assert(
      fc.property(floatsArb, chipsArb, (values, chips) => {
        const params = parsed(chips);
        expect(baccarat.play(JSON.parse(JSON.stringify(params)), replay(values))).toEqual(baccarat.play(params, replay(values)));
      }),
    );
  });

  it('is the same round for the same floats', () => {
    fc.assert(
      fc.property(floatsArb, chipsArb, (values, chips) => {
        expect(baccarat.play(parsed(chips), replay(values))).toEqual(baccarat.play(parsed(chips), replay(values)));
      }),
    );
  });
});

describe('baccarat settlement', () => {
  const RATIO: Record<BaccaratSpot, [bigint, bigint]> = { player: [1n, 1n], banker: [19n, 20n], tie: [8n, 1n], player_pair: [11n, 1n], banker_pair: [11n, 1n] };
  const spotWon = (spot: BaccaratSpot, coup: Coup) =>
    spot === 'player_pair' ? coup.playerPair : spot === 'banker_pair' ? coup.bankerPair : coup.winner === spot;

  it('pays a single chip exactly its stated ratio, returns player and banker chips on a tie, and lists the spots that won', () => {
    fc.assert(
      fc.property(floatsArb, fc.constantFrom(...BACCARAT_SPOTS), fc.bigInt({ min: 1n, max: 10n ** 12n }), (values, spot, amount) => {
        const round = baccarat.play(parsed([{ spot, amount: String(amount) }]), replay(values));
        const coup = round.outcome;
        const [num, den] = RATIO[spot];
        const pushed = coup.winner === 'tie' && (spot === 'player' || spot === 'banker');
        const expected = spotWon(spot, coup) ? amount + (amount * num) / den : pushed ? amount : 0n;
        expect(payoutFor(amount, round.multiplier)).toBe(expected);
        expect(coup.won.includes(spot)).toBe(spotWon(spot, coup));
        expect(coup.pushed.includes(spot)).toBe(pushed);
      }),
    );
  });

  it('a table of chips pays tableMultiplier of its settled chips, never above its maximum, and stakes the chips total', () => {
    fc.assert(
      fc.property(floatsArb, chipsArb, (values, chips) => {
        const params = parsed(chips);
        const round = baccarat.play(params, replay(values));
        expect(round.multiplier).toBe(tableMultiplier(baccaratChips(params), (s) => spotReturn(s as BaccaratSpot, round.outcome)));
        expect(round.multiplier).toBeLessThanOrEqual(baccarat.maxMultiplier(params));
        expect(baccarat.stake!(params)).toBe(chipsTotal(baccaratChips(params)));
        expect(baccarat.stake!(params)).toBe(chips.reduce((sum, c) => sum + BigInt(c.amount), 0n));
      }),
    );
  });

  it('refuses chips on an unknown spot and params without chips', () => {
    expect(baccarat.parse('HOUSE_BACCARAT', { chips: [{ spot: 'dragon', amount: '100' }] })).toMatchObject({
      ok: false,
      error: { code: 'play.invalid_params', field: 'spot' },
    });
    expect(baccarat.parse('HOUSE_BACCARAT', {})).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
    expect(baccarat.parse('HOUSE_BACCARAT', 'player')).toMatchObject({ ok: false, error: { code: 'play.invalid_params' } });
  });
});

describe('baccarat exact return', () => {
  const rtp = baccaratRtp();

  it('matches the published 8-deck figures: banker 98.94 %, player 98.76 %, tie 85.64 %, pairs 89.64 %', () => {
    const { counts, deals } = winnerCounts();
    expect(counts.player + counts.banker + counts.tie).toBe(deals);
    // Published 8-deck chances: banker 0.458597, player 0.446247, tie 0.095156; edges 1.0579 %, 1.2351 %, 14.3596 %.
    expect(Number(counts.banker) / Number(deals)).toBeCloseTo(0.458597, 6);
    expect(Number(counts.player) / Number(deals)).toBeCloseTo(0.446247, 6);
    expect(Number(counts.tie) / Number(deals)).toBeCloseTo(0.095156, 6);
    expect(1 - ratioToNumber(rtp.banker)).toBeCloseTo(0.010579, 6);
    expect(1 - ratioToNumber(rtp.player)).toBeCloseTo(0.012351, 6);
    expect(1 - ratioToNumber(rtp.tie)).toBeCloseTo(0.143596, 6);
    // A pair: the second card matches the first's rank, 31 of the 415 cards left; 12 × 31 / 415.
    expect(rtp.player_pair.num * 415n).toBe(rtp.player_pair.den * 372n);
    expect(rtp.banker_pair).toEqual(rtp.player_pair);
  });

  it('agrees with running the engine deal on every sequence of point values it can ask for', () => {
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const tally = { player: 0, banker: 0, tie: 0 };
    const cards = Array.from({ length: 10 }, (_, value): Card => ({ rank: (value === 0 ? 10 : value) as Rank, suit: 0 }));
    const falling = (left: number, k: number): number => (k === 0 ? 1 : left * falling(left - 1, k - 1));
    const needsMore = new Error('the deal asked for another card');
    const sequence: number[] = [];
    // Every count stays an integer below 416 × 415 × … × 411 < 2^53, so the sums are exact.
    const visit = (weight: number) => {
      let i = 0;
      try {
        const coup = dealCoup(() => {
          if (i === sequence.length) throw needsMore;
          return cards[sequence[i++]!]!;
        });
        tally[coup.winner] += weight * falling(416 - sequence.length, 6 - sequence.length);
      } catch (error) {
        if (error !== needsMore) throw error;
        for (let v = 0; v < 10; v++) {
          const w = weight * counts[v]!;
          counts[v]!--;
          sequence.push(v);
          visit(w);
          sequence.pop();
          counts[v]!++;
        }
      }
    };
    visit(1);
    const { counts: exact } = winnerCounts();
    expect(tally).toEqual({ player: Number(exact.player), banker: Number(exact.banker), tie: Number(exact.tie) });
  });

  it('20,000 simulated coups return each bet within five standard errors of its exact return', () => {
    const ROUNDS = 20_000;
    const draw = seededDraw(2026);
    const coups = Array.from({ length: ROUNDS }, () => dealCoup(shoe(draw, 8)));
    for (const spot of BACCARAT_SPOTS) {
      let i = 0;
      const sample = simulate(ROUNDS, () => spotReturn(spot, coups[i++]!));
      expect(Math.abs(sample.mean - ratioToNumber(rtp[spot])), spot).toBeLessThanOrEqual(tolerance(sample, ROUNDS));
    }
  });
});
