import { PASSWORD_MAX } from '../../domain/access/credentials';
import { charLength, checkPattern } from '../../domain/access/patterns';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PortalSettings } from '../../domain/system/settings';

/** A new login password (change or reset): required, not too long, the operator's pattern, confirmed, not the default weak one. */
export function checkNewPassword(settings: PortalSettings, newPassword: string, confirmNewPassword: string): Result<string> {
  const password = newPassword.trim();
  if (password === '') return fail('validation.required', { field: 'newPassword' });
  if (charLength(password) > PASSWORD_MAX) return fail('validation.too_long', { field: 'newPassword', params: { max: PASSWORD_MAX } });
  const pattern = checkPattern(password, settings.register['password']?.acceptedPattern ?? '*');
  if (!pattern.ok) return fail(pattern.error.code, { ...pattern.error, field: 'newPassword' });
  if (confirmNewPassword.trim() !== password) return fail('validation.confirm_mismatch', { field: 'confirmNewPassword' });
  if (password === settings.defaultWeakPassword) return fail('access.password_is_default', { field: 'newPassword' });
  return ok(password);
}
