import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { parseAmount } from '../../domain/wallet/amount';
import { checkProofImage, checkReceiptClaim, type ReceiptClaim } from '../../domain/wallet/withdrawal-receipt';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { ProofImage, Withdrawal, WithdrawalRepository } from './ports';

/** The player's answer as it arrives: partial amounts are decimal text in major units. */
export type ReceiptForm =
  | { readonly outcome: 'received' }
  | { readonly outcome: 'not_received'; readonly proof: Uint8Array }
  | { readonly outcome: 'partly_received'; readonly received: string; readonly remaining: string };

function claimOf(form: ReceiptForm, scale: number): Result<{ claim: ReceiptClaim; proof: ProofImage | null }> {
  switch (form.outcome) {
    case 'received':
      return ok({ claim: { kind: 'received' }, proof: null });
    case 'not_received': {
      const type = checkProofImage(form.proof);
      return type.ok ? ok({ claim: { kind: 'not_received' }, proof: { type: type.value, bytes: form.proof } }) : type;
    }
    case 'partly_received': {
      const received = parseAmount(form.received, scale);
      if (!received.ok) return fail(received.error.code, { ...received.error, field: 'received' });
      const remaining = parseAmount(form.remaining, scale);
      if (!remaining.ok) return fail(remaining.error.code, { ...remaining.error, field: 'remaining' });
      return ok({ claim: { kind: 'partly_received', received: received.value, remaining: remaining.value }, proof: null });
    }
  }
}

/**
 * After support has paid, the player says whether the money arrived: received, not received
 * (with a proof image) or partly received. Once only, and only before the auto-receipt deadline;
 * the same answer repeated is answered with the recorded one.
 */
export class ConfirmWithdrawalReceipt {
  constructor(private readonly deps: { withdrawals: WithdrawalRepository; settings: SettingsRepository; clock: Clock }) {}

  async execute(caller: Principal, id: number, form: ReceiptForm): Promise<Result<Withdrawal>> {
    const withdrawal = await this.deps.withdrawals.find(id);
    if (!withdrawal || withdrawal.accountId !== caller.account.id || withdrawal.status === 'holding' || withdrawal.status === 'failed')
      return fail('wallet.withdrawal_not_found');
    const settings = await this.deps.settings.load();
    const claimed = claimOf(form, settings.currency.scale);
    if (!claimed.ok) return claimed;
    const minutes = settings.withdrawal.autoReceiptMinutes;
    const now = this.deps.clock.now();
    const check = (w: Withdrawal) =>
      checkReceiptClaim(
        { amount: w.amount, approved: w.status === 'approved', approvedAt: w.approvedAt, receipt: w.receipt },
        claimed.value.claim,
        now,
        minutes,
      );
    const checked = check(withdrawal);
    if (!checked.ok) return checked;
    if (checked.value.repeated) return ok(withdrawal);
    const approvedAfter = new Date(now.getTime() - minutes * 60_000);
    if (await this.deps.withdrawals.recordReceipt(id, checked.value.receipt, claimed.value.proof, now, approvedAfter))
      return ok((await this.deps.withdrawals.find(id))!);
    const current = (await this.deps.withdrawals.find(id))!;
    const again = check(current);
    return again.ok ? ok(current) : again;
  }
}
