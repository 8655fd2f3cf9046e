import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkBankAccount, samePayee, type BankAccountForm } from '../../domain/wallet/bank-account';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { BankAccount, BankAccountRepository } from './ports';

const REFUSALS = { limit: 'wallet.bank_account_limit', duplicate: 'wallet.bank_account_duplicate', payee_mismatch: 'wallet.payee_name_mismatch' } as const;
const FIELDS = { limit: undefined, duplicate: 'accountNumber', payee_mismatch: 'accountName' } as const;

/**
 * A member binds a bank account to withdraw to. The account name must be the member's payee
 * name; a member without one gets it from this first binding.
 */
export class BindBankAccount {
  constructor(private readonly deps: { bankAccounts: BankAccountRepository; settings: SettingsRepository }) {}

  async execute(caller: Principal, form: BankAccountForm): Promise<Result<BankAccount>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const checked = checkBankAccount(form);
    if (!checked.ok) return checked;
    const payee = caller.account.profile['payeeName'];
    if (payee && !samePayee(checked.value.accountName, payee)) return fail(REFUSALS.payee_mismatch, { field: FIELDS.payee_mismatch });
    const { maxBankAccounts } = (await this.deps.settings.load()).withdrawal;
    const outcome = await this.deps.bankAccounts.bind(caller.account.id, checked.value, { limit: maxBankAccounts, payeeName: checked.value.accountName });
    if ('bound' in outcome) return ok(outcome.bound);
    const field = FIELDS[outcome.refused];
    return fail(REFUSALS[outcome.refused], { ...(field ? { field } : {}), ...(outcome.refused === 'limit' ? { params: { max: maxBankAccounts } } : {}) });
  }
}

export interface MyBankAccounts {
  readonly payeeName: string | null;
  readonly limit: number;
  readonly accounts: readonly BankAccount[];
}

/** The caller's bound bank accounts, the payee name they must carry and how many may be bound. */
export class ListMyBankAccounts {
  constructor(private readonly deps: { bankAccounts: BankAccountRepository; settings: SettingsRepository }) {}

  async execute(caller: Principal): Promise<Result<MyBankAccounts>> {
    const { maxBankAccounts } = (await this.deps.settings.load()).withdrawal;
    return ok({
      payeeName: caller.account.profile['payeeName'] ?? null,
      limit: maxBankAccounts,
      accounts: await this.deps.bankAccounts.listFor(caller.account.id),
    });
  }
}
