import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { PlayDeps } from './deps';

export const LAUNCH_TTL_MS = 120_000;

/**
 * Starts a game: a single-use launch token, valid two minutes, in the URL of the engine's page.
 * A trial needs no account and plays demo credits; real play needs a member or agent.
 */
export class LaunchGame {
  constructor(private readonly deps: Pick<PlayDeps, 'games' | 'sessions' | 'tokens' | 'clock'>) {}

  async execute(caller: Principal | null, input: { gameCode: string; trial: boolean }): Promise<Result<{ url: string }>> {
    const engine = await this.deps.games.engineOf(input.gameCode);
    if (!engine) return fail('play.game_not_found', { field: 'gameCode' });
    if (!input.trial && !caller) return fail('access.not_logged_in');
    if (!input.trial && caller?.role === 'staff') return fail('access.forbidden');
    const { token, hash } = this.deps.tokens.issue();
    const accountId = input.trial ? null : caller!.account.id;
    const expiresAt = new Date(this.deps.clock.now().getTime() + LAUNCH_TTL_MS);
    await this.deps.sessions.addLaunch(hash, { accountId, gameCode: input.gameCode, engine, trial: input.trial }, expiresAt);
    return ok({ url: `/house/${engine}/?launch=${encodeURIComponent(token)}` });
  }
}
