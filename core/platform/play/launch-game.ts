import { fail, ok, type Result } from '../../domain/kernel/result';
import { engineFits } from '../../domain/play/engine-kind';
import { playModeFor } from '../../domain/play/play-mode';
import type { Principal } from '../access/authenticate';
import { RECENT_GAMES_LIMIT } from '../catalog/favourites';
import type { PlayDeps } from './deps';
import type { GameRef } from './ports';

export const LAUNCH_TTL_MS = 120_000;

/**
 * Starts a game: a single-use launch token, valid two minutes, in the URL of the engine's page.
 * The mode comes from `playModeFor`: a trial needs no account and plays demo credits (a trial
 * account always plays so); real play needs a member or agent, and puts the game first in the
 * member's recent games. The game's play session will belong to the caller's login. An entry of a
 * kind no house engine is (a live table, a sports book) is `play.provider_not_connected`, also
 * while its vendor is under maintenance (no game of the vendor's would start when it is over).
 */
export class LaunchGame {
  constructor(private readonly deps: Pick<PlayDeps, 'games' | 'recent' | 'sessions' | 'tokens' | 'clock'>) {}

  async execute(caller: Principal | null, input: { game: GameRef; trial: boolean }): Promise<Result<{ url: string }>> {
    const game = await this.deps.games.find(input.game);
    if (!game) return fail('play.game_not_found', { field: 'gameCode' in input.game ? 'gameCode' : 'nodeId' });
    const mode = playModeFor(caller?.role ?? 'visitor', input.trial ? 'trial' : 'real');
    if (!mode.ok) return mode;
    if (!engineFits(game.engine, game)) return fail('play.provider_not_connected');
    if (game.maintenance) return fail('play.game_in_maintenance');
    const { token, hash } = this.deps.tokens.issue();
    const accountId = mode.value === 'real' && caller ? caller.account.id : null;
    const now = this.deps.clock.now();
    await this.deps.sessions.addLaunch(
      hash,
      { accountId, gameCode: game.gameCode, engine: game.engine, trial: accountId === null, loginSessionId: caller?.session.id ?? null },
      new Date(now.getTime() + LAUNCH_TTL_MS),
    );
    if (accountId !== null) await this.deps.recent.record(accountId, game.gameCode, now, RECENT_GAMES_LIMIT);
    return ok({ url: `/house/${game.engine}/?launch=${encodeURIComponent(token)}` });
  }
}
