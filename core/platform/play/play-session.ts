import { fail, ok, type Result } from '../../domain/kernel/result';
import { LEDGER_CODES } from '../wallet/ledger';
import type { PlayDeps } from './deps';
import type { PlaySession } from './ports';

export interface ActiveSession extends PlaySession {
  readonly tokenHash: string;
}

/** Resolves a play-session token; an unknown or expired one is `play.session_expired`. */
export async function activeSession(deps: Pick<PlayDeps, 'sessions' | 'tokens' | 'clock'>, token: string | undefined): Promise<Result<ActiveSession>> {
  if (!token) return fail('play.session_expired');
  const tokenHash = deps.tokens.hashOf(token);
  const session = await deps.sessions.findSession(tokenHash, deps.clock.now());
  return session ? ok({ ...session, tokenHash }) : fail('play.session_expired');
}

/** What the player can stake now: demo credits in a trial, the main wallet's available amount otherwise. */
export async function playableBalance(deps: Pick<PlayDeps, 'ledger'>, session: PlaySession): Promise<bigint> {
  if (session.accountId === null) return session.demoBalance ?? 0n;
  const [wallet] = await deps.ledger.balances([LEDGER_CODES.memberMain(session.accountId)]);
  return wallet ? wallet.balance - wallet.held : 0n;
}
