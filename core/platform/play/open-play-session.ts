import type { EngineCode } from '../../domain/play/engine';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PlayDeps } from './deps';
import { isBlackjackRound } from './blackjack-round';
import { finishHouseRound, takenRound } from './finish-house-round';
import { HOUSE_PROVIDER } from './play-house-round';
import { playableBalance } from './play-session';

export const PLAY_SESSION_TTL_MS = 8 * 3_600_000;
export const TRIAL_CREDIT = 200_000n;

/** A round of this game that its request left unfinished, finished as the game page opened. */
export interface ResumedRound {
  readonly roundId: number;
  readonly bet: bigint;
  readonly win: bigint;
  readonly jackpot: bigint;
}

export interface OpenedSession {
  readonly token: string;
  readonly gameCode: string;
  readonly gameName: string;
  readonly engine: EngineCode;
  readonly trial: boolean;
  readonly balance: bigint;
  readonly resumed: readonly ResumedRound[];
}

/**
 * Redeems a launch token, once, into a play session (with fresh demo credits for a trial). A
 * player's round of this game left open (the request stopped after the bet was taken) resumes
 * here: its outcome was fixed with the bet, so it is finished by paying what that outcome owes. A
 * blackjack hand waits on its player's decisions instead: the page asks for it and plays on.
 */
export class OpenPlaySession {
  constructor(private readonly deps: Pick<PlayDeps, 'sessions' | 'tokens' | 'clock' | 'ledger' | 'games' | 'rounds' | 'guard'>) {}

  async execute(launchToken: string): Promise<Result<OpenedSession>> {
    const now = this.deps.clock.now();
    const grant = await this.deps.sessions.redeemLaunch(this.deps.tokens.hashOf(launchToken), now);
    if (!grant) return fail('play.launch_invalid');
    const { token, hash } = this.deps.tokens.issue();
    const demo = grant.trial ? TRIAL_CREDIT : null;
    await this.deps.sessions.openSession(hash, grant, demo, new Date(now.getTime() + PLAY_SESSION_TTL_MS));
    const resumed = grant.accountId === null ? [] : await this.resume(grant.accountId, grant.gameCode);
    const balance = await playableBalance(this.deps, { accountId: grant.accountId, demoBalance: demo });
    const game = await this.deps.games.find({ gameCode: grant.gameCode });
    return ok({ token, gameCode: grant.gameCode, gameName: game?.name ?? grant.gameCode, engine: grant.engine, trial: grant.trial, balance, resumed });
  }

  private async resume(accountId: number, gameCode: string): Promise<ResumedRound[]> {
    const resumed: ResumedRound[] = [];
    for (const round of await this.deps.rounds.openRounds(HOUSE_PROVIDER, accountId)) {
      const taken = round.gameCode === gameCode && !isBlackjackRound(round) ? takenRound(round) : null;
      const finished = taken ? await finishHouseRound(this.deps, taken, 'resume') : null;
      if (finished?.ok) resumed.push({ roundId: round.id, bet: taken!.bet, win: finished.value.win, jackpot: finished.value.jackpot });
    }
    return resumed;
  }
}
