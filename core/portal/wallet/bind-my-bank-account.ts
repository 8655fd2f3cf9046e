import { fail, type Result } from '../../domain/kernel/result';
import { checkBankAccount, samePayee } from '../../domain/wallet/bank-account';
import type { WithdrawalGateway } from './withdrawal-gateway';
import type { BankAccount, BankAccountRequest, MyBankAccounts } from './withdrawal-types';

/** Binds a bank account with the server's rules checked first: the shape, the payee name, the limit. */
export class BindMyBankAccount {
  constructor(private readonly gateway: WithdrawalGateway) {}

  async execute(form: BankAccountRequest, mine: MyBankAccounts): Promise<Result<BankAccount>> {
    const checked = checkBankAccount(form);
    if (!checked.ok) return checked;
    if (mine.payeeName && !samePayee(checked.value.accountName, mine.payeeName)) return fail('wallet.payee_name_mismatch', { field: 'accountName' });
    if (mine.accounts.length >= mine.limit) return fail('wallet.bank_account_limit', { params: { max: mine.limit } });
    return this.gateway.bindBankAccount(checked.value);
  }
}
