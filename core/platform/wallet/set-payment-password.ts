import { charLength, checkPattern } from '../../domain/access/patterns';
import { PASSWORD_MAX } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import { verifyPaymentPassword, type PaymentPasswordDeps } from './payment-password';

export interface SetPaymentPasswordCommand {
  /** Required once a payment password is set. */
  readonly oldPassword?: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

interface SetPaymentPasswordDeps extends PaymentPasswordDeps {
  readonly accounts: AccountRepository;
  readonly settings: SettingsRepository;
}

/**
 * Sets the payment password, or changes it given the current one (a wrong current one counts
 * towards the payment-password lock). It follows the registration pattern for payment
 * passwords and may not be the login password.
 */
export class SetPaymentPassword {
  constructor(private readonly deps: SetPaymentPasswordDeps) {}

  async execute({ account, role }: Principal, command: SetPaymentPasswordCommand): Promise<Result<null>> {
    const { deps } = this;
    if (role === 'trial') return fail('access.need_true_account');
    if (role === 'staff') return fail('access.forbidden');
    const newPassword = command.newPassword.trim();
    if (newPassword === '') return fail('validation.required', { field: 'newPassword' });
    if (charLength(newPassword) > PASSWORD_MAX) return fail('validation.too_long', { field: 'newPassword', params: { max: PASSWORD_MAX } });
    const settings = await deps.settings.load();
    const pattern = checkPattern(newPassword, settings.register['paymentPassword']?.acceptedPattern ?? '*');
    if (!pattern.ok) return fail(pattern.error.code, { ...pattern.error, field: 'newPassword' });
    if (command.confirmNewPassword.trim() !== newPassword) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
    if (account.paymentPasswordHash !== null) {
      const current = await verifyPaymentPassword(deps, account, command.oldPassword ?? '');
      if (!current.ok) return fail(current.error.code, { ...current.error, field: 'oldPassword' });
    }
    if (await deps.hasher.verify(newPassword, account.passwordHash)) return fail('wallet.payment_password_is_login_password', { field: 'newPassword' });
    await deps.accounts.setPaymentPassword(account.id, await deps.hasher.hash(newPassword));
    return ok(null);
  }
}
