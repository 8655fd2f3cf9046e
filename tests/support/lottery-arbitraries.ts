import fc from 'fast-check';
import type { LotteryBet, VnBet, VnBetKind } from '../../core/domain/lottery/bets';
import type { Odds } from '../../core/domain/lottery/odds';
import { tiersOf, type ResultShape, type TieredResult, type VnResult } from '../../core/domain/lottery/result-shape';

const DIGITS = [...'0123456789'];

/** A digit string of that length; over two digits only when `narrow`, so numbers and endings repeat. */
const digitString = (length: number, narrow: boolean): fc.Arbitrary<string> =>
  fc.string({ unit: narrow ? fc.constantFrom('0', '1') : fc.constantFrom(...DIGITS), minLength: length, maxLength: length });

/** Any result of a shape: most over all digits, some over two digits only. */
export const resultOf = <T extends string>(shape: ResultShape<T>): fc.Arbitrary<TieredResult<T>> =>
  fc.boolean().chain((narrow) => {
    const tiers = Object.fromEntries(
      tiersOf(shape).map((t) => [t, fc.array(digitString(shape[t].digits, narrow), { minLength: shape[t].count, maxLength: shape[t].count })]),
    );
    return fc.record(tiers) as unknown as fc.Arbitrary<TieredResult<T>>;
  });

export const odds: fc.Arbitrary<Odds> = fc.record({ pays: fc.bigInt({ min: 1n, max: 100_000n }), per: fc.bigInt({ min: 1n, max: 1_000n }) });

export const stake = fc.bigInt({ min: 1n, max: 10n ** 9n });

/** `count` distinct digit strings of that length, each often taken from the result's own numbers' endings so that bets win. */
export function picksFrom(numbers: readonly string[], length: number, count: number): fc.Arbitrary<string[]> {
  const endings = numbers.filter((n) => n.length >= length).map((n) => n.slice(-length));
  const pick = fc.oneof(fc.constantFrom(...endings), digitString(length, false));
  return fc.uniqueArray(pick, { minLength: count, maxLength: count });
}

export const betOf = <K extends string>(kind: K, picks: fc.Arbitrary<string[]>, position?: fc.Arbitrary<number>): fc.Arbitrary<LotteryBet<K>> =>
  fc.record({ kind: fc.constant(kind), picks, stake, ...(position ? { position } : {}) }) as fc.Arbitrary<LotteryBet<K>>;

const VN_PICKS: Record<VnBetKind, [length: number, count: number]> = {
  lo2: [2, 1],
  de: [2, 1],
  threeCang: [3, 1],
  xien2: [2, 2],
  xien3: [2, 3],
  xien4: [2, 4],
};

/** A VN bet of that kind whose numbers often come out in the result. */
export const vnBet = (result: VnResult, kind: VnBetKind): fc.Arbitrary<VnBet> => {
  const [length, count] = VN_PICKS[kind];
  return betOf(kind, picksFrom(Object.values(result).flat(), length, count));
};
