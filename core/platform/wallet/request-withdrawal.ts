import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkDepositAmount } from '../../domain/wallet/deposit-amount';
import type { Principal } from '../access/authenticate';
import type { PasswordHasher, RateLimiter } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from './ledger';
import { type Ledger, type BankAccountRepository, type Withdrawal, type WithdrawalRepository } from './ports';
import { verifyPaymentPassword } from './payment-password';
import type { WageringLock } from './wagering-lock';
import { holdKey, releaseKey } from './withdrawal-keys';

export interface WithdrawalForm {
  readonly amount: string;
  readonly bankAccountId: number;
  readonly paymentPassword: string;
  /** Chosen by the client per form submission: a retry with the same key pays out once. */
  readonly requestKey?: string;
}

interface RequestDeps {
  readonly withdrawals: WithdrawalRepository;
  readonly bankAccounts: BankAccountRepository;
  readonly ledger: Pick<Ledger, 'transfer' | 'resolvePending'>;
  readonly settings: SettingsRepository;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly wagering: Pick<WageringLock, 'check'>;
}

/**
 * A member asks to be paid out to one of their bank accounts. The row is written first
 * ('holding'), then the amount is held on the main wallet (a pending transfer keyed by the row),
 * then the row becomes 'pending' for support. A refused hold forgets the row, so nothing is left.
 */
export class RequestWithdrawal {
  constructor(private readonly deps: RequestDeps) {}

  async execute(caller: Principal, form: WithdrawalForm): Promise<Result<Withdrawal>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const method = settings.withdrawal;
    if (!method.enabled) return fail('wallet.method_disabled');
    const amount = checkDepositAmount(form.amount, { min: BigInt(method.min), max: BigInt(method.max), scale: settings.currency.scale });
    if (!amount.ok) return amount;
    const bank = await this.deps.bankAccounts.find(form.bankAccountId);
    if (!bank || bank.accountId !== caller.account.id) return fail('wallet.bank_account_not_found', { field: 'bankAccountId' });
    const password = await verifyPaymentPassword(this.deps, caller.account, form.paymentPassword);
    if (!password.ok) return password;
    const unlocked = await this.deps.wagering.check(caller.account.id);
    if (!unlocked.ok) return unlocked;
    const { withdrawal, created } = await this.deps.withdrawals.create({
      accountId: caller.account.id,
      amount: amount.value,
      bankAccountId: bank.id,
      requestKey: form.requestKey ?? null,
    });
    if (!created && (withdrawal.amount !== amount.value || withdrawal.bankAccountId !== bank.id))
      return fail('wallet.idempotency_conflict', { field: 'requestKey' });
    if (withdrawal.status === 'releasing' || withdrawal.status === 'failed') return fail('wallet.withdrawal_interrupted');
    if (withdrawal.status !== 'holding') return ok(withdrawal);
    return this.hold(withdrawal);
  }

  private async hold(withdrawal: Withdrawal): Promise<Result<Withdrawal>> {
    const { id, accountId, amount } = withdrawal;
    const held = await this.deps.ledger.transfer({
      key: holdKey(id),
      debit: LEDGER_CODES.memberMain(accountId),
      credit: LEDGER_CODES.paymentClearing,
      amount,
      kind: 'withdrawal',
      pending: true,
      reference: holdKey(id),
    });
    if (!held.ok) {
      await this.deps.withdrawals.discard(id);
      return fail(held.error.code, { ...held.error, ...(held.error.code === 'wallet.insufficient_funds' ? { field: 'amount' } : {}) });
    }
    await this.deps.withdrawals.transition(id, ['holding'], 'pending', { decidedBy: null, reason: null, at: this.deps.clock.now() });
    const now = await this.deps.withdrawals.find(id);
    if (now && now.status !== 'holding' && now.status !== 'releasing' && now.status !== 'failed') return ok(now);
    // The interruption sweep gave up on this row while the hold was on its way: release it.
    await this.deps.ledger.resolvePending(holdKey(id), 'void', releaseKey(id));
    return fail('wallet.withdrawal_interrupted');
  }
}
