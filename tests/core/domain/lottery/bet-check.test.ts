import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBet, type StakeLimits } from '../../../../core/domain/lottery/bet-check';
import type { BetKindOf, LotteryBet, LotteryFamily } from '../../../../core/domain/lottery/bets';
import { DEFAULT_STAKE_LIMITS } from '../../../../core/domain/lottery/payout-tables';

const WORDS: Record<string, string[]> = { bigSmall: ['big', 'small'], oddEven: ['odd', 'even'], sumBigSmall: ['big', 'small'], sumOddEven: ['odd', 'even'] };
const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const limits = DEFAULT_STAKE_LIMITS;
const stakeWithin = (family: LotteryFamily, kind: string) => {
  const { min, max } = (limits[family] as StakeLimits<LotteryFamily>)[kind as BetKindOf<LotteryFamily>];
  return fc.bigInt({ min, max });
};

/** A well-formed bet of every family and kind, written from the rules rather than from PICK_RULES. */
const validBet: fc.Arbitrary<[LotteryFamily, LotteryBet<string>]> = fc.oneof(
  fc
    .constantFrom(['lo2', 2, 1], ['de', 2, 1], ['threeCang', 3, 1], ['xien2', 2, 2], ['xien3', 2, 3], ['xien4', 2, 4])
    .chain(([kind, length, count]) =>
      fc
        .record({ kind: fc.constant(kind), picks: fc.uniqueArray(digits(length), { minLength: count, maxLength: count }), stake: stakeWithin('vn', kind) })
        .map((b) => ['vn', b] as [LotteryFamily, LotteryBet<string>]),
    ),
  fc
    .constantFrom('big', 'small')
    .chain((kind) =>
      fc
        .record({ kind: fc.constant(kind), picks: digits(4).map((p) => [p]), stake: stakeWithin('sea', kind) })
        .map((b) => ['sea', b] as [LotteryFamily, LotteryBet<string>]),
    ),
  fc.constantFrom('digit', 'bigSmall', 'oddEven').chain((kind) =>
    fc
      .record({
        kind: fc.constant(kind),
        picks: (kind === 'digit' ? digits(1) : fc.constantFrom(...WORDS[kind]!)).map((p) => [p]),
        position: fc.integer({ min: 1, max: 5 }),
        stake: stakeWithin('quick', kind),
      })
      .map((b) => ['quick', b] as [LotteryFamily, LotteryBet<string>]),
  ),
  fc
    .constantFrom('sumBigSmall', 'sumOddEven')
    .chain((kind) =>
      fc
        .record({ kind: fc.constant(kind), picks: fc.constantFrom(...WORDS[kind]!).map((p) => [p]), stake: stakeWithin('quick', kind) })
        .map((b) => ['quick', b] as [LotteryFamily, LotteryBet<string>]),
    ),
);

const check = (family: LotteryFamily, bet: LotteryBet<string>) => checkBet(family, bet as LotteryBet<never>, limits[family] as StakeLimits<LotteryFamily>);
const codeOf = (family: LotteryFamily, bet: LotteryBet<string>) => {
  const result = check(family, bet);
  return result.ok ? 'ok' : result.error.code;
};

describe('checkBet', () => {
  it('property: every well-formed bet within its limits is accepted as it is', () => {
    fc.assert(
      fc.property(validBet, ([family, bet]) => {
        expect(check(family, bet)).toEqual({ ok: true, value: bet });
      }),
    );
  });

  it('property: a pick too long, too short or not digits, a pick too many or too few, or a repeated pick is refused with its code', () => {
    fc.assert(
      fc.property(validBet, fc.nat(), fc.constantFrom('longer', 'shorter', 'letter', 'more', 'fewer', 'repeat'), ([family, bet], at, change) => {
        fc.pre(change !== 'repeat' || bet.picks.length > 1);
        const index = at % bet.picks.length;
        const pick = bet.picks[index]!;
        const picks = {
          longer: bet.picks.with(index, pick + '0'),
          shorter: bet.picks.with(index, pick.slice(1)),
          letter: bet.picks.with(index, 'x' + pick.slice(1)),
          more: [...bet.picks, pick],
          fewer: bet.picks.slice(1),
          repeat: bet.picks.with((index + 1) % bet.picks.length, pick),
        }[change];
        const expected =
          change === 'more' || change === 'fewer' ? 'lottery.pick_count' : change === 'repeat' ? 'lottery.duplicate_pick' : 'lottery.invalid_pick';
        expect(codeOf(family, { ...bet, picks })).toBe(expected);
      }),
    );
  });

  it('property: a stake below the minimum, above the maximum, or not positive is refused', () => {
    fc.assert(
      fc.property(validBet, fc.bigInt({ min: 1n, max: 10n ** 12n }), ([family, bet], by) => {
        const { min, max } = (limits[family] as StakeLimits<LotteryFamily>)[bet.kind as never];
        for (const stake of [min - by, max + by, 0n, -by]) expect(codeOf(family, { ...bet, stake })).toBe('lottery.stake_out_of_range');
      }),
    );
    const own = { ...limits.vn, lo2: { min: 0n, max: 10n } };
    const result = checkBet('vn', { kind: 'lo2', picks: ['07'], stake: 0n }, own);
    expect(result.ok ? 'ok' : result.error).toEqual({ code: 'lottery.stake_out_of_range', field: 'stake', params: { min: '0', max: '10' } });
  });

  it('positions: 1..5 on the positional quick kinds, none elsewhere; a kind of another family is refused', () => {
    for (const position of [0, 6, 2.5, undefined])
      expect(codeOf('quick', { kind: 'digit', picks: ['3'], position, stake: 100n })).toBe('lottery.invalid_position');
    expect(codeOf('quick', { kind: 'sumOddEven', picks: ['odd'], position: 1, stake: 100n })).toBe('lottery.invalid_position');
    expect(codeOf('vn', { kind: 'lo2', picks: ['07'], position: 1, stake: 100n })).toBe('lottery.invalid_position');
    expect(codeOf('vn', { kind: 'big', picks: ['0007'], stake: 100n })).toBe('lottery.invalid_kind');
    expect(codeOf('sea', { kind: 'toString', picks: ['0007'], stake: 100n })).toBe('lottery.invalid_kind');
    expect(codeOf('quick', { kind: 'bigSmall', picks: ['odd'], position: 1, stake: 100n })).toBe('lottery.invalid_pick');
  });
});
