import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PasswordResets } from '../verification/ports';
import type { AccessDeps } from './deps';
import { checkNewPassword } from './new-password';

export interface ResetPasswordCommand {
  readonly token: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** The reset link's form: sets the new password once per link and ends every open session. */
export class ResetPassword {
  constructor(
    private readonly deps: Pick<AccessDeps, 'accounts' | 'sessions' | 'tokens' | 'settings' | 'clock' | 'hasher'> & { readonly resets: PasswordResets },
  ) {}

  async execute(command: ResetPasswordCommand): Promise<Result<null>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const password = checkNewPassword(settings, command.newPassword, command.confirmNewPassword);
    if (!password.ok) return password;
    const now = deps.clock.now();
    const reset = command.token.trim() === '' ? null : await deps.resets.findActive(deps.tokens.hashOf(command.token.trim()), now);
    if (!reset || !(await deps.resets.consume(reset.id, now))) return fail('access.reset_link_invalid');
    await deps.accounts.setPassword(reset.accountId, await deps.hasher.hash(password.value), false, now);
    await deps.sessions.revokeAllFor(reset.accountId, now, { reason: 'password_changed' });
    return ok(null);
  }
}
