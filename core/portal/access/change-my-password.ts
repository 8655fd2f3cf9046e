import { checkPattern, type FieldPattern } from '../../domain/access/patterns';
import { fail, type Result } from '../../domain/kernel/result';
import type { AuthGateway, SessionStore } from './ports';

export interface ChangePasswordForm {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** The server rotates the session on a password change; the new token replaces the old. */
export class ChangeMyPassword {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute(form: ChangePasswordForm, pattern: FieldPattern): Promise<Result<null>> {
    if (form.oldPassword.trim() === '') return fail('validation.required', { field: 'oldPassword' });
    const checked = checkPattern(form.newPassword.trim(), pattern);
    if (!checked.ok) return fail(checked.error.code, { ...checked.error, field: 'newPassword' });
    if (form.confirmNewPassword.trim() !== form.newPassword.trim()) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
    const result = await this.auth.changePassword(form);
    if (!result.ok) return result;
    const current = this.store.load();
    if (current) this.store.save({ account: current.account, token: result.value.token || null });
    return { ok: true, value: null };
  }
}
