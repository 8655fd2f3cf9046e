import { fail, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';

/** Support's desks: a refusal for anyone but staff, else null. */
export const staffOnly = (caller: Principal): Result<never> | null => (caller.role === 'staff' ? null : fail('access.forbidden'));
