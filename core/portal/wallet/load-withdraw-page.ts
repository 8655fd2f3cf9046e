import { ok, type Result } from '../../domain/kernel/result';
import type { WithdrawalGateway } from './withdrawal-gateway';
import type { MyBankAccounts, Withdrawal, WithdrawMethod } from './withdrawal-types';

export interface WithdrawPage {
  readonly method: WithdrawMethod;
  readonly banks: MyBankAccounts;
  readonly withdrawals: readonly Withdrawal[];
}

/** Everything the withdraw page shows, read together: the bounds, my bank accounts, my withdrawals (newest first). */
export class LoadWithdrawPage {
  constructor(private readonly gateway: WithdrawalGateway) {}

  async execute(): Promise<Result<WithdrawPage>> {
    const [method, banks, withdrawals] = await Promise.all([this.gateway.withdrawMethod(), this.gateway.myBankAccounts(), this.gateway.myWithdrawals()]);
    if (!method.ok) return method;
    if (!banks.ok) return banks;
    if (!withdrawals.ok) return withdrawals;
    const newestFirst = [...withdrawals.value].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    return ok({ method: method.value, banks: banks.value, withdrawals: newestFirst });
  }
}
