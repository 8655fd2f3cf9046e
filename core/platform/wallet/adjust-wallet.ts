import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkAdjustment } from '../../domain/wallet/adjustment';
import { checkRequestId } from '../../domain/wallet/transfer-rules';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository } from '../system/ports';
import type { WalletAdjustments, WalletAdjustment } from './ports';

export interface AdjustmentForm {
  readonly account: string;
  /** Major units, signed: "-25.50" debits the member. */
  readonly amount: string;
  readonly reason: string;
  /** The client's id for this adjustment: a retry with the same id moves nothing more. */
  readonly requestId: string;
}

/** Support credits or debits a member's main wallet with a reason (`portal wallet adjust`): the only way a balance is set by hand. */
export class AdjustWallet {
  constructor(private readonly deps: { accounts: Pick<AccountRepository, 'findByUsername'>; adjustments: WalletAdjustments; settings: SettingsRepository }) {}

  async execute(caller: Principal, form: AdjustmentForm): Promise<Result<WalletAdjustment & { account: string }>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const requestId = checkRequestId(form.requestId);
    if (!requestId.ok) return requestId;
    const settings = await this.deps.settings.load();
    const adjustment = checkAdjustment(form.amount, form.reason, settings.currency.scale);
    if (!adjustment.ok) return adjustment;
    const account = await this.deps.accounts.findByUsername(normalizeUsername(form.account));
    const role = account ? roleOfType(account.type, settings) : null;
    if (!account || (role !== 'member' && role !== 'agent')) return fail('access.member_not_found', { field: 'account' });
    const done = await this.deps.adjustments.adjust({
      key: `adjust:${requestId.value}`,
      accountId: account.id,
      ...adjustment.value,
      staffId: caller.account.id,
    });
    if (!done.ok) return done.error.code === 'wallet.insufficient_funds' ? fail(done.error.code, { field: 'amount' }) : done;
    return ok({ ...done.value, account: account.username });
  }
}
