import type { Result } from '../../domain/kernel/result';
import type { CashierGateway } from './ports';
import type { PaymentPageMethod } from './types';

/** The online payment method as the operator set it: enabled, bounds, display name. */
export class LoadPaymentPageMethod {
  constructor(private readonly cashier: CashierGateway) {}

  async execute(): Promise<Result<PaymentPageMethod>> {
    return this.cashier.paymentPageMethod();
  }
}
