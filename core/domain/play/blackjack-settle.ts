import { fail, ok, type Result } from '../kernel/result';
import type { BlackjackHand, BlackjackState } from './blackjack';
import { handTotal, isNatural } from './blackjack-hand';

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose';

/** What a bet took and gave back, stake included, in minor units. */
export interface BetSettlement {
  readonly stake: bigint;
  readonly payout: bigint;
}

export interface HandSettlement extends BetSettlement {
  readonly result: HandResult;
}

export interface BlackjackSettlement {
  readonly hands: readonly HandSettlement[];
  /** Absent when insurance was not taken. */
  readonly insurance?: BetSettlement;
  /** Every stake of the round (hands, doubles, insurance) and everything paid back. */
  readonly stake: bigint;
  readonly payout: bigint;
}

export const insuranceStake = (bet: bigint): bigint => bet / 2n;

function handResult(hand: BlackjackHand, dealer: BlackjackState['dealer']): HandResult {
  const natural = !hand.split && isNatural(hand.cards);
  if (isNatural(dealer)) return natural ? 'push' : 'lose';
  if (natural) return 'blackjack';
  const player = handTotal(hand.cards);
  const house = handTotal(dealer);
  if (player > 21) return 'lose';
  if (house > 21 || player > house) return 'win';
  return player === house ? 'push' : 'lose';
}

const PAYOUT: Record<HandResult, (stake: bigint) => bigint> = {
  blackjack: (stake) => stake + (stake * 3n) / 2n,
  win: (stake) => stake * 2n,
  push: (stake) => stake,
  lose: () => 0n,
};

/** Each hand's stake and payout and the insurance's, once the round is done. */
export function settle(state: BlackjackState): Result<BlackjackSettlement> {
  if (state.phase !== 'done') return fail('play.round_unfinished');
  const bet = BigInt(state.bet);
  const hands = state.hands.map((hand): HandSettlement => {
    const stake = hand.doubled ? bet * 2n : bet;
    const result = handResult(hand, state.dealer);
    return { stake, payout: PAYOUT[result](stake), result };
  });
  const insured = state.insurance === 'taken';
  const insuranceBet = insuranceStake(bet);
  const insurance = { stake: insuranceBet, payout: isNatural(state.dealer) ? insuranceBet * 3n : 0n };
  const bets: readonly BetSettlement[] = insured ? [...hands, insurance] : hands;
  return ok({
    hands,
    ...(insured ? { insurance } : {}),
    stake: bets.reduce((sum, b) => sum + b.stake, 0n),
    payout: bets.reduce((sum, b) => sum + b.payout, 0n),
  });
}
