import type { FailureCode } from '../../domain/kernel/failure-code';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { type Deposit, type DepositChange, type DepositRepository, type Ledger } from './ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from './ledger';

export interface CreditDepositDeps {
  readonly deposits: DepositRepository;
  readonly messages: MessageRepository;
  readonly ledger: Pick<Ledger, 'transfer'>;
}

/**
 * Credits a deposit once, however often and however concurrently it is asked: the deposit is
 * claimed ('approving'), the credit is one ledger transfer keyed by the deposit id (a repeat
 * replays it), and only the call that completes the claim writes the 'deposit credited' message.
 * Another call that got there first answers for this one: approved is success, anything else a refusal.
 */
export class CreditDeposit {
  constructor(private readonly deps: CreditDepositDeps) {}

  async execute(deposit: Deposit, change: DepositChange, refusal: FailureCode): Promise<Result<Deposit>> {
    const { id } = deposit;
    if (deposit.status === 'approved') return ok(deposit);
    if (!(await this.deps.deposits.transition(id, ['pending', 'approving'], 'approving', change))) return this.decided(id, refusal);
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
    return this.decided(id, refusal);
  }

  private async decided(id: number, refusal: FailureCode): Promise<Result<Deposit>> {
    const now = await this.deps.deposits.find(id);
    if (!now) return fail('wallet.deposit_not_found');
    return now.status === 'approved' || now.status === 'approving' ? ok(now) : fail(refusal);
  }
}
