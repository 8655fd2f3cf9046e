import { basicStrategyReturn } from '../../../core/domain/play/blackjack-odds';
import { basicStrategyRound } from '../../support/blackjack-rounds';
import type { RtpGame } from './rtp-game';

/**
 * Blackjack played by basic strategy from a fresh 6-deck shoe each round. 'main' is the round's
 * net result per unit of the first bet plus one (doubles and splits staked more, and count as
 * such); the theory is the infinite-deck figure, about 0.1 % below what 6 decks return, which is
 * under one standard error of a million rounds.
 */
export const blackjack: RtpGame = {
  name: 'blackjack',
  theory: { main: basicStrategyReturn() },
  round: (draw) => ({ main: basicStrategyRound(draw) }),
};
