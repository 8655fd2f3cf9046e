import { AuditLedger } from '../../core/platform/wallet/audit-ledger';
import { AdjustWallet } from '../../core/platform/wallet/adjust-wallet';
import { SqlWalletAdjustments } from '../../adapters/sql/repositories/sql-wallet-adjustments';
import { ApproveDeposit, RejectDeposit } from '../../core/platform/wallet/decide-deposit';
import { GetAccountRecord } from '../../core/platform/wallet/get-account-record';
import { ListDeposits, ListMyDeposits } from '../../core/platform/wallet/list-deposits';
import { RequestBankDeposit } from '../../core/platform/wallet/request-bank-deposit';
import { SetPaymentPassword } from '../../core/platform/wallet/set-payment-password';
import { SqlAccountRecord } from '../../adapters/sql/repositories/sql-account-record';
import { SqlDeposits } from '../../adapters/sql/repositories/sql-deposits';
import type { Platform } from '../../adapters/api-server/platform';
import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { GetWalletBalances } from '../../core/platform/wallet/get-wallet-balances';
import { TransferBetweenWallets } from '../../core/platform/wallet/transfer-between-wallets';
import { RecallAllWallets } from '../../core/platform/wallet/recall-all-wallets';
import { StartPaymentPageDeposit } from '../../core/platform/wallet/start-payment-page-deposit';
import { GetPaymentPageMethod } from '../../core/platform/wallet/get-payment-page-method';
import { ReceivePaymentCallback } from '../../core/platform/wallet/receive-payment-callback';
import { SqlPaymentCallbacks } from '../../adapters/sql/repositories/sql-payment-callbacks';
import type { ServerWiring } from './wiring';
import type { DemoPaymentProvider } from './payment-provider';

/** Balances, deposits (bank transfer and payment page), adjustments and the ledger's audit. */
export function walletUseCases(w: ServerWiring, psp: DemoPaymentProvider | null) {
  const { db, settings, ledger, messages, clock, guard, access: deps } = w;
  const deposits = new SqlDeposits(db);
  return {
    auditLedger: new AuditLedger(ledger),
    adjustWallet: new AdjustWallet({ accounts: deps.accounts, adjustments: new SqlWalletAdjustments(db, ledger), settings }),
    requestBankDeposit: new RequestBankDeposit({ deposits, settings, guard }),
    listMyDeposits: new ListMyDeposits(deposits),
    listDeposits: new ListDeposits(deposits),
    approveDeposit: new ApproveDeposit({ deposits, messages, ledger, clock }),
    rejectDeposit: new RejectDeposit({ deposits, messages, clock, guard }),
    accountRecord: new GetAccountRecord(new SqlAccountRecord(db)),
    walletBalances: new GetWalletBalances({ ledger, settings }),
    transferBetweenWallets: new TransferBetweenWallets({ ledger, settings, guard }),
    recallAllWallets: new RecallAllWallets({ ledger, settings, guard }),
    paymentPageMethod: new GetPaymentPageMethod({ settings, checkout: psp?.checkout ?? null }),
    startPaymentPageDeposit: new StartPaymentPageDeposit({ deposits, settings, checkout: psp?.checkout ?? null, random: cryptoRandom, guard }),
    receivePaymentCallback:
      psp && new ReceivePaymentCallback({ deposits, messages, ledger, clock, signer: psp.signer, journal: new SqlPaymentCallbacks(db), guard }),
    setPaymentPassword: new SetPaymentPassword(deps),
  } satisfies Partial<Platform>;
}
