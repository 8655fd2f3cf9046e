import { ok, type Result } from '../../domain/kernel/result';
import type { CashierGateway } from './ports';
import type { Deposit } from './types';

/** The member's deposit requests, newest first (by time, then id), whatever order they arrive in. */
export class LoadMyDeposits {
  constructor(private readonly cashier: CashierGateway) {}

  async execute(): Promise<Result<readonly Deposit[]>> {
    const result = await this.cashier.myDeposits();
    if (!result.ok) return result;
    const newestFirst = [...result.value].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    return ok(newestFirst);
  }
}
