import { validateCredentials, normalizeUsername, type LoginType } from '../../domain/access/credentials';
import { loginScope } from '../protection/guard';
import { captchaRequired, isLocked, shouldLock, workRequired, FAILURE_WINDOW_MS, LOCK_MS } from '../../domain/access/login-throttle';
import { canUseMemberSite, roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import type { AccessDeps, Caller } from './deps';
import { completeLogin, recordFailedLogin, sessionOutcome, type SessionOutcome } from './complete-login';
import { challengeNewIp, type ChallengeDeps, type IssuedChallenge } from './new-ip-challenge';

export interface LoginCommand {
  readonly username: string;
  readonly password: string;
  readonly type: LoginType;
  readonly captcha?: string;
  readonly captchaId?: string;
  readonly verification?: string;
  /** `member` for the player site, `console` for the CLI where staff work. */
  readonly site: 'member' | 'console';
  /** `withdrawal` during a break opens a withdrawal-only session instead of being refused. */
  readonly purpose?: LoginPurpose;
}

/** A session, or the second factor a login from a new IP must prove first. */
export type LoginOutcome = SessionOutcome | { readonly challenge: IssuedChallenge };

export const LOGIN_RATE = { limit: 30, windowMs: 60_000 };

/** Any password check against a missing account still costs one hash, so timing does not tell. */
const DUMMY_HASH_PASSWORD = 'no-such-account';

export class Login {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AccessDeps & ChallengeDeps) {}

  async execute(command: LoginCommand, caller: Caller): Promise<Result<LoginOutcome>> {
    const { deps } = this;
    if (!(await deps.limiter.hit(`login:ip:${caller.ip}`, LOGIN_RATE.limit, LOGIN_RATE.windowMs))) return fail('access.too_many_requests');
    if (command.type === 'sms') return fail('access.sms_login_disabled');
    const now = deps.clock.now();
    const username = normalizeUsername(command.username);
    const failures = await deps.attempts.countSince(username, caller.ip, new Date(now.getTime() - FAILURE_WINDOW_MS));
    const needsCaptcha = captchaRequired(failures);
    const valid = validateCredentials(command, needsCaptcha);
    if (!valid.ok) return fail(valid.error.code, { ...valid.error, value: { captcha: needsCaptcha } });
    if (needsCaptcha && !(await deps.captcha.verify(command.captchaId ?? '', command.captcha ?? ''))) {
      return fail('access.captcha_invalid', { field: 'captcha', value: { captcha: true } });
    }
    const proof = await deps.human.verify(command.verification ?? '');
    if (!proof) return fail('access.human_verification_failed', { value: { captcha: needsCaptcha } });
    const work = workRequired(deps.humanWorkBase, failures);
    if (proof.work < work) return fail('access.human_verification_too_weak', { value: { captcha: needsCaptcha, work } });

    const settings = await deps.settings.load();
    const account = await deps.accounts.findByUsername(username);
    const passwordOk = await deps.hasher.verify(valid.value.password, account?.passwordHash ?? (await this.dummy()));
    if (!account || !passwordOk || isLocked(account.lockedUntil, now)) {
      await deps.attempts.record(username, caller.ip, now);
      if (account) await recordFailedLogin(deps, account.id, caller, { method: 'password', factor: null });
      const after = { account: failures.account + 1, ip: failures.ip + 1 };
      if (account && shouldLock(after.account) && !isLocked(account.lockedUntil, now))
        await deps.accounts.lockUntil(account.id, new Date(now.getTime() + LOCK_MS));
      return fail('access.invalid_credentials', { value: { captcha: captchaRequired(after) } });
    }
    const role = roleOfType(account.type, settings);
    if (command.site === 'member' && !canUseMemberSite(role)) return fail('access.non_member_login');
    if (role === 'trial') return fail('access.invalid_credentials', { value: { captcha: needsCaptcha } });
    const refusal = refusalFor(systemStateFor(settings, caller.ip), role);
    if (refusal) return fail(refusal);

    const scope = await loginScope(deps.protection, account.id, deps.clock.now(), command.purpose);
    if (!scope.ok) return scope;
    await deps.attempts.clear(username);
    const challenge = await challengeNewIp(deps, account, caller);
    if (challenge) return ok({ challenge });
    const opened = await completeLogin(deps, settings, account, caller, { method: 'password', factor: null }, scope.value);
    return ok(sessionOutcome(settings, account, now, command.type, opened));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash(DUMMY_HASH_PASSWORD);
    return this.dummyHash;
  }
}
