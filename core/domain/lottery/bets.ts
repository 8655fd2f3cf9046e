/** The game families of the house lottery and the kinds of bet each takes. */
export type LotteryFamily = 'vn' | 'sea' | 'quick';

/** lô 2 số, đề, 3 càng and the xiên combinations of 2, 3 or 4 numbers. */
export type VnBetKind = 'lo2' | 'de' | 'threeCang' | 'xien2' | 'xien3' | 'xien4';
export const VN_BET_KINDS: readonly VnBetKind[] = ['lo2', 'de', 'threeCang', 'xien2', 'xien3', 'xien4'];

export type SeaBetKind = 'big' | 'small';
export const SEA_BET_KINDS: readonly SeaBetKind[] = ['big', 'small'];

/** A position's digit, big/small or odd/even of a position, big/small or odd/even of the digits' sum. */
export type QuickBetKind = 'digit' | 'bigSmall' | 'oddEven' | 'sumBigSmall' | 'sumOddEven';
export const QUICK_BET_KINDS: readonly QuickBetKind[] = ['digit', 'bigSmall', 'oddEven', 'sumBigSmall', 'sumOddEven'];

export type BetKindOf<F extends LotteryFamily> = { vn: VnBetKind; sea: SeaBetKind; quick: QuickBetKind }[F];

/**
 * One bet: the numbers it names ('07', '4821'), or for the quick two-way kinds a side ('big',
 * 'small', 'odd', 'even'); `position` 1..5 for the quick kinds read at one position. A slip with
 * several numbers on a single-number kind is several bets.
 */
export interface LotteryBet<K extends string> {
  readonly kind: K;
  readonly picks: readonly string[];
  readonly position?: number;
  readonly stake: bigint;
}

export type VnBet = LotteryBet<VnBetKind>;
export type SeaBet = LotteryBet<SeaBetKind>;
export type QuickBet = LotteryBet<QuickBetKind>;
