import { fail, ok, type Result } from '../kernel/result';
import type { BetKindOf, LotteryBet, LotteryFamily } from './bets';

/** What a kind's picks look like: how many, and either digit strings of one length or one of a few words. */
interface PickRule {
  readonly count: number;
  readonly digits?: number;
  readonly words?: readonly string[];
  /** Read at one position 1..5 of the quick number. */
  readonly positional?: boolean;
}

const BIG_SMALL = ['big', 'small'];
const ODD_EVEN = ['odd', 'even'];
export const QUICK_POSITIONS = 5;

export const PICK_RULES: { readonly [F in LotteryFamily]: Readonly<Record<BetKindOf<F>, PickRule>> } = {
  vn: {
    lo2: { count: 1, digits: 2 },
    de: { count: 1, digits: 2 },
    threeCang: { count: 1, digits: 3 },
    xien2: { count: 2, digits: 2 },
    xien3: { count: 3, digits: 2 },
    xien4: { count: 4, digits: 2 },
  },
  sea: { big: { count: 1, digits: 4 }, small: { count: 1, digits: 4 } },
  quick: {
    digit: { count: 1, digits: 1, positional: true },
    bigSmall: { count: 1, words: BIG_SMALL, positional: true },
    oddEven: { count: 1, words: ODD_EVEN, positional: true },
    sumBigSmall: { count: 1, words: BIG_SMALL },
    sumOddEven: { count: 1, words: ODD_EVEN },
  },
};

/** The operator's stake range for a kind, in minor units. */
export interface StakeLimit {
  readonly min: bigint;
  readonly max: bigint;
}

export type StakeLimits<F extends LotteryFamily> = Readonly<Record<BetKindOf<F>, StakeLimit>>;

const fits = (pick: string, rule: PickRule): boolean => (rule.words ? rule.words.includes(pick) : pick.length === rule.digits && /^[0-9]+$/.test(pick));

/** A bet as its kind takes it: well-formed distinct picks in the right number, a position where the kind reads one, and a stake within the kind's limits. */
export function checkBet<F extends LotteryFamily>(family: F, bet: LotteryBet<BetKindOf<F>>, limits: StakeLimits<F>): Result<LotteryBet<BetKindOf<F>>> {
  const rules: Readonly<Record<string, PickRule>> = PICK_RULES[family];
  const rule = Object.hasOwn(rules, bet.kind) ? rules[bet.kind] : undefined;
  if (!rule) return fail('lottery.invalid_kind', { field: 'kind' });
  if (bet.picks.length !== rule.count) return fail('lottery.pick_count', { field: 'picks', params: { count: rule.count } });
  const bad = bet.picks.findIndex((p) => !fits(p, rule));
  if (bad >= 0) return fail('lottery.invalid_pick', { field: 'picks', params: { index: bad } });
  if (new Set(bet.picks).size !== bet.picks.length) return fail('lottery.duplicate_pick', { field: 'picks' });
  const position = bet.position;
  if (rule.positional ? !Number.isInteger(position) || position! < 1 || position! > QUICK_POSITIONS : position !== undefined) {
    return fail('lottery.invalid_position', { field: 'position', params: { max: QUICK_POSITIONS } });
  }
  const limit = limits[bet.kind];
  if (bet.stake < 1n || bet.stake < limit.min || bet.stake > limit.max) {
    return fail('lottery.stake_out_of_range', { field: 'stake', params: { min: limit.min.toString(), max: limit.max.toString() } });
  }
  return ok(bet);
}
