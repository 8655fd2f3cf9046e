import type { Failure } from '../core/domain/kernel/result';
import type { CliContext } from './context';
import { failureLines } from './failure-text';

/** One table from failure code to exit status: 1 generic, 3 auth, 4 not found, 5 forbidden, 6 network. */
export function exitCodeOf(code: string): number {
  if (code.startsWith('network.')) return 6;
  if (code === 'access.forbidden' || code === 'access.non_member_login') return 5;
  if (code.endsWith('not_found')) return 4;
  if (code === 'access.not_logged_in' || code === 'access.session_expired' || code === 'access.invalid_credentials' || code === 'access.second_factor_required')
    return 3;
  return 1;
}

export function reportFailure(ctx: CliContext, failure: Failure): void {
  for (const line of failureLines(failure)) ctx.err(line);
  ctx.exitCode = exitCodeOf(failure.code);
}
