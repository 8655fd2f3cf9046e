import { outstandingTurnover, turnoverProgress } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { PaidReward, RewardClaims } from './ports';

export interface BonusDetail extends PaidReward {
  readonly progress: bigint;
}

export interface BonusDetails {
  readonly bonuses: BonusDetail[];
  /** Valid bet still needed before money may leave the member's reach (see WageringLock). */
  readonly outstanding: bigint;
}

/** Bonus details (bonusDetails): every bonus received, its turnover requirement and progress. */
export class GetBonusDetails {
  constructor(private readonly claims: Pick<RewardClaims, 'paid'>) {}

  async execute(caller: Principal): Promise<Result<BonusDetails>> {
    if (caller.role === 'staff') return fail('access.forbidden');
    const bonuses = (await this.claims.paid(caller.account.id)).map((b) => ({ ...b, progress: turnoverProgress(b.turnoverRequired, b.validBetSince) }));
    return ok({ bonuses, outstanding: outstandingTurnover(bonuses.map((b) => ({ required: b.turnoverRequired, progress: b.progress }))) });
  }
}
