import type { Random } from '../kernel/ports';

/** One-time codes that stand in for the authenticator when the phone is lost. */
export const RECOVERY_CODE_COUNT = 8;
const GROUP = 5;
/** No 0/o or 1/l, so a code read off paper is typed right. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Eight codes of ten characters (50 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(random: Random): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(random.bytes(2 * GROUP), (b) => ALPHABET[b & 31]).join('');
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** The form a code is hashed in: case, spaces and the dash do not matter. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** Whether an answer looks like a recovery code rather than a six-digit authenticator code. */
export const isRecoveryCodeShape = (typed: string): boolean => new RegExp(`^[${ALPHABET}]{${2 * GROUP}}$`).test(normalizeRecoveryCode(typed));
