import type { BetKindOf, LotteryBet, LotteryFamily } from './bets';
import { payout } from './odds';
import type { PayoutTables } from './payout-tables';
import { quickFacts, settleQuick, type QuickOdds } from './quick-settlement';
import { QUICK_SHAPE, SEA_SHAPE, VN_SHAPE, type QuickResult, type ResultShape, type SeaResult, type TieredResult, type VnResult } from './result-shape';
import { seaFacts, settleSea, type SeaOdds } from './sea-settlement';
import { settleVn, vnFacts, type VnOdds } from './vn-settlement';

export const SHAPES: { readonly [F in LotteryFamily]: ResultShape<string> } = { vn: VN_SHAPE, sea: SEA_SHAPE, quick: QUICK_SHAPE };

type AnyBet = LotteryBet<string>;

/**
 * What each checked bet of one draw wins: the result's facts are worked out once, then every
 * bet is priced with its family's rule at the game's odds.
 */
export function drawPricer<F extends LotteryFamily>(family: F, result: TieredResult<string>, odds: PayoutTables[F]): (bet: AnyBet) => bigint {
  if (family === 'vn') {
    const facts = vnFacts(result as VnResult);
    return (bet) => settleVn(bet as LotteryBet<BetKindOf<'vn'>>, facts, odds as VnOdds);
  }
  if (family === 'sea') {
    const facts = seaFacts(result as SeaResult);
    return (bet) => settleSea(bet as LotteryBet<BetKindOf<'sea'>>, facts, odds as SeaOdds);
  }
  const facts = quickFacts(result as QuickResult);
  return (bet) => settleQuick(bet as LotteryBet<BetKindOf<'quick'>>, facts, odds as QuickOdds);
}

/** What a bet wins at best for one appearance of its numbers: the top tier in 4D, the kind's odds otherwise. */
export function potentialWin<F extends LotteryFamily>(family: F, bet: AnyBet, odds: PayoutTables[F]): bigint {
  if (family === 'sea') {
    const prizes = (odds as SeaOdds)[bet.kind as BetKindOf<'sea'>];
    return (bet.stake * prizes.pays.first) / prizes.per;
  }
  return payout(bet.stake, (odds as VnOdds & QuickOdds)[bet.kind as BetKindOf<'vn'> & BetKindOf<'quick'>], 1);
}
