import type { Platform } from '../../adapters/api-server/platform';
import { BindBankAccount, ListMyBankAccounts } from '../../core/platform/wallet/bind-bank-account';
import { ConfirmWithdrawalReceipt } from '../../core/platform/wallet/confirm-withdrawal-receipt';
import { ApproveWithdrawal, RejectWithdrawal } from '../../core/platform/wallet/decide-withdrawal';
import { GetWithdrawalProof, ListMyWithdrawals, ListWithdrawals } from '../../core/platform/wallet/list-withdrawals';
import { GetWithdrawMethod } from '../../core/platform/wallet/get-withdraw-method';
import { RequestWithdrawal } from '../../core/platform/wallet/request-withdrawal';
import { SweepWithdrawals } from '../../core/platform/wallet/sweep-withdrawals';
import { SqlBankAccounts } from '../../adapters/sql/repositories/sql-bank-accounts';
import { SqlWithdrawals } from '../../adapters/sql/repositories/sql-withdrawals';
import type { ServerWiring } from './wiring';

type WithdrawalUseCases = Pick<
  Platform,
  | 'bindBankAccount'
  | 'listMyBankAccounts'
  | 'getWithdrawMethod'
  | 'requestWithdrawal'
  | 'listMyWithdrawals'
  | 'listWithdrawals'
  | 'approveWithdrawal'
  | 'rejectWithdrawal'
  | 'confirmWithdrawalReceipt'
  | 'withdrawalProof'
  | 'sweepWithdrawals'
>;

export function withdrawalUseCases(w: ServerWiring): WithdrawalUseCases {
  const { db, settings, ledger, messages, clock, wagering } = w;
  const d = { db, settings, ledger, messages, hasher: w.access.hasher, limiter: w.access.limiter, clock, wagering };
  const withdrawals = new SqlWithdrawals(d.db);
  const bankAccounts = new SqlBankAccounts(d.db);
  const decide = { withdrawals, messages: d.messages, ledger: d.ledger, clock: d.clock };
  return {
    bindBankAccount: new BindBankAccount({ bankAccounts, settings: d.settings }),
    listMyBankAccounts: new ListMyBankAccounts({ bankAccounts, settings: d.settings }),
    getWithdrawMethod: new GetWithdrawMethod(d),
    requestWithdrawal: new RequestWithdrawal({ ...d, withdrawals, bankAccounts }),
    listMyWithdrawals: new ListMyWithdrawals(withdrawals),
    listWithdrawals: new ListWithdrawals(withdrawals),
    approveWithdrawal: new ApproveWithdrawal(decide),
    rejectWithdrawal: new RejectWithdrawal(decide),
    confirmWithdrawalReceipt: new ConfirmWithdrawalReceipt({ withdrawals, settings: d.settings, clock: d.clock }),
    withdrawalProof: new GetWithdrawalProof(withdrawals),
    sweepWithdrawals: new SweepWithdrawals({ withdrawals, ledger: d.ledger, settings: d.settings, clock: d.clock }),
  };
}
