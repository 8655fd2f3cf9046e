import { fail, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';

/** Security settings belong to real members and agents: not to trial accounts nor staff. */
export function memberOnly(caller: Principal): Result<never> | null {
  if (caller.role === 'trial') return fail('access.need_true_account');
  if (caller.role === 'staff') return fail('access.forbidden');
  return null;
}
