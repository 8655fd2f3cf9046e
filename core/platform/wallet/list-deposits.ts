import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Deposit, DepositRepository, DepositStatus } from './ports';

const LIMIT = 200;

/** The caller's own deposits, newest first. */
export class ListMyDeposits {
  constructor(private readonly deposits: DepositRepository) {}

  async execute(caller: Principal): Promise<Result<Deposit[]>> {
    return ok(await this.deposits.listForAccount(caller.account.id, LIMIT));
  }
}

/** Support's queue: deposits by status (all when none is given), oldest first for 'pending'. */
export class ListDeposits {
  constructor(private readonly deposits: DepositRepository) {}

  async execute(caller: Principal, status: DepositStatus | null): Promise<Result<Deposit[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return ok(await this.deposits.listByStatus(status, LIMIT));
  }
}
