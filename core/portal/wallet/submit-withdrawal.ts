import { fail, type Result } from '../../domain/kernel/result';
import { amountText } from '../../domain/wallet/amount';
import { checkDepositAmount } from '../../domain/wallet/deposit-amount';
import type { WithdrawalGateway } from './withdrawal-gateway';
import type { Withdrawal, WithdrawMethod } from './withdrawal-types';

export interface WithdrawalForm {
  readonly amount: string;
  readonly bankAccountId: number | null;
  readonly paymentPassword: string;
}

/**
 * Checks the form with the server's rules (the amount within the bounds and the available
 * balance, a bank account, a payment password) before sending it. `requestKey` names this
 * submission: sending it again after a lost answer pays out once.
 */
export class SubmitWithdrawal {
  constructor(private readonly gateway: WithdrawalGateway) {}

  async execute(form: WithdrawalForm, method: WithdrawMethod, available: bigint, requestKey: string): Promise<Result<Withdrawal>> {
    if (!method.enabled) return fail('wallet.method_disabled');
    const amount = checkDepositAmount(form.amount, method);
    if (!amount.ok) return amount;
    if (amount.value > available) return fail('wallet.insufficient_funds', { field: 'amount' });
    if (form.bankAccountId === null) return fail('validation.required', { field: 'bankAccountId' });
    if (form.paymentPassword === '') return fail('validation.required', { field: 'paymentPassword' });
    return this.gateway.requestWithdrawal({
      amount: amountText(amount.value, method.scale),
      bankAccountId: form.bankAccountId,
      paymentPassword: form.paymentPassword,
      requestKey,
    });
  }
}
