import type { Result } from '../../domain/kernel/result';
import type { CashierGateway } from './ports';
import type { BankDepositMethod } from './types';

/** The bank account to pay into and the amount bounds, as the operator set them. */
export class LoadBankDepositMethod {
  constructor(private readonly cashier: CashierGateway) {}

  async execute(): Promise<Result<BankDepositMethod>> {
    return this.cashier.bankDepositMethod();
  }
}
