import { dueForTouch } from '../../domain/access/session-timeout';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { playSessionLive } from '../../domain/play/play-session-life';
import { stakeRefusal } from '../../domain/system/system-state';
import { LEDGER_CODES } from '../wallet/ledger';
import type { PlayDeps } from './deps';
import type { PlaySession } from './ports';

export interface ActiveSession extends PlaySession {
  readonly tokenHash: string;
}

/**
 * Resolves a play-session token; an unknown or expired one, or one whose login has ended, is
 * `play.session_expired`. Playing is activity on the login, so it keeps the login from idling out.
 */
export async function activeSession(
  deps: Pick<PlayDeps, 'sessions' | 'logins' | 'settings' | 'tokens' | 'clock'>,
  token: string | undefined,
): Promise<Result<ActiveSession>> {
  if (!token) return fail('play.session_expired');
  const tokenHash = deps.tokens.hashOf(token);
  return liveSession(deps, await deps.sessions.findSession(tokenHash, deps.clock.now()), tokenHash);
}

/** activeSession for a caller that has read the session (unexpired, by its token's hash) already. */
export async function liveSession(
  deps: Pick<PlayDeps, 'logins' | 'settings' | 'clock'>,
  session: PlaySession | null,
  tokenHash: string,
): Promise<Result<ActiveSession>> {
  const now = deps.clock.now();
  if (!session || !playSessionLive(session, now, (await deps.settings.load()).session)) return fail('play.session_expired');
  if (session.login && session.loginSessionId !== null && dueForTouch(session.login, now)) await deps.logins.touch(session.loginSessionId, now);
  return ok({ ...session, tokenHash });
}

/** A new stake is refused while the site is in maintenance. */
export async function stakeAdmitted(deps: Pick<PlayDeps, 'settings'>): Promise<Result<null>> {
  const refusal = stakeRefusal(await deps.settings.load());
  return refusal ? fail(refusal) : ok(null);
}

/** What the player can stake now: demo credits in a trial, the main wallet's available amount otherwise. */
export async function playableBalance(deps: Pick<PlayDeps, 'ledger'>, session: Pick<PlaySession, 'accountId' | 'demoBalance'>): Promise<bigint> {
  if (session.accountId === null) return session.demoBalance ?? 0n;
  const [wallet] = await deps.ledger.balances([LEDGER_CODES.memberMain(session.accountId)]);
  return wallet ? wallet.balance - wallet.held : 0n;
}
