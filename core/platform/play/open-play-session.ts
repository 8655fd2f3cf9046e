import type { EngineCode } from '../../domain/play/engine';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PlayDeps } from './deps';
import { playableBalance } from './play-session';

export const PLAY_SESSION_TTL_MS = 8 * 3_600_000;
export const TRIAL_CREDIT = 200_000n;

export interface OpenedSession {
  readonly token: string;
  readonly gameCode: string;
  readonly gameName: string;
  readonly engine: EngineCode;
  readonly trial: boolean;
  readonly balance: bigint;
}

/** Redeems a launch token, once, into a play session (with fresh demo credits for a trial). */
export class OpenPlaySession {
  constructor(private readonly deps: Pick<PlayDeps, 'sessions' | 'tokens' | 'clock' | 'ledger' | 'games'>) {}

  async execute(launchToken: string): Promise<Result<OpenedSession>> {
    const now = this.deps.clock.now();
    const grant = await this.deps.sessions.redeemLaunch(this.deps.tokens.hashOf(launchToken), now);
    if (!grant) return fail('play.launch_invalid');
    const { token, hash } = this.deps.tokens.issue();
    const demo = grant.trial ? TRIAL_CREDIT : null;
    const expiresAt = new Date(now.getTime() + PLAY_SESSION_TTL_MS);
    await this.deps.sessions.openSession(hash, grant, demo, expiresAt);
    const balance = await playableBalance(this.deps, { ...grant, demoBalance: demo, expiresAt });
    const game = await this.deps.games.find({ gameCode: grant.gameCode });
    return ok({ token, gameCode: grant.gameCode, gameName: game?.name ?? grant.gameCode, engine: grant.engine, trial: grant.trial, balance });
  }
}
