import type { Random } from '../kernel/ports';
import { fail, ok, type Result } from '../kernel/result';

/** Six digits, so a code is typed easily and guessed once in a million. */
export const CODE_DIGITS = 6;
/** Wrong answers a code takes before it is dead. */
export const MAX_WRONG_TRIES = 5;

const SPACE = 10 ** CODE_DIGITS;
/** The largest multiple of SPACE below 2^32: values from here up would favour low codes, so they are drawn again. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / SPACE) * SPACE;

/** A uniformly drawn six-digit code (leading zeros kept) from a strong random source. */
export function newCode(random: Random): string {
  for (;;) {
    const [a, b, c, d] = random.bytes(4);
    const value = ((a! << 24) | (b! << 16) | (c! << 8) | d!) >>> 0;
    if (value < UNBIASED_LIMIT) return String(value % SPACE).padStart(CODE_DIGITS, '0');
  }
}

/** A stored code as the rules see it; its text is kept only as a hash. */
export interface IssuedCode {
  readonly expiresAt: Date;
  readonly wrongTries: number;
  readonly usedAt: Date | null;
}

export type CodeVerdict = 'accept' | 'wrong';

/**
 * Whether an answer to the latest code counts: a missing, used, expired or exhausted code
 * refuses every answer (right ones included); otherwise it is accepted when it matches and
 * counted as a wrong try when not.
 */
export function judgeAnswer(code: IssuedCode | null, matches: boolean, now: Date): Result<CodeVerdict> {
  if (code === null || code.usedAt !== null) return fail('verification.code_invalid', { field: 'code' });
  if (now >= code.expiresAt) return fail('verification.code_expired', { field: 'code' });
  if (code.wrongTries >= MAX_WRONG_TRIES) return fail('verification.too_many_tries', { field: 'code' });
  return ok(matches ? 'accept' : 'wrong');
}

/** Whether an answer has the shape of a code at all (checked before any lookup). */
export function checkCodeShape(answer: string): Result<string> {
  const trimmed = answer.trim();
  if (trimmed === '') return fail('verification.code_missing', { field: 'code' });
  if (!new RegExp(`^[0-9]{${CODE_DIGITS}}$`).test(trimmed)) return fail('verification.code_invalid', { field: 'code' });
  return ok(trimmed);
}
