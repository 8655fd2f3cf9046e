import type { Failure } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';

/** Agency pages answer agents only: anyone else is refused before what they sent is looked at. */
export const agentOnly = (caller: Principal): Failure | null => (caller.role === 'agent' ? null : { code: 'access.forbidden' });
