import { validatePromotion, type Promotion, type PromotionInput } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { PromotionRepository } from './ports';

/** Support's promotion desk (`portal promo create|list|disable`). */
export class ManagePromotions {
  constructor(private readonly promotions: PromotionRepository) {}

  async create(caller: Principal, input: PromotionInput): Promise<Result<Promotion>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const valid = validatePromotion(input);
    if (!valid.ok) return valid;
    return ok(await this.promotions.create(valid.value));
  }

  async list(caller: Principal): Promise<Result<Promotion[]>> {
    return staffOnly(caller) ?? ok(await this.promotions.list());
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    return (await this.promotions.setEnabled(id, false)) ? ok(null) : fail('promo.not_found', { field: 'id' });
  }
}
