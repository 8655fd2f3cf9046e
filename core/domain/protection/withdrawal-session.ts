/** A full session, or the withdrawal-only one a member on a break may open. */
export type SessionScope = 'full' | 'withdrawal';

/** What a login is for: the member site, or only taking the balance out during a break. */
export type LoginPurpose = 'play' | 'withdrawal';

/**
 * During a time-out or self-exclusion a login is refused (null) unless it asks only to withdraw,
 * and then opens a withdrawal-only session; outside a break every login opens a full session.
 */
export const scopeOfLogin = (onBreak: boolean, purpose: LoginPurpose): SessionScope | null =>
  !onBreak ? 'full' : purpose === 'withdrawal' ? 'withdrawal' : null;
