import { outstandingTurnover, turnoverProgress } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { PaidReward, RewardClaims } from './ports';

export interface BonusDetail extends PaidReward {
  readonly progress: bigint;
}

export interface BonusDetails {
  readonly bonuses: BonusDetail[];
  /** Valid bet still needed before a withdrawal: the turnover lock. */
  readonly outstanding: bigint;
}

async function detailsOf(claims: Pick<RewardClaims, 'paid'>, accountId: number): Promise<BonusDetails> {
  const bonuses = (await claims.paid(accountId)).map((b) => ({ ...b, progress: turnoverProgress(b.turnoverRequired, b.validBetSince) }));
  return { bonuses, outstanding: outstandingTurnover(bonuses.map((b) => ({ required: b.turnoverRequired, progress: b.progress }))) };
}

/** Bonus details (spec §2.7 bonusDetails): every bonus received, its turnover requirement and progress. */
export class GetBonusDetails {
  constructor(private readonly claims: Pick<RewardClaims, 'paid'>) {}

  async execute(caller: Principal): Promise<Result<BonusDetails>> {
    if (caller.role === 'staff') return fail('access.forbidden');
    return ok(await detailsOf(this.claims, caller.account.id));
  }
}

/** Withdrawals wait until every bonus's turnover requirement is met. */
export class TurnoverLock {
  constructor(private readonly claims: Pick<RewardClaims, 'paid'>) {}

  async check(accountId: number): Promise<Result<null>> {
    const { outstanding } = await detailsOf(this.claims, accountId);
    return outstanding > 0n ? fail('wallet.turnover_not_met', { params: { remaining: outstanding.toString() } }) : ok(null);
  }
}
