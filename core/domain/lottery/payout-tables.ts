import type { PrizeMode } from '../catalog/prize-mode';
import type { LotteryFamily } from './bets';
import type { StakeLimits } from './bet-check';
import type { Odds } from './odds';
import type { QuickOdds } from './quick-settlement';
import type { SeaOdds } from './sea-settlement';
import type { VnOdds } from './vn-settlement';

export interface PayoutTables {
  readonly vn: VnOdds;
  readonly sea: SeaOdds;
  readonly quick: QuickOdds;
}

const to1 = (pays: bigint): Odds => ({ pays, per: 1n });

/** The standard 4D tables, per 1 unit staked. */
const SEA_4D: SeaOdds = {
  big: { pays: { first: 2500n, second: 1000n, third: 500n, special: 180n, consolation: 60n }, per: 1n },
  small: { pays: { first: 3500n, second: 2000n, third: 1000n, special: 0n, consolation: 0n }, per: 1n },
};

/** The lottery market: each VN kind returns about 80 % of stakes, a quick digit 95 % and the quick two-way kinds 97.5 %. */
const MARKET: PayoutTables = {
  vn: { lo2: { pays: 80n, per: 27n }, de: to1(80n), threeCang: to1(800n), xien2: to1(15n), xien3: to1(64n), xien4: to1(300n) },
  sea: SEA_4D,
  quick: {
    digit: { pays: 95n, per: 10n },
    bigSmall: { pays: 195n, per: 100n },
    oddEven: { pays: 195n, per: 100n },
    sumBigSmall: { pays: 195n, per: 100n },
    sumOddEven: { pays: 195n, per: 100n },
  },
};

/** E-lottery, the house's fast draws: about 94–98 % back on the VN kinds, 98 % on a quick digit and 99 % on the quick two-way kinds. */
const E_LOTTERY: PayoutTables = {
  vn: { lo2: { pays: 98n, per: 27n }, de: to1(98n), threeCang: to1(980n), xien2: to1(17n), xien3: to1(78n), xien4: to1(370n) },
  sea: SEA_4D,
  quick: {
    digit: { pays: 98n, per: 10n },
    bigSmall: { pays: 198n, per: 100n },
    oddEven: { pays: 198n, per: 100n },
    sumBigSmall: { pays: 198n, per: 100n },
    sumOddEven: { pays: 198n, per: 100n },
  },
};

/**
 * The default table of each prize mode. The spec names the modes (LOTT, ZY, ELOTT, SEA) but not
 * their figures: ELOTT pays the e-lottery table, the others the market table. An operator's own
 * tables replace these whole.
 */
export const DEFAULT_PAYOUTS: Readonly<Record<PrizeMode, PayoutTables>> = { LOTT: MARKET, ZY: MARKET, ELOTT: E_LOTTERY, SEA: MARKET };

export const payoutTable = <F extends LotteryFamily>(
  family: F,
  mode: PrizeMode,
  tables: Readonly<Record<PrizeMode, PayoutTables>> = DEFAULT_PAYOUTS,
): PayoutTables[F] => tables[mode][family];

const range = { min: 100n, max: 10_000_000n };

/** Default stake ranges, 1.00 to 100,000.00 for every kind, until the operator sets others. */
export const DEFAULT_STAKE_LIMITS: { readonly [F in LotteryFamily]: StakeLimits<F> } = {
  vn: { lo2: range, de: range, threeCang: range, xien2: range, xien3: range, xien4: range },
  sea: { big: range, small: range },
  quick: { digit: range, bigSmall: range, oddEven: range, sumBigSmall: range, sumOddEven: range },
};
