import { fail, type Result } from '../../domain/kernel/result';
import { amountText } from '../../domain/wallet/amount';
import { checkDepositAmount } from '../../domain/wallet/deposit-amount';
import type { CashierGateway } from './ports';
import type { PaymentPageMethod, PaymentPageStart } from './types';

/**
 * Checks the amount with the server's rule (checkDepositAmount) before asking for an order, so
 * the browser refuses exactly what the server would; the amount goes out normalised.
 */
export class StartPaymentPageDeposit {
  constructor(private readonly cashier: CashierGateway) {}

  async execute(form: { readonly amount: string }, method: PaymentPageMethod): Promise<Result<PaymentPageStart>> {
    if (!method.enabled) return fail('wallet.method_disabled');
    const amount = checkDepositAmount(form.amount, method);
    if (!amount.ok) return amount;
    return this.cashier.startPaymentPageDeposit({ amount: amountText(amount.value, method.scale) });
  }
}
