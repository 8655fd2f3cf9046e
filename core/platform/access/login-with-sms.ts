import { canUseMemberSite, roleOfType } from '../../domain/access/roles';
import { loginScope } from '../protection/guard';
import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled } from '../../domain/system/settings';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import { normalizeMobile } from '../../domain/verification/phone';
import { answerCode, type AnswerCodeDeps } from '../verification/answer-code';
import type { AccessDeps, Caller } from './deps';
import { completeLogin, sessionOutcome, type SessionOutcome } from './complete-login';
import { LOGIN_RATE } from './login';

export interface SmsLoginCommand {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly code: string;
  /** `withdrawal` during a break opens a withdrawal-only session instead of being refused. */
  readonly purpose?: LoginPurpose;
}

/**
 * Login with a mobile number and the code sent to it (SMS login): no password, no
 * captcha, and never the forced password change. A number without an account fails exactly like
 * a wrong code. The code has proved the phone, so a new IP needs no second factor.
 */
export class LoginWithSms {
  constructor(private readonly deps: AccessDeps & AnswerCodeDeps) {}

  async execute(command: SmsLoginCommand, caller: Caller): Promise<Result<SessionOutcome>> {
    const { deps } = this;
    if (!(await deps.limiter.hit(`login:ip:${caller.ip}`, LOGIN_RATE.limit, LOGIN_RATE.windowMs))) return fail('access.too_many_requests');
    const settings = await deps.settings.load();
    if (!isFeatureEnabled(settings.whitelabel, 'SMSLOGIN')) return fail('access.sms_login_disabled');
    const mobile = normalizeMobile(command.countryDialingCode, command.mobileNum, settings.sms.countries);
    if (!mobile.ok) return mobile;
    const answered = await answerCode(deps, 'sms_login', mobile.value, command.code);
    if (!answered.ok) return answered;
    const account = await deps.accounts.findByMobile(mobile.value);
    if (!account) return fail('verification.code_invalid', { field: 'code' });
    const role = roleOfType(account.type, settings);
    if (!canUseMemberSite(role) || role === 'trial') return fail('access.non_member_login');
    const refusal = refusalFor(systemStateFor(settings, caller.ip), role);
    if (refusal) return fail(refusal);
    const scope = await loginScope(deps.protection, account.id, deps.clock.now(), command.purpose);
    if (!scope.ok) return scope;
    const opened = await completeLogin(deps, settings, account, caller, { method: 'sms', factor: null }, scope.value);
    return ok(sessionOutcome(settings, account, deps.clock.now(), 'sms', opened));
  }
}
