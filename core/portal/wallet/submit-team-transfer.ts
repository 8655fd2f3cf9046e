import { fail, type Result } from '../../domain/kernel/result';
import { amountText } from '../../domain/wallet/amount';
import { checkTransferAmount } from '../../domain/wallet/transfer-rules';
import type { TeamTargets, TransferGateway } from './transfer-types';

export interface TeamTransferForm {
  readonly recipient: string;
  readonly amount: string;
  readonly paymentPassword: string;
}

/** Pays the upline or one of the agent's downline: checked as the server would, then sent with the submit's request id. */
export class SubmitTeamTransfer {
  constructor(private readonly gateway: TransferGateway) {}

  async execute(
    form: TeamTransferForm,
    targets: TeamTargets,
    scale: number,
    requestId: string,
  ): Promise<Result<{ recipient: string; amount: bigint; replayed: boolean }>> {
    const known = [targets.upline, ...targets.downlines].some((m) => m?.account === form.recipient);
    if (!known) return fail('wallet.recipient_not_found', { field: 'recipient' });
    const amount = checkTransferAmount(form.amount, scale);
    if (!amount.ok) return amount;
    if (form.paymentPassword.trim() === '') return fail('validation.required', { field: 'paymentPassword' });
    return this.gateway.teamTransfer({ recipient: form.recipient, amount: amountText(amount.value, scale), paymentPassword: form.paymentPassword, requestId });
  }
}
