import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { MessageRepository } from '../messages/ports';
import type { Ledger, Withdrawal, WithdrawalRepository } from './ports';
import { holdKey, payKey, releaseKey } from './withdrawal-keys';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../../domain/kernel/free-text';

interface DecideDeps {
  readonly withdrawals: WithdrawalRepository;
  readonly messages: MessageRepository;
  readonly ledger: Pick<Ledger, 'resolvePending'>;
  readonly clock: Clock;
}

const VISIBLE = new Set(['pending', 'approving', 'approved', 'rejecting', 'rejected']);

async function findVisible(withdrawals: WithdrawalRepository, id: number): Promise<Withdrawal | null> {
  const found = await withdrawals.find(id);
  return found && VISIBLE.has(found.status) ? found : null;
}

/**
 * A decision is a claim ('approving' or 'rejecting', taken from 'pending' in one statement, so
 * approve and reject cannot both win), then the hold is posted or voided under a key of its own
 * (a repeat replays it), then the final status; only the call that sets it writes the message.
 * An interrupted claim is finished by repeating the same decision.
 */
abstract class DecideWithdrawal {
  constructor(protected readonly deps: DecideDeps) {}

  protected async decide(
    caller: Principal,
    id: number,
    decision: { claim: 'approving' | 'rejecting'; final: 'approved' | 'rejected'; reason: string | null },
  ): Promise<Result<Withdrawal>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const withdrawal = await findVisible(this.deps.withdrawals, id);
    if (!withdrawal) return fail('wallet.withdrawal_not_found');
    if (withdrawal.status === decision.final) return ok(withdrawal);
    const change = { decidedBy: caller.account.id, reason: decision.reason, at: this.deps.clock.now() };
    if (!(await this.deps.withdrawals.transition(id, ['pending', decision.claim], decision.claim, change))) return this.decided(id, decision.final);
    const approving = decision.final === 'approved';
    const resolved = await this.deps.ledger.resolvePending(holdKey(id), approving ? 'post' : 'void', approving ? payKey(id) : releaseKey(id));
    if (!resolved.ok) return resolved;
    if (await this.deps.withdrawals.transition(id, [decision.claim], decision.final, change)) {
      const params = { amount: withdrawal.amount.toString(), withdrawalId: String(id), ...(decision.reason ? { reason: decision.reason } : {}) };
      await this.deps.messages.add(withdrawal.accountId, approving ? 'withdrawal_approved' : 'withdrawal_rejected', params);
    }
    return this.decided(id, decision.final);
  }

  /** Another call got there first: the same decision is this call's answer too, the other a refusal. */
  private async decided(id: number, final: 'approved' | 'rejected'): Promise<Result<Withdrawal>> {
    const now = await findVisible(this.deps.withdrawals, id);
    if (!now) return fail('wallet.withdrawal_not_found');
    return now.status === final ? ok(now) : fail('wallet.withdrawal_decided');
  }
}

/** Support has paid the member: the held amount leaves the wallet for good. */
export class ApproveWithdrawal extends DecideWithdrawal {
  execute(caller: Principal, id: number): Promise<Result<Withdrawal>> {
    return this.decide(caller, id, { claim: 'approving', final: 'approved', reason: null });
  }
}

/** Support turns the withdrawal down: the hold is released and the member is told why. */
export class RejectWithdrawal extends DecideWithdrawal {
  execute(caller: Principal, id: number, reason: string): Promise<Result<Withdrawal>> {
    const text = reason.trim();
    if (caller.role === 'staff' && text === '') return Promise.resolve(fail('validation.required', { field: 'reason' }));
    if (!isPrintable(text, 'line')) return Promise.resolve(fail(CONTROL_CHARACTERS_REFUSED, { field: 'reason' }));
    return this.decide(caller, id, { claim: 'rejecting', final: 'rejected', reason: text });
  }
}
