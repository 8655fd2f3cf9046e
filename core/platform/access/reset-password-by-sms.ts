import { roleOfType } from '../../domain/access/roles';
import { refusalWhilePaused } from '../protection/guard';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled } from '../../domain/system/settings';
import { normalizeMobile } from '../../domain/verification/phone';
import { answerCode, type AnswerCodeDeps } from '../verification/answer-code';
import type { AccessDeps, Caller } from './deps';
import { checkNewPassword } from './new-password';
import { completeLogin, type OpenedSession } from './complete-login';

export interface SmsResetCommand {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/**
 * Forgot password by phone: the code sent to the bound mobile sets a new password and
 * logs the member in; the code has proved the phone, so the IP becomes a known one.
 */
export class ResetPasswordBySms {
  constructor(private readonly deps: AccessDeps & AnswerCodeDeps) {}

  async execute(command: SmsResetCommand, caller: Caller): Promise<Result<OpenedSession>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    if (!isFeatureEnabled(settings.whitelabel, 'CHNGPASSVERIF3')) return fail('verification.function_not_enabled');
    const mobile = normalizeMobile(command.countryDialingCode, command.mobileNum, settings.sms.countries);
    if (!mobile.ok) return mobile;
    const password = checkNewPassword(settings, command.newPassword, command.confirmNewPassword);
    if (!password.ok) return password;
    const answered = await answerCode(deps, 'sms_reset', mobile.value, command.verificationCode);
    if (!answered.ok) return fail(answered.error.code, { ...answered.error, field: 'verificationCode' });
    const account = await deps.accounts.findByMobile(mobile.value);
    const role = account ? roleOfType(account.type, settings) : 'visitor';
    if (!account || (role !== 'member' && role !== 'agent')) return fail('verification.code_invalid', { field: 'verificationCode' });
    const now = deps.clock.now();
    await deps.accounts.setPassword(account.id, await deps.hasher.hash(password.value), false, now);
    await deps.sessions.revokeAllFor(account.id, now, { reason: 'password_changed' });
    const paused = await refusalWhilePaused<never>(deps.protection, account.id, now);
    if (paused) return paused;
    return ok(await completeLogin(deps, settings, account, caller, { method: 'sms_reset', factor: null }));
  }
}
