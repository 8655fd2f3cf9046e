import type { FailureCode } from './failure-code';

/** A stable, dotted failure code (`access.invalid_credentials`) with message parameters. */
export interface Failure {
  readonly code: FailureCode;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly field?: string;
  readonly value?: Readonly<Record<string, unknown>>;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: FailureCode, extra: Omit<Failure, 'code'> = {}): Result<T> => ({
  ok: false,
  error: { code, ...extra },
});

/** The value turned by `to` when the result is ok; the same failure otherwise. */
export const mapOk = <A, B>(result: Result<A>, to: (a: A) => B): Result<B> => (result.ok ? ok(to(result.value)) : result);
