import { validatePromotion, type Promotion, type PromotionInput, type PromotionRules } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { parseAmount } from '../../domain/wallet/amount';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository } from '../system/ports';
import type { PromotionRepository } from './ports';

/** A promotion as support types it: amounts in major units as decimal text ('' for none). */
export interface PromotionForm extends Omit<PromotionInput, 'rules'> {
  readonly rules: Pick<PromotionRules, 'percent' | 'turnoverMultiple'> & { readonly cap: string; readonly minDeposit: string; readonly amount: string };
}

const AMOUNT_RULES = ['cap', 'minDeposit', 'amount'] as const;

/** Support's promotion desk (`portal promo create|list|disable`). */
export class ManagePromotions {
  constructor(private readonly deps: { readonly promotions: PromotionRepository; readonly settings: SettingsRepository }) {}

  async create(caller: Principal, form: PromotionForm): Promise<Result<Promotion>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const scale = (await this.deps.settings.load()).currency.scale;
    const amounts: Partial<Record<(typeof AMOUNT_RULES)[number], bigint>> = {};
    for (const rule of AMOUNT_RULES) {
      const text = form.rules[rule].trim();
      const parsed = text === '' ? ok(0n) : parseAmount(text, scale);
      if (!parsed.ok) return fail('promo.invalid_rule', { field: rule, params: { rule } });
      amounts[rule] = parsed.value;
    }
    const valid = validatePromotion({
      ...form,
      rules: { ...form.rules, cap: amounts.cap ?? 0n, minDeposit: amounts.minDeposit ?? 0n, amount: amounts.amount ?? 0n },
    });
    if (!valid.ok) return valid;
    return ok(await this.deps.promotions.create(valid.value, { accountId: caller.account.id }));
  }

  async list(caller: Principal): Promise<Result<Promotion[]>> {
    return staffOnly(caller) ?? ok(await this.deps.promotions.list());
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    return (await this.deps.promotions.setEnabled(id, false, { accountId: caller.account.id })) ? ok(null) : fail('promo.not_found', { field: 'id' });
  }
}
