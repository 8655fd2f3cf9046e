import type { Result } from '../../domain/kernel/result';
import { checkMoneyExit, missingTurnover } from '../../domain/wallet/wagering-lock';
import type { RewardClaims } from '../engagement/ports';

/**
 * Asked by every use case that moves money out of a member's reach before it writes anything:
 * a withdrawal, a team transfer (to the upline, or an agent's to a downline), an agent's
 * settlement payment to a downline. Bets and mall spending stay inside the house and are not exits.
 */
export class WageringLock {
  constructor(private readonly claims: Pick<RewardClaims, 'paid'>) {}

  async check(accountId: number): Promise<Result<null>> {
    return checkMoneyExit(await this.claims.paid(accountId));
  }

  async missing(accountId: number): Promise<bigint> {
    return missingTurnover(await this.claims.paid(accountId));
  }
}
