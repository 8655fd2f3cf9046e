import { inAudience, type Promotion } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { refuseNonMember } from '../wallet/vendor-wallets';
import type { PromotionRepository } from './ports';

/** The promotion a real member may take part in now, or why not. */
export async function openPromotionFor(promotions: PromotionRepository, caller: Principal, id: number, now: Date): Promise<Result<Promotion>> {
  const refused = refuseNonMember(caller);
  if (refused) return refused;
  const promotion = await promotions.find(id);
  if (!promotion || !promotion.enabled) return fail('promo.not_found', { field: 'id' });
  if (now < promotion.startsAt) return fail('promo.not_started');
  if (promotion.endsAt !== null && now >= promotion.endsAt) return fail('promo.ended');
  if (!inAudience(promotion, caller.account.createdAt, now)) return fail('promo.not_eligible');
  return ok(promotion);
}
