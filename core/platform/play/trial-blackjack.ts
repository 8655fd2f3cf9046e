import { fail, ok, type Result } from '../../domain/kernel/result';
import { act, deal, type BlackjackState } from '../../domain/play/blackjack';
import { settle } from '../../domain/play/blackjack-settle';
import { extraStake, playerView } from '../../domain/play/blackjack-view';
import { fairDraw } from '../../domain/play/fairness';
import type { BlackjackMove, BlackjackRoundView } from './blackjack-round';
import { freshSeed, type PlayDeps } from './deps';
import type { ActiveSession } from './play-session';
import type { TrialHand } from './ports';

/**
 * Blackjack on a trial session's demo credits: the hand is kept with the session, dealt from a
 * fresh random seed that is never shown (nobody verifies a trial), and every stake and win moves
 * only the demo credits, in the same write as the hand.
 */
const trialDraw = (deps: Pick<PlayDeps, 'crypto'>, seed: string) => fairDraw(deps.crypto.hmacSha256, { serverSeed: seed, clientSeed: 'trial', nonce: 0 });

const winOf = (state: BlackjackState): bigint => {
  const settled = settle(state);
  return settled.ok ? settled.value.payout : 0n;
};

const trialView = (state: BlackjackState, balance: bigint): BlackjackRoundView => ({ roundId: null, view: playerView(state), balance, fairness: null });

async function keep(deps: Pick<PlayDeps, 'sessions'>, session: ActiveSession, hand: TrialHand, stake: bigint): Promise<Result<BlackjackRoundView>> {
  const balance = await deps.sessions.keepTrialHand(session.tokenHash, hand, stake, winOf(hand.state));
  if (balance === null) return fail('wallet.insufficient_funds', { value: { balance: (session.demoBalance ?? 0n).toString() } });
  return ok(trialView(hand.state, balance));
}

export async function dealTrial(
  deps: Pick<PlayDeps, 'sessions' | 'crypto' | 'random'>,
  session: ActiveSession,
  bet: bigint,
): Promise<Result<BlackjackRoundView>> {
  const kept = await deps.sessions.trialHand(session.tokenHash);
  if (kept && kept.state.phase !== 'done') return fail('play.round_unfinished');
  const { serverSeed: seed } = freshSeed(deps);
  return keep(deps, session, { seed, state: deal(trialDraw(deps, seed), bet) }, bet);
}

export async function actTrial(deps: Pick<PlayDeps, 'sessions' | 'crypto'>, session: ActiveSession, move: BlackjackMove): Promise<Result<BlackjackRoundView>> {
  const hand = await deps.sessions.trialHand(session.tokenHash);
  if (!hand) return fail('play.round_not_found');
  if (hand.requestId === move.requestId) return ok(trialView(hand.state, session.demoBalance ?? 0n));
  const next = act(hand.state, move.action, trialDraw(deps, hand.seed));
  if (!next.ok) return next;
  return keep(deps, session, { seed: hand.seed, state: next.value, requestId: move.requestId }, extraStake(hand.state, move.action));
}

/** The trial hand still in play, or null. */
export async function trialRound(deps: Pick<PlayDeps, 'sessions'>, session: ActiveSession): Promise<BlackjackRoundView | null> {
  const hand = await deps.sessions.trialHand(session.tokenHash);
  return hand && hand.state.phase !== 'done' ? trialView(hand.state, session.demoBalance ?? 0n) : null;
}
