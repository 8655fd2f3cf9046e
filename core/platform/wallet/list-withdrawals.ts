import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { ProofImage, Withdrawal, WithdrawalRepository } from './ports';

const LIMIT = 200;

/** The caller's own withdrawals, newest first. */
export class ListMyWithdrawals {
  constructor(private readonly withdrawals: WithdrawalRepository) {}

  async execute(caller: Principal): Promise<Result<Withdrawal[]>> {
    return ok(await this.withdrawals.listForAccount(caller.account.id, LIMIT));
  }
}

/** Support's queue: withdrawals by status (all when none is given), oldest first for 'pending'. */
export class ListWithdrawals {
  constructor(private readonly withdrawals: WithdrawalRepository) {}

  async execute(caller: Principal, status: 'pending' | 'approved' | 'rejected' | null): Promise<Result<Withdrawal[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return ok(await this.withdrawals.listByStatus(status, LIMIT));
  }
}

/** The proof image a player sent with "not received": for support, and for the player who sent it. */
export class GetWithdrawalProof {
  constructor(private readonly withdrawals: WithdrawalRepository) {}

  async execute(caller: Principal, id: number): Promise<Result<ProofImage>> {
    const withdrawal = await this.withdrawals.find(id);
    if (!withdrawal || (caller.role !== 'staff' && withdrawal.accountId !== caller.account.id)) return fail('wallet.withdrawal_not_found');
    const proof = await this.withdrawals.proof(id);
    return proof ? ok(proof) : fail('wallet.proof_not_found');
  }
}
