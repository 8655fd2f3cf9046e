import { checkPattern, type FieldPattern } from '../../domain/access/patterns';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { SessionStore } from './ports';

export interface SmsResetForm {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

export interface NewPasswordForm {
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Forgot password on the server: a mailed link, the link's reset, or a code by SMS. */
export interface RecoveryGateway {
  requestResetLink(username: string, email: string): Promise<Result<null>>;
  resetWithLink(token: string, form: NewPasswordForm): Promise<Result<null>>;
  resetBySms(form: SmsResetForm): Promise<Result<{ token: string }>>;
}

const checkNew = (form: NewPasswordForm, pattern: FieldPattern): Result<null> => {
  const checked = checkPattern(form.newPassword.trim(), pattern);
  if (!checked.ok) return fail(checked.error.code, { ...checked.error, field: 'newPassword' });
  if (form.confirmNewPassword.trim() !== form.newPassword.trim()) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
  return ok(null);
};

/**
 * The three ways back in when the password is lost. The link request always looks the same to
 * the member (the server answers alike for any username and email); a reset by SMS logs in.
 */
export class RecoverPassword {
  constructor(
    private readonly gateway: RecoveryGateway,
    private readonly session: SessionStore,
  ) {}

  requestLink(username: string, email: string): Promise<Result<null>> {
    if (username.trim() === '') return Promise.resolve(fail('validation.required', { field: 'username' }));
    if (email.trim() === '') return Promise.resolve(fail('validation.required', { field: 'email' }));
    return this.gateway.requestResetLink(username.trim(), email.trim());
  }

  async resetWithLink(token: string, form: NewPasswordForm, pattern: FieldPattern): Promise<Result<null>> {
    const checked = checkNew(form, pattern);
    return checked.ok ? this.gateway.resetWithLink(token, form) : checked;
  }

  async resetBySms(form: SmsResetForm, pattern: FieldPattern): Promise<Result<null>> {
    if (form.verificationCode.trim() === '') return fail('verification.code_missing', { field: 'verificationCode' });
    const checked = checkNew(form, pattern);
    if (!checked.ok) return checked;
    const result = await this.gateway.resetBySms(form);
    if (!result.ok) return result;
    this.session.save({ account: form.mobileNum.trim(), token: result.value.token || null });
    return ok(null);
  }
}
