import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';
import type { AccessDeps, Caller } from './deps';
import { checkNewPassword } from './new-password';
import { openSession } from './open-session';

export interface ChangePasswordCommand {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Changes the password, revokes every session of the account and opens a fresh one. */
export class ChangePassword {
  constructor(private readonly deps: AccessDeps) {}

  async execute(principal: Principal, command: ChangePasswordCommand, caller: Caller): Promise<Result<{ token: string }>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const oldPassword = command.oldPassword.trim();
    if (oldPassword === '') return fail('validation.required', { field: 'oldPassword' });
    const checked = checkNewPassword(settings, command.newPassword, command.confirmNewPassword);
    if (!checked.ok) return checked;
    const newPassword = checked.value;
    if (newPassword === oldPassword) return fail('access.password_unchanged', { field: 'newPassword' });
    if (!(await deps.hasher.verify(oldPassword, principal.account.passwordHash))) return fail('access.old_password_wrong', { field: 'oldPassword' });
    const now = deps.clock.now();
    await deps.accounts.setPassword(principal.account.id, await deps.hasher.hash(newPassword), false, now);
    await deps.sessions.revokeAllFor(principal.account.id, now, { reason: 'password_changed' });
    return ok({ token: await openSession(deps, settings, principal.account.id, caller) });
  }
}
