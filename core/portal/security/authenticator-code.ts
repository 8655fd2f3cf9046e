import { TOTP_DIGITS } from '../../domain/access/totp';
import { isRecoveryCodeShape } from '../../domain/access/recovery-codes';
import { fail, ok, type Result } from '../../domain/kernel/result';

/** A code from the app (six digits, spaces allowed) or, where it may stand in, a recovery code. */
export function checkAuthenticatorCode(typed: string, recoveryAllowed: boolean): Result<string> {
  const code = typed.replace(/\s/g, '');
  if (code === '') return fail('access.totp_missing', { field: 'code' });
  if (new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(code) || (recoveryAllowed && isRecoveryCodeShape(typed))) return ok(code);
  return fail('access.totp_invalid', { field: 'code' });
}
