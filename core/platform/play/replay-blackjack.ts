import { act, autoFinish, BLACKJACK_ACTIONS, deal, type BlackjackAction, type BlackjackState } from '../../domain/play/blackjack';
import { settle } from '../../domain/play/blackjack-settle';
import { MULTIPLIER_SCALE } from '../../domain/play/engine';
import type { Draw } from '../../domain/play/fairness';
import { recordedMoves } from './blackjack-round';
import type { Round } from './ports';

const isAction = (action: string): action is BlackjackAction => (BLACKJACK_ACTIONS as readonly string[]).includes(action);

/**
 * A blackjack round dealt again from its seeds and played by its recorded moves: the state it
 * reaches as its outcome (null when a recorded move is not legal there) and what it paid per unit of the first bet.
 */
export function replayBlackjack(round: Pick<Round, 'steps'>, stream: () => Draw): { readonly outcome: BlackjackState | null; readonly multiplier: number } {
  const moves = recordedMoves(round);
  const first = moves[0];
  if (!first) return { outcome: null, multiplier: 0 };
  let state: BlackjackState | null = deal(stream(), BigInt(first.state.bet));
  for (const move of moves.slice(1)) {
    if (!state) break;
    if (move.action === 'auto') state = autoFinish(state, stream());
    else if (isAction(move.action)) {
      const next = act(state, move.action, stream());
      state = next.ok ? next.value : null;
    } else state = null;
  }
  const settled = state && settle(state);
  const multiplier = settled?.ok ? Number((settled.value.payout * BigInt(MULTIPLIER_SCALE)) / BigInt(state!.bet)) : 0;
  return { outcome: state, multiplier };
}
