import type { LoginType } from '../../domain/access/credentials';
import { isPasswordExpired, mustChangePassword } from '../../domain/access/password-policy';
import type { SessionScope } from '../../domain/protection/withdrawal-session';
import type { PortalSettings } from '../../domain/system/settings';
import type { Account } from './account';
import type { AccessDeps, Caller } from './deps';
import { openSession } from './open-session';
import type { LoginMethod, UsedFactor } from './ports';

export interface LoginProof {
  readonly method: LoginMethod;
  readonly factor: UsedFactor | null;
}

export interface OpenedSession {
  readonly token: string;
  /** When the account logged in before this login (shown to the member, who would notice a stranger's). */
  readonly previousLoginAt: Date | null;
  readonly scope: SessionScope;
}

/**
 * Opens the session of a login that has been proved: the IP becomes one the account is known
 * from, and the member's login history gets a line.
 */
export async function completeLogin(
  deps: Pick<AccessDeps, 'accounts' | 'sessions' | 'tokens' | 'protection' | 'clock' | 'knownIps' | 'loginHistory'>,
  settings: PortalSettings,
  account: Account,
  caller: Caller,
  proof: LoginProof,
  scope: SessionScope = 'full',
): Promise<OpenedSession> {
  const now = deps.clock.now();
  await deps.accounts.recordLogin(account.id, now, caller.ip);
  await deps.knownIps.remember(account.id, caller.ip, now);
  await deps.loginHistory.record(account.id, { at: now, ip: caller.ip, userAgent: caller.userAgent ?? '', success: true, ...proof });
  // The session starts at the login's instant: its history line is the one not before the session.
  return { token: await openSession(deps, settings, account.id, caller, now, scope), previousLoginAt: account.lastLoginAt, scope };
}

/** A failed attempt on an existing account, for its owner to see. */
export async function recordFailedLogin(deps: Pick<AccessDeps, 'loginHistory' | 'clock'>, accountId: number, caller: Caller, proof: LoginProof): Promise<void> {
  await deps.loginHistory.record(accountId, { at: deps.clock.now(), ip: caller.ip, userAgent: caller.userAgent ?? '', success: false, ...proof });
}

export interface SessionOutcome extends OpenedSession {
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  readonly mustChangePassword: boolean;
}

/** What a login answers besides the session: first login, and the password's state. */
export function sessionOutcome(settings: PortalSettings, account: Account, now: Date, loginType: LoginType, opened: OpenedSession): SessionOutcome {
  const passwordState = { passwordChangedAt: account.passwordChangedAt, expiryDays: settings.passwordExpiryDays, now };
  return {
    ...opened,
    firstTimeLogin: account.firstLoginAt === null,
    passwordExpired: loginType === 'username' && isPasswordExpired(passwordState),
    mustChangePassword: mustChangePassword({ ...passwordState, loginType, isDefaultPassword: account.isDefaultPassword }),
  };
}
