/** Refreshing last-seen at most once a minute keeps reads from writing on every request. */
const TOUCH_EVERY_MS = 60_000;

/** When a login session was last used and when it ends whatever happens. */
export interface SessionTimes {
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

/** A login session has timed out once past its absolute expiry, or idle for longer than the operator allows. */
export function sessionTimedOut(session: SessionTimes, now: Date, limits: { readonly idleMinutes: number }): boolean {
  return now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() > limits.idleMinutes * 60_000;
}

/** Whether using the session now should refresh its last-seen time. */
export const dueForTouch = (session: SessionTimes, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS;
