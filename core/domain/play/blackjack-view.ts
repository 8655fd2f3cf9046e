import { legalActions, type BlackjackAction, type BlackjackHand, type BlackjackPhase, type BlackjackState, type InsuranceChoice } from './blackjack';
import { insuranceStake, settle, type BlackjackSettlement } from './blackjack-settle';
import type { Card } from './cards';

/** A round as its player may see it: the dealer's hole card is null until the dealer plays, and the shoe is never shown. */
export interface BlackjackView {
  readonly bet: string;
  readonly phase: BlackjackPhase;
  readonly hands: readonly BlackjackHand[];
  readonly active: number;
  readonly dealer: readonly (Card | null)[];
  readonly insurance: InsuranceChoice;
  readonly actions: readonly BlackjackAction[];
  /** Once the round is done. */
  readonly settlement: BlackjackSettlement | null;
}

export function playerView(state: BlackjackState): BlackjackView {
  const done = state.phase === 'done';
  const settled = settle(state);
  return {
    bet: state.bet,
    phase: state.phase,
    hands: state.hands,
    active: state.active,
    dealer: done ? state.dealer : [state.dealer[0]!, null],
    insurance: state.insurance,
    actions: legalActions(state),
    settlement: settled.ok ? settled.value : null,
  };
}

/** What an action stakes on top of the bets already down: a double or a split the bet again, insurance half of it. */
export function extraStake(state: BlackjackState, action: BlackjackAction): bigint {
  const bet = BigInt(state.bet);
  if (action === 'double' || action === 'split') return bet;
  return action === 'insurance' ? insuranceStake(bet) : 0n;
}
