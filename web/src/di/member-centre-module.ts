import { ContainerModule } from 'inversify';
import { LoadMyFeedback, SendFeedback } from '../../../core/portal/engagement/feedback';
import { ClaimRebate, LoadRebate, LoadReferrals, LoadVip } from '../../../core/portal/engagement/loyalty';
import { LoadMall, RedeemGoods } from '../../../core/portal/engagement/mall';
import { LoadInbox } from '../../../core/portal/messages/load-inbox';
import { UpdateInbox } from '../../../core/portal/messages/update-inbox';
import { ChangeMyLimit, LoadMyProtection, TakeMyBreak } from '../../../core/portal/protection/manage-my-protection';
import { LoadPersonalLoss } from '../../../core/portal/records/load-bet-record';
import type { LossPage } from '../../../core/portal/records/loss-page';
import { BindContact, RequestEmailCode } from '../../../core/portal/security/bind-contact';
import { ConfirmAuthenticator } from '../../../core/portal/security/confirm-authenticator';
import { LoadSecurityCentre } from '../../../core/portal/security/load-security-centre';
import { RevokeSessions } from '../../../core/portal/security/revoke-sessions';
import { SaveProfile } from '../../../core/portal/security/save-profile';
import { StartAuthenticator } from '../../../core/portal/security/start-authenticator';
import { UnbindAuthenticator } from '../../../core/portal/security/unbind-authenticator';
import { AnswerReceipt } from '../../../core/portal/wallet/answer-receipt';
import { BindMyBankAccount } from '../../../core/portal/wallet/bind-my-bank-account';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { LoadPaymentPageMethod } from '../../../core/portal/wallet/load-payment-page-method';
import { LoadWallets } from '../../../core/portal/wallet/load-wallets';
import { LoadWithdrawPage } from '../../../core/portal/wallet/load-withdraw-page';
import { RecallToMain } from '../../../core/portal/wallet/recall-to-main';
import { SetMyPaymentPassword } from '../../../core/portal/wallet/set-my-payment-password';
import { StartPaymentPageDeposit } from '../../../core/portal/wallet/start-payment-page-deposit';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import { SubmitWalletTransfer } from '../../../core/portal/wallet/submit-wallet-transfer';
import { SubmitWithdrawal } from '../../../core/portal/wallet/submit-withdrawal';
import { CashierStore } from '../stores/cashier-store';
import { LoyaltyStore } from '../stores/loyalty-store';
import { MallStore } from '../stores/mall-store';
import { MessagesStore } from '../stores/messages-store';
import { PaymentPageStore } from '../stores/payment-page-store';
import { ProtectionStore } from '../stores/protection-store';
import { RecordStore } from '../stores/record-store';
import { RoundDetailStore } from '../stores/round-detail-store';
import { SecurityStore } from '../stores/security-store';
import { TransferStore } from '../stores/transfer-store';
import { WithdrawStore } from '../stores/withdraw-store';
import { betRecordStore } from './bet-record-store';
import { STORES } from './stores';
import { CENTRE_TOKENS, TOKENS } from './tokens';

