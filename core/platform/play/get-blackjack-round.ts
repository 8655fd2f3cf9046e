import { ok, type Result } from '../../domain/kernel/result';
import { playerView } from '../../domain/play/blackjack-view';
import { isBlackjackRound, latestMove, roundView, type BlackjackRoundView } from './blackjack-round';
import type { PlayDeps } from './deps';
import { HOUSE_PROVIDER } from './play-house-round';
import { activeSession, playableBalance } from './play-session';
import { trialRound } from './trial-blackjack';

/** The member's blackjack hand still in play in this session's game, or null: a reloaded page carries on with it. */
export class GetBlackjackRound {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined): Promise<Result<BlackjackRoundView | null>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    if (session.value.accountId === null) return ok(await trialRound(this.deps, session.value));
    const open = await this.deps.rounds.openRounds(HOUSE_PROVIDER, session.value.accountId);
    const round = open.find((r) => r.gameCode === session.value.gameCode && isBlackjackRound(r));
    const latest = round && latestMove(round);
    if (!round || !latest) return ok(null);
    return ok(roundView(round, playerView(latest.state), await playableBalance(this.deps, session.value)));
  }
}
