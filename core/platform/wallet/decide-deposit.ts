import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Deposit, DepositRepository, MessageRepository } from './deposit';
import { LEDGER_CODES, type Ledger } from './ledger';

interface DecideDeps {
  readonly deposits: DepositRepository;
  readonly messages: MessageRepository;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly clock: Clock;
}

/**
 * Support confirms a bank deposit. Safe to repeat and to race: the deposit is claimed
 * ('approving'), the credit is one ledger transfer keyed by the deposit id (a repeat replays it),
 * and only the call that completes the claim writes the 'deposit credited' message.
 */
export class ApproveDeposit {
  constructor(private readonly deps: DecideDeps) {}

  async execute(caller: Principal, id: number): Promise<Result<Deposit>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const deposit = await this.deps.deposits.find(id);
    if (!deposit) return fail('wallet.deposit_not_found');
    const change = { decidedBy: caller.account.id, reason: null, at: this.deps.clock.now() };
    if (deposit.status === 'approved') return ok(deposit);
    if (!(await this.deps.deposits.transition(id, ['pending', 'approving'], 'approving', change))) return this.decided(id);
    const credited = await this.deps.ledger.transfer({
      key: `deposit:${id}`,
      debit: LEDGER_CODES.paymentClearing,
      credit: LEDGER_CODES.memberMain(deposit.accountId),
      amount: deposit.amount,
      kind: 'deposit',
      reference: `deposit:${id}`,
    });
    if (!credited.ok) return credited;
    if (await this.deps.deposits.transition(id, ['approving'], 'approved', change)) {
      await this.deps.messages.add(deposit.accountId, 'deposit_credited', { amount: deposit.amount.toString(), depositId: String(id) });
    }
    return this.decided(id);
  }

  /** Another call got there first: approved is this call's answer too, rejected is a refusal. */
  private async decided(id: number): Promise<Result<Deposit>> {
    const now = await this.deps.deposits.find(id);
    if (!now) return fail('wallet.deposit_not_found');
    return now.status === 'rejected' ? fail('wallet.deposit_decided') : ok(now);
  }
}

/** Support turns a bank deposit down; only a deposit still pending can be rejected. */
export class RejectDeposit {
  constructor(private readonly deps: Omit<DecideDeps, 'ledger'>) {}

  async execute(caller: Principal, id: number, reason: string): Promise<Result<Deposit>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const text = reason.trim();
    if (text === '') return fail('validation.required', { field: 'reason' });
    const deposit = await this.deps.deposits.find(id);
    if (!deposit) return fail('wallet.deposit_not_found');
    if (!(await this.deps.deposits.transition(id, ['pending'], 'rejected', { decidedBy: caller.account.id, reason: text, at: this.deps.clock.now() }))) {
      return fail('wallet.deposit_decided');
    }
    await this.deps.messages.add(deposit.accountId, 'deposit_failed', { amount: deposit.amount.toString(), depositId: String(id), reason: text });
    const rejected = await this.deps.deposits.find(id);
    return rejected ? ok(rejected) : fail('wallet.deposit_not_found');
  }
}
