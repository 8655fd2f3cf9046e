import { claimPeriod, depositBonus, turnoverRequired, type Promotion } from '../../domain/engagement/promotions';
import type { Clock } from '../../domain/kernel/ports';
import { fail, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { openPromotionFor } from './eligibility';
import { PayReward, type PayRewardDeps } from './pay-reward';
import type { NewRewardClaim, PromotionRepository, RewardClaim } from './ports';

interface ClaimRewardDeps extends PayRewardDeps {
  readonly promotions: PromotionRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/**
 * A member claims a deposit bonus or today's sign-in reward. The claim row (unique per promotion,
 * member and period, and per deposit) is written before the money moves, so concurrent claims
 * pay once: the loser is told it was already claimed.
 */
export class ClaimReward {
  private readonly pay: PayReward;

  constructor(private readonly deps: ClaimRewardDeps) {
    this.pay = new PayReward(deps);
  }

  async execute(caller: Principal, promotionId: number): Promise<Result<RewardClaim>> {
    const now = this.deps.clock.now();
    const open = await openPromotionFor(this.deps.promotions, caller, promotionId, now);
    if (!open.ok) return open;
    const promotion = open.value;
    if (promotion.kind !== 'deposit_bonus' && promotion.kind !== 'daily_signin') return fail('promo.not_claimable');
    const period = claimPeriod(promotion.kind, now, (await this.deps.settings.load()).timezone);
    const accountId = caller.account.id;
    const earlier = await this.deps.claims.find(promotion.id, accountId, period);
    if (earlier) return this.answerRepeat(earlier, promotion, now);
    const claim = await this.claimOf(promotion, accountId, period);
    if (!claim.ok || !(await this.deps.claims.open(claim.value))) {
      // Another claim of this period may have won the race (and used the deposit).
      const raced = await this.deps.claims.find(promotion.id, accountId, period);
      if (raced) return this.answerRepeat(raced, promotion, now);
      return claim.ok ? fail('promo.no_qualifying_deposit') : claim;
    }
    const opened = await this.deps.claims.find(promotion.id, accountId, period);
    return opened ? this.pay.execute(opened, promotion.title, { decidedBy: null, reason: null, at: now }) : fail('promo.not_found');
  }

  private async claimOf(promotion: Promotion, accountId: number, period: string): Promise<Result<NewRewardClaim>> {
    const base = { promotionId: promotion.id, accountId, period, status: 'paying', comment: '', images: [] } as const;
    if (promotion.kind === 'daily_signin') {
      const amount = promotion.rules.amount;
      return { ok: true, value: { ...base, amount, turnoverRequired: turnoverRequired(amount, promotion.rules.turnoverMultiple), depositId: null } };
    }
    const deposit = await this.deps.claims.unusedDeposit(accountId, promotion.startsAt, promotion.rules.minDeposit);
    const amount = deposit ? depositBonus(deposit.amount, promotion.rules) : 0n;
    if (!deposit || amount <= 0n) return fail('promo.no_qualifying_deposit');
    return { ok: true, value: { ...base, amount, turnoverRequired: turnoverRequired(amount, promotion.rules.turnoverMultiple), depositId: deposit.id } };
  }

  /** A claim of this period exists: finish paying it if it was interrupted, and say it is taken. */
  private async answerRepeat(claim: RewardClaim, promotion: Promotion, now: Date): Promise<Result<RewardClaim>> {
    if (claim.status === 'paying') await this.pay.execute(claim, promotion.title, { decidedBy: null, reason: null, at: now });
    return fail('promo.already_claimed');
  }
}
