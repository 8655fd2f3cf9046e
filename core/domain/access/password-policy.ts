import type { LoginType } from './credentials';

const DAY_MS = 86_400_000;

export interface PasswordState {
  readonly loginType: LoginType | 'third_party';
  readonly isDefaultPassword: boolean;
  readonly passwordChangedAt: Date;
  readonly expiryDays: number;
  readonly now: Date;
}

/** Expiry is off when expiryDays is 0. */
export function isPasswordExpired(state: Pick<PasswordState, 'passwordChangedAt' | 'expiryDays' | 'now'>): boolean {
  return state.expiryDays > 0 && state.now.getTime() - state.passwordChangedAt.getTime() >= state.expiryDays * DAY_MS;
}

/** The forced change-password modal: never for SMS or third-party logins. */
export function mustChangePassword(state: PasswordState): boolean {
  if (state.loginType !== 'username') return false;
  return state.isDefaultPassword || isPasswordExpired(state);
}
