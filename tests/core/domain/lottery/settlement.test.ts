import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_BET_KINDS, VN_BET_KINDS, type QuickBet, type SeaBet, type VnBet } from '../../../../core/domain/lottery/bets';
import type { Odds } from '../../../../core/domain/lottery/odds';
import { quickFacts, settleQuick, type QuickOdds } from '../../../../core/domain/lottery/quick-settlement';
import { QUICK_SHAPE, SEA_SHAPE, VN_SHAPE, type QuickResult, type SeaResult, type SeaTier, type VnResult } from '../../../../core/domain/lottery/result-shape';
import { seaFacts, settleSea, type SeaOdds } from '../../../../core/domain/lottery/sea-settlement';
import { settleVn, vnFacts, type VnOdds } from '../../../../core/domain/lottery/vn-settlement';
import { betOf, odds, picksFrom, resultOf, vnBet } from '../../../support/lottery-arbitraries';

/** The references below read the rules straight off the result's strings. */
const paid = (stake: bigint, o: Odds, times: number) => (stake * o.pays * BigInt(times)) / o.per;

function vnReference(bet: VnBet, result: VnResult, o: VnOdds): bigint {
  const all = [...result.special, ...result.first, ...result.second, ...result.third, ...result.fourth, ...result.fifth, ...result.sixth, ...result.seventh];
  const special = result.special[0]!;
  const [pick] = bet.picks;
  if (bet.kind === 'lo2') return paid(bet.stake, o.lo2, all.filter((n) => n.substring(n.length - 2) === pick).length);
  if (bet.kind === 'de') return special.substring(3) === pick ? paid(bet.stake, o.de, 1) : 0n;
  if (bet.kind === 'threeCang') return special.substring(2) === pick ? paid(bet.stake, o.threeCang, 1) : 0n;
  const allOut = bet.picks.every((p) => all.some((n) => n[n.length - 2] === p[0] && n[n.length - 1] === p[1]));
  return allOut ? paid(bet.stake, o[bet.kind], 1) : 0n;
}

function seaReference(bet: SeaBet, result: SeaResult, o: SeaOdds): bigint {
  let total = 0n;
  for (const [tier, numbers] of Object.entries(result) as [SeaTier, string[]][]) {
    for (const n of numbers) if (n === bet.picks[0]) total += bet.stake * o[bet.kind].pays[tier];
  }
  return total / o[bet.kind].per;
}

function quickReference(bet: QuickBet, result: QuickResult, o: QuickOdds): bigint {
  const n = result.number[0]!;
  const at = n.charAt((bet.position ?? 1) - 1);
  let sum = 0;
  for (const c of n) sum += c.charCodeAt(0) - 48;
  const won = {
    digit: at === bet.picks[0],
    bigSmall: ('56789'.includes(at) ? 'big' : 'small') === bet.picks[0],
    oddEven: ('13579'.includes(at) ? 'odd' : 'even') === bet.picks[0],
    sumBigSmall: (sum >= 23 ? 'big' : 'small') === bet.picks[0],
    sumOddEven: (sum % 2 ? 'odd' : 'even') === bet.picks[0],
  }[bet.kind];
  return won ? paid(bet.stake, o[bet.kind], 1) : 0n;
}

const vnOdds: fc.Arbitrary<VnOdds> = fc.record({ lo2: odds, de: odds, threeCang: odds, xien2: odds, xien3: odds, xien4: odds });
const tierPays = fc.record({
  first: fc.bigInt({ min: 0n, max: 5000n }),
  second: fc.bigInt({ min: 0n, max: 5000n }),
  third: fc.bigInt({ min: 0n, max: 5000n }),
  special: fc.bigInt({ min: 0n, max: 500n }),
  consolation: fc.bigInt({ min: 0n, max: 500n }),
});
const seaOdds: fc.Arbitrary<SeaOdds> = fc.record({
  big: fc.record({ pays: tierPays, per: fc.bigInt({ min: 1n, max: 10n }) }),
  small: fc.record({ pays: tierPays, per: fc.bigInt({ min: 1n, max: 10n }) }),
});
const quickOdds: fc.Arbitrary<QuickOdds> = fc.record({ digit: odds, bigSmall: odds, oddEven: odds, sumBigSmall: odds, sumOddEven: odds });

describe('VN settlement', () => {
  for (const kind of VN_BET_KINDS) {
    it(`property: ${kind} pays as the reference reads the 27 numbers`, () => {
      let wins = 0;
      fc.assert(
        fc.property(
          resultOf(VN_SHAPE).chain((r) => fc.tuple(fc.constant(r), vnBet(r, kind), vnOdds)),
          ([result, bet, o]) => {
            const payout = settleVn(bet, vnFacts(result), o);
            expect(payout).toBe(vnReference(bet, result, o));
            if (payout > 0n) wins++;
          },
        ),
        { numRuns: 300 },
      );
      expect(wins).toBeGreaterThan(0);
    });
  }

  it('lô pays once per occurrence: an ending out three times pays three times the single win', () => {
    const result: VnResult = {
      special: ['12345'],
      first: ['00045'],
      second: ['11111', '22222'],
      third: ['33333', '44444', '55555', '66666', '77777', '88888'],
      fourth: ['1045', '2222', '3333', '4444'],
      fifth: ['5555', '6666', '7777', '8888', '9999', '0000'],
      sixth: ['123', '456', '789'],
      seventh: ['01', '02', '03', '04'],
    };
    const o = { lo2: { pays: 80n, per: 27n } } as VnOdds;
    expect(settleVn({ kind: 'lo2', picks: ['45'], stake: 27_000n }, vnFacts(result), o)).toBe(240_000n);
    expect(settleVn({ kind: 'lo2', picks: ['46'], stake: 27_000n }, vnFacts(result), o)).toBe(0n);
  });
});

describe('SEA 4D settlement', () => {
  for (const kind of ['big', 'small'] as const) {
    it(`property: ${kind} pays every position its number came out in, as the reference reads the 23 numbers`, () => {
      let multiple = 0;
      fc.assert(
        fc.property(
          resultOf(SEA_SHAPE).chain((r) => fc.tuple(fc.constant(r), betOf(kind, picksFrom(Object.values(r).flat(), 4, 1)), seaOdds)),
          ([result, bet, o]) => {
            expect(settleSea(bet, seaFacts(result), o)).toBe(seaReference(bet, result, o));
            if ((seaFacts(result).get(bet.picks[0]!)?.length ?? 0) > 1) multiple++;
          },
        ),
        { numRuns: 400 },
      );
      expect(multiple).toBeGreaterThan(0);
    });
  }
});

describe('quick 5-digit settlement', () => {
  const picks = {
    digit: fc.constantFrom(...'0123456789'),
    bigSmall: fc.constantFrom('big', 'small'),
    oddEven: fc.constantFrom('odd', 'even'),
    sumBigSmall: fc.constantFrom('big', 'small'),
    sumOddEven: fc.constantFrom('odd', 'even'),
  };
  for (const kind of QUICK_BET_KINDS) {
    it(`property: ${kind} pays as the reference reads the number`, () => {
      const positional = kind === 'digit' || kind === 'bigSmall' || kind === 'oddEven';
      fc.assert(
        fc.property(
          resultOf(QUICK_SHAPE),
          betOf(
            kind,
            picks[kind].map((p) => [p]),
            positional ? fc.integer({ min: 1, max: 5 }) : undefined,
          ),
          quickOdds,
          (result, bet, o) => {
            expect(settleQuick(bet, quickFacts(result), o)).toBe(quickReference(bet, result, o));
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
