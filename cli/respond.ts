import type { Result } from '../core/domain/kernel/result';
import type { CliContext } from './context';
import { reportFailure } from './exit-codes';
import { printJson } from './options';

/** A failure reported, else the value as JSON with --json, else `print`ed. */
export function respond<T>(ctx: CliContext, result: Result<T>, json: boolean | undefined, print: (value: T) => void): void {
  if (!result.ok) return reportFailure(ctx, result.error);
  if (json) return printJson(ctx, result.value);
  print(result.value);
}
