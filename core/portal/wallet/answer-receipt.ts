import { fail, type Result } from '../../domain/kernel/result';
import { amountText, parseAmount } from '../../domain/wallet/amount';
import { checkPartialAmounts, checkProofImage } from '../../domain/wallet/withdrawal-receipt';
import type { WithdrawalGateway } from './withdrawal-gateway';
import type { Withdrawal } from './withdrawal-types';

export type ReceiptForm =
  | { readonly outcome: 'received' }
  | { readonly outcome: 'not_received'; readonly proof: Uint8Array }
  | { readonly outcome: 'partly_received'; readonly received: string; readonly remaining: string };

/**
 * The player's answer about a paid-out withdrawal, checked with the server's receipt rules
 * (amounts that sum to the withdrawal, a PNG or JPEG proof of at most 5 MB) before it is sent.
 */
export class AnswerReceipt {
  constructor(private readonly gateway: WithdrawalGateway) {}

  async execute(withdrawal: Withdrawal, form: ReceiptForm): Promise<Result<Withdrawal>> {
    if (withdrawal.status !== 'approved') return fail('wallet.withdrawal_not_approved');
    if (form.outcome === 'received') return this.gateway.confirmReceipt(withdrawal.id, { outcome: 'received' });
    if (form.outcome === 'not_received') {
      const type = checkProofImage(form.proof);
      return type.ok ? this.gateway.reportNotReceived(withdrawal.id, form.proof, type.value) : type;
    }
    const received = parseAmount(form.received, withdrawal.scale);
    if (!received.ok) return fail(received.error.code, { ...received.error, field: 'received' });
    const remaining = parseAmount(form.remaining, withdrawal.scale);
    if (!remaining.ok) return fail(remaining.error.code, { ...remaining.error, field: 'remaining' });
    const parts = checkPartialAmounts(withdrawal.amount, received.value, remaining.value);
    if (!parts.ok) return parts;
    return this.gateway.confirmReceipt(withdrawal.id, {
      outcome: 'partly_received',
      received: amountText(received.value, withdrawal.scale),
      remaining: amountText(remaining.value, withdrawal.scale),
    });
  }
}
