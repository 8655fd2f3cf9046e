import { charLength, checkPattern } from '../../domain/access/patterns';
import { PASSWORD_MAX } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';
import type { AccessDeps } from './deps';
import { openSession } from './open-session';

export interface ChangePasswordCommand {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Changes the password, revokes every session of the account and opens a fresh one. */
export class ChangePassword {
  constructor(private readonly deps: AccessDeps) {}

  async execute(principal: Principal, command: ChangePasswordCommand, ip: string): Promise<Result<{ token: string }>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const oldPassword = command.oldPassword.trim();
    const newPassword = command.newPassword.trim();
    if (oldPassword === '') return fail('validation.required', { field: 'oldPassword' });
    if (newPassword === '') return fail('validation.required', { field: 'newPassword' });
    if (charLength(newPassword) > PASSWORD_MAX) return fail('validation.too_long', { field: 'newPassword', params: { max: PASSWORD_MAX } });
    const pattern = checkPattern(newPassword, settings.register['password']?.acceptedPattern ?? '*');
    if (!pattern.ok) return fail(pattern.error.code, { ...pattern.error, field: 'newPassword' });
    if (command.confirmNewPassword.trim() !== newPassword) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
    if (newPassword === settings.defaultWeakPassword) return fail('access.password_is_default', { field: 'newPassword' });
    if (newPassword === oldPassword) return fail('access.password_unchanged', { field: 'newPassword' });
    if (!(await deps.hasher.verify(oldPassword, principal.account.passwordHash))) return fail('access.old_password_wrong', { field: 'oldPassword' });
    const now = deps.clock.now();
    await deps.accounts.setPassword(principal.account.id, await deps.hasher.hash(newPassword), false, now);
    await deps.sessions.revokeAllFor(principal.account.id, now);
    return ok({ token: await openSession(deps, settings, principal.account.id, ip) });
  }
}
