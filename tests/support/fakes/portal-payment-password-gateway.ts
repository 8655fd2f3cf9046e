import { checkPattern, type FieldPattern } from '../../../core/domain/access/patterns';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { PaymentPasswordForm, PaymentPasswordGateway } from '../../../core/portal/wallet/ports';
import { defaultSettings } from './settings';
import { sessionRefusal } from './portal-answers';

/**
 * The member's payment password as the server keeps it, in memory, keeping the
 * PaymentPasswordGateway contract (tests/contract/suites/portal-payment-password-gateway.ts):
 * the operator's pattern, the confirmation, the current one before a change, never the login
 * password. `role` is whose session calls (null: none). Records every form; `answer` scripts
 * the next answers instead.
 */
export class InMemoryPaymentPassword implements PaymentPasswordGateway {
  readonly sent: PaymentPasswordForm[] = [];
  answer: Result<null> | null = null;
  role: 'member' | 'trial' | null = 'member';
  current: string | null = null;

  constructor(
    private readonly loginPassword = 'Abc12345',
    private readonly pattern: FieldPattern = defaultSettings().register['paymentPassword']?.acceptedPattern ?? '*',
  ) {}

  async setPaymentPassword(form: PaymentPasswordForm): Promise<Result<null>> {
    this.sent.push(form);
    if (this.answer) return this.answer;
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    const newPassword = form.newPassword.trim();
    if (newPassword === '') return fail('validation.required', { field: 'newPassword' });
    const shaped = checkPattern(newPassword, this.pattern);
    if (!shaped.ok) return fail(shaped.error.code, { ...shaped.error, field: 'newPassword' });
    if (form.confirmNewPassword.trim() !== newPassword) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
    if (this.current !== null) {
      const old = form.oldPassword?.trim() ?? '';
      if (old === '') return fail('validation.required', { field: 'oldPassword' });
      if (old !== this.current) return fail('wallet.payment_password_wrong', { field: 'oldPassword' });
    }
    if (newPassword === this.loginPassword) return fail('wallet.payment_password_is_login_password', { field: 'newPassword' });
    this.current = newPassword;
    return ok(null);
  }
}
