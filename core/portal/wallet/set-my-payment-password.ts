import { checkPattern, type FieldPattern } from '../../domain/access/patterns';
import { fail, type Result } from '../../domain/kernel/result';
import type { PaymentPasswordForm, PaymentPasswordGateway } from './ports';

/** Checks the form as the server will (for quick feedback) and sends it; the server decides. */
export class SetMyPaymentPassword {
  constructor(private readonly gateway: PaymentPasswordGateway) {}

  async execute(form: PaymentPasswordForm, hasOne: boolean, pattern: FieldPattern): Promise<Result<null>> {
    if (hasOne && (form.oldPassword ?? '').trim() === '') return fail('validation.required', { field: 'oldPassword' });
    const newPassword = form.newPassword.trim();
    if (newPassword === '') return fail('validation.required', { field: 'newPassword' });
    const checked = checkPattern(newPassword, pattern);
    if (!checked.ok) return fail(checked.error.code, { ...checked.error, field: 'newPassword' });
    if (form.confirmNewPassword.trim() !== newPassword) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
    return this.gateway.setPaymentPassword(hasOne ? form : { newPassword: form.newPassword, confirmNewPassword: form.confirmNewPassword });
  }
}
