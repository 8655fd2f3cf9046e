import { realMoneyRefusal, type Role } from '../access/roles';
import { fail, ok, type Result } from '../kernel/result';

/** Trial: demo credits on the play session, nothing recorded. Real: the wallet, through the ledger. */
export type PlayMode = 'trial' | 'real';

/**
 * The mode a game launch plays in. Anyone may ask for a trial. Real play is for whoever may use
 * real money; a trial account asking for it is kept in trial mode (it has nothing else to play
 * with), a visitor or staff is refused.
 */
export function playModeFor(role: Role, asked: PlayMode): Result<PlayMode> {
  if (asked === 'trial') return ok('trial');
  const refusal = realMoneyRefusal(role);
  if (refusal === 'access.need_true_account') return ok('trial');
  return refusal ? fail(refusal) : ok('real');
}
