import { sessionTimedOut, type SessionTimes } from '../access/session-timeout';

/** A play session with the login that opened it: `login` is that login while it is not revoked. */
export interface PlaySessionLogin {
  readonly accountId: number | null;
  readonly loginSessionId: number | null;
  readonly login: SessionTimes | null;
}

/**
 * A play session belongs to the login that launched it and ends with it: a logout, a revocation,
 * a password change or a timeout ends both. Only a visitor's trial is opened without a login.
 */
export function playSessionLive(session: PlaySessionLogin, now: Date, limits: { readonly idleMinutes: number }): boolean {
  if (session.loginSessionId === null) return session.accountId === null;
  return session.login !== null && !sessionTimedOut(session.login, now, limits);
}
