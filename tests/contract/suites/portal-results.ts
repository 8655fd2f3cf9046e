import { expect } from 'vitest';
import type { Failure, Result } from '../../../core/domain/kernel/result';

/** The value of a result the test expects to succeed; a failure ends the test with its code. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected a success, got ${result.error.code}`);
  return result.value;
}

/** The failure of a result the test expects to fail. */
export function failureOf<T>(result: Result<T>): Failure {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v))}`);
  return result.error;
}

/** The result is a failure with this code (and, when given, this field and these params). */
export function expectRefused<T>(result: Result<T>, code: string, extra: Partial<Omit<Failure, 'code'>> = {}): void {
  expect(failureOf(result)).toMatchObject({ code, ...extra });
}

/** Each call answers access.not_logged_in: what every member route says to a caller with no session. */
export async function expectAllLoggedOut(calls: readonly (() => Promise<Result<unknown>>)[]): Promise<void> {
  for (const call of calls) expect(failureOf(await call()).code).toBe('access.not_logged_in');
}
