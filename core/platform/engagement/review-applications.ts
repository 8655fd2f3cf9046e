import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { PayReward, type PayRewardDeps } from './pay-reward';
import type { PendingApplication, PromotionRepository, RewardClaim } from './ports';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../../domain/kernel/free-text';

interface ReviewDeps extends PayRewardDeps {
  readonly promotions: PromotionRepository;
  readonly clock: Clock;
}

/** Support decides applications (`portal promo applications|approve|reject`); approving twice, or at once from two desks, pays once. */
export class ReviewApplications {
  private readonly pay: PayReward;

  constructor(private readonly deps: ReviewDeps) {
    this.pay = new PayReward(deps);
  }

  async pending(caller: Principal): Promise<Result<PendingApplication[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return ok(await this.deps.claims.pending());
  }

  async approve(caller: Principal, id: number): Promise<Result<RewardClaim>> {
    const found = await this.application(caller, id);
    if (!found.ok) return found;
    const claim = found.value;
    const change = { decidedBy: caller.account.id, reason: null, at: this.deps.clock.now() };
    await this.deps.claims.transition(id, ['pending'], 'paying', change);
    const now = await this.deps.claims.findById(id);
    if (!now || now.status === 'rejected') return fail('promo.application_decided');
    if (now.status === 'paid') return ok(now);
    const promotion = await this.deps.promotions.find(claim.promotionId);
    return this.pay.execute(now, promotion?.title ?? '', change);
  }

  async reject(caller: Principal, id: number, reason: string): Promise<Result<RewardClaim>> {
    const found = await this.application(caller, id);
    if (!found.ok) return found;
    const text = reason.trim();
    if (text === '') return fail('validation.required', { field: 'reason' });
    if (!isPrintable(text, 'line')) return fail(CONTROL_CHARACTERS_REFUSED, { field: 'reason' });
    if (!(await this.deps.claims.transition(id, ['pending'], 'rejected', { decidedBy: caller.account.id, reason: text, at: this.deps.clock.now() }))) {
      return fail('promo.application_decided');
    }
    const promotion = await this.deps.promotions.find(found.value.promotionId);
    await this.deps.messages.add(found.value.accountId, 'application_rejected', { title: promotion?.title ?? '', reason: text });
    const now = await this.deps.claims.findById(id);
    return now ? ok(now) : fail('promo.application_not_found');
  }

  private async application(caller: Principal, id: number): Promise<Result<RewardClaim>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const claim = await this.deps.claims.findById(id);
    const promotion = claim && (await this.deps.promotions.find(claim.promotionId));
    if (!claim || promotion?.kind !== 'application') return fail('promo.application_not_found', { field: 'id' });
    return ok(claim);
  }
}
