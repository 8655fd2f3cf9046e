import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Deposit, DepositRepository, Ledger } from './ports';
import type { MessageRepository } from '../messages/ports';
import { CreditDeposit } from './credit-deposit';
import type { ProtectionGuard } from '../protection/guard';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../../domain/kernel/free-text';

interface DecideDeps {
  readonly deposits: DepositRepository;
  readonly messages: MessageRepository;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly clock: Clock;
}

/** Support confirms a bank deposit; safe to repeat and to race (CreditDeposit). */
export class ApproveDeposit {
  private readonly credit: CreditDeposit;

  constructor(private readonly deps: DecideDeps) {
    this.credit = new CreditDeposit(deps);
  }

  async execute(caller: Principal, id: number): Promise<Result<Deposit>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const deposit = await this.deps.deposits.find(id);
    if (!deposit) return fail('wallet.deposit_not_found');
    if (deposit.method !== 'bank_transfer') return fail('wallet.deposit_not_manual');
    return this.credit.execute(deposit, { decidedBy: caller.account.id, reason: null, at: this.deps.clock.now() }, 'wallet.deposit_decided');
  }
}

/** Support turns a bank deposit down; only a deposit still pending can be rejected. */
export class RejectDeposit {
  constructor(private readonly deps: Omit<DecideDeps, 'ledger'> & { readonly guard: Pick<ProtectionGuard, 'releaseDeposit'> }) {}

  async execute(caller: Principal, id: number, reason: string): Promise<Result<Deposit>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const text = reason.trim();
    if (text === '') return fail('validation.required', { field: 'reason' });
    if (!isPrintable(text, 'line')) return fail(CONTROL_CHARACTERS_REFUSED, { field: 'reason' });
    const deposit = await this.deps.deposits.find(id);
    if (!deposit) return fail('wallet.deposit_not_found');
    if (deposit.method !== 'bank_transfer') return fail('wallet.deposit_not_manual');
    if (!(await this.deps.deposits.transition(id, ['pending'], 'rejected', { decidedBy: caller.account.id, reason: text, at: this.deps.clock.now() }))) {
      return fail('wallet.deposit_decided');
    }
    await this.deps.messages.add(deposit.accountId, 'deposit_failed', { amount: deposit.amount.toString(), depositId: String(id), reason: text });
    await this.deps.guard.releaseDeposit(deposit.accountId, deposit.amount, deposit.createdAt);
    const rejected = await this.deps.deposits.find(id);
    return rejected ? ok(rejected) : fail('wallet.deposit_not_found');
  }
}