/** The member centre's view models: cashier, records, transfers, inbox, security, protection, withdrawal, loyalty, mall, feedback. */
export const memberCentreModule = new ContainerModule(({ bind }) => {
  bind(STORES.cashier).toResolvedValue(
    (cashier, auth) =>
      new CashierStore(
        { loadMethod: new LoadBankDepositMethod(cashier), submit: new SubmitBankDeposit(cashier), loadDeposits: new LoadMyDeposits(cashier) },
        auth,
      ),
    [TOKENS.CashierGateway, STORES.auth],
  );
  bind(STORES.record).toResolvedValue(
    (cashier, clock, system, auth) => new RecordStore(new LoadAccountRecord(cashier, clock), system, auth),
    [TOKENS.CashierGateway, TOKENS.Clock, STORES.system, STORES.auth],
  );
  bind(STORES.bets).toResolvedValue(
    (bets, clock, system, auth) => betRecordStore(bets, clock, system, auth),
    [CENTRE_TOKENS.BetRecordGateway, TOKENS.Clock, STORES.system, STORES.auth],
  );
  bind(STORES.roundDetail).toResolvedValue((bets) => new RoundDetailStore(bets), [CENTRE_TOKENS.BetRecordGateway]);
  bind(STORES.loss).toResolvedValue(
    (bets, clock, system, auth) => {
      const load = new LoadPersonalLoss(bets, clock);
      return new RecordStore<LossPage>(
        {
          execute: async (request) => {
            const loss = await load.execute(request);
            return loss.ok
              ? { ok: true, value: { query: loss.value, page: { items: loss.value.items, pageNo: 1, totalPages: 1, scale: loss.value.scale } } }
              : loss;
          },
        },
        system,
        auth,
      );
    },
    [CENTRE_TOKENS.BetRecordGateway, TOKENS.Clock, STORES.system, STORES.auth],
  );
  bind(STORES.transfers).toResolvedValue(
    (transfers, auth, newRequestId) =>
      new TransferStore(
        { loadWallets: new LoadWallets(transfers), submit: new SubmitWalletTransfer(transfers), recall: new RecallToMain(transfers) },
        auth,
        newRequestId,
      ),
    [TOKENS.TransferGateway, STORES.auth, TOKENS.NewRequestId],
  );
  bind(STORES.paymentPage).toResolvedValue(
    (gateway, cashier) =>
      new PaymentPageStore(
        { loadMethod: new LoadPaymentPageMethod(gateway), start: new StartPaymentPageDeposit(gateway) },
        cashier,
        (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ),
    [TOKENS.CashierGateway, STORES.cashier],
  );
  bind(STORES.messages).toResolvedValue(
    (messages, auth, clock) => new MessagesStore({ load: new LoadInbox(messages), update: new UpdateInbox(messages) }, auth, clock),
    [TOKENS.MessagesGateway, STORES.auth, TOKENS.Clock],
  );
  bind(STORES.security).toResolvedValue(
    (security, system, clock) =>
      new SecurityStore(
        {
          load: new LoadSecurityCentre(security),
          start: new StartAuthenticator(security),
          confirm: new ConfirmAuthenticator(security),
          unbind: new UnbindAuthenticator(security),
          revoke: new RevokeSessions(security),
          saveProfile: new SaveProfile(security, clock),
          bindContact: new BindContact(security),
          requestEmailCode: new RequestEmailCode(security, clock),
        },
        () => system.status?.timezone ?? 'UTC',
      ),
    [CENTRE_TOKENS.SecurityGateway, STORES.system, TOKENS.Clock],
  );
  bind(STORES.protection).toResolvedValue(
    (protection, session, auth) =>
      new ProtectionStore(
        { load: new LoadMyProtection(protection), change: new ChangeMyLimit(protection), takeBreak: new TakeMyBreak(protection, session) },
        auth,
      ),
    [CENTRE_TOKENS.ProtectionGateway, TOKENS.SessionStore, STORES.auth],
  );
  bind(STORES.withdraw).toResolvedValue(
    (withdrawals, paymentPassword, auth, system, ui, newRequestId) =>
      new WithdrawStore(
        {
          load: new LoadWithdrawPage(withdrawals),
          bind: new BindMyBankAccount(withdrawals),
          submit: new SubmitWithdrawal(withdrawals),
          answer: new AnswerReceipt(withdrawals),
          setPaymentPassword: new SetMyPaymentPassword(paymentPassword),
        },
        auth,
        system,
        newRequestId,
        ui,
      ),
    [CENTRE_TOKENS.WithdrawalGateway, CENTRE_TOKENS.PaymentPasswordGateway, STORES.auth, STORES.system, STORES.ui, TOKENS.NewRequestId],
  );
  bind(STORES.feedback).toResolvedValue(
    (feedback) => ({ send: new SendFeedback(feedback), mine: new LoadMyFeedback(feedback) }),
    [CENTRE_TOKENS.FeedbackGateway],
  );
  bind(STORES.loyalty).toResolvedValue(
    (loyalty) =>
      new LoyaltyStore({
        loadVip: new LoadVip(loyalty),
        loadRebate: new LoadRebate(loyalty),
        claim: new ClaimRebate(loyalty),
        loadReferrals: new LoadReferrals(loyalty),
      }),
    [CENTRE_TOKENS.LoyaltyGateway],
  );
  bind(STORES.mall).toResolvedValue((mall) => new MallStore({ load: new LoadMall(mall), redeem: new RedeemGoods(mall) }), [CENTRE_TOKENS.MallGateway]);
});
