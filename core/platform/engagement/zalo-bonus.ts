import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';

/**
 * After registering, a member who adds a Zalo number to the profile may claim the
 * operator's bonus for it, once per member (the transfer is keyed by the member).
 */
export class ClaimZaloBonus {
  constructor(
    private readonly deps: { readonly ledger: Pick<Ledger, 'transfer'>; readonly settings: SettingsRepository; readonly messages: MessageRepository },
  ) {}

  async execute(caller: Principal): Promise<Result<{ amount: bigint }>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const amount = BigInt((await this.deps.settings.load()).zaloBonus);
    if (amount <= 0n) return fail('promo.zalo_bonus_off');
    if (!caller.account.profile['zalo']) return fail('promo.zalo_missing', { field: 'zalo' });
    const id = caller.account.id;
    const key = `zalo:${id}`;
    const paid = await this.deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.bonus,
      credit: LEDGER_CODES.memberMain(id),
      amount,
      kind: 'bonus',
      reference: key,
    });
    if (!paid.ok) return paid.error.code === 'wallet.idempotency_conflict' ? fail('promo.already_claimed') : paid;
    if (paid.value.replayed) return fail('promo.already_claimed');
    await this.deps.messages.add(id, 'reward_paid', { title: 'Zalo', amount: amount.toString() });
    return ok({ amount });
  }
}
