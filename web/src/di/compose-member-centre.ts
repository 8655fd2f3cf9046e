import type { Container } from 'inversify';
import type { ApiClient } from '../../../adapters/api-client/api-client';
import type { PromotionsApi } from '../../../adapters/api-client/promotions-api';
import { LoadInbox } from '../../../core/portal/messages/load-inbox';
import { UpdateInbox } from '../../../core/portal/messages/update-inbox';
import { MessagesStore } from '../stores/messages-store';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import { WithdrawalApi } from '../../../adapters/api-client/withdrawal-api';
import { AnswerReceipt } from '../../../core/portal/wallet/answer-receipt';
import { BindMyBankAccount } from '../../../core/portal/wallet/bind-my-bank-account';
import { LoadWithdrawPage } from '../../../core/portal/wallet/load-withdraw-page';
import { SetMyPaymentPassword } from '../../../core/portal/wallet/set-my-payment-password';
import { SubmitWithdrawal } from '../../../core/portal/wallet/submit-withdrawal';
import { WithdrawStore } from '../stores/withdraw-store';
import { CashierStore } from '../stores/cashier-store';
import { RecordStore } from '../stores/record-store';
import { RoundDetailStore } from '../stores/round-detail-store';
import { BetsApi } from '../../../adapters/api-client/bets-api';
import { TeamRecordsApi } from '../../../adapters/api-client/team-records-api';
import { TeamMemberStore } from '../stores/team-member-store';
import { LoadBetRecord, LoadPersonalLoss } from '../../../core/portal/records/load-bet-record';
import type { LossPage } from '../../../core/portal/records/loss-page';
import { TOKENS } from './tokens';
import { LoadWallets } from '../../../core/portal/wallet/load-wallets';
import { SubmitWalletTransfer } from '../../../core/portal/wallet/submit-wallet-transfer';
import { RecallToMain } from '../../../core/portal/wallet/recall-to-main';
import { LoadTeamTargets } from '../../../core/portal/wallet/load-team-targets';
import { SubmitTeamTransfer } from '../../../core/portal/wallet/submit-team-transfer';
import { TransferStore } from '../stores/transfer-store';
import { TeamTransferStore } from '../stores/team-transfer-store';
import { LoadPaymentPageMethod } from '../../../core/portal/wallet/load-payment-page-method';
import { StartPaymentPageDeposit } from '../../../core/portal/wallet/start-payment-page-deposit';
import { PaymentPageStore } from '../stores/payment-page-store';
import { SecurityApi } from '../../../adapters/api-client/security-api';
import { LoadSecurityCentre } from '../../../core/portal/security/load-security-centre';
import { StartAuthenticator } from '../../../core/portal/security/start-authenticator';
import { ConfirmAuthenticator } from '../../../core/portal/security/confirm-authenticator';
import { UnbindAuthenticator } from '../../../core/portal/security/unbind-authenticator';
import { RevokeSessions } from '../../../core/portal/security/revoke-sessions';
import { SaveProfile } from '../../../core/portal/security/save-profile';
import { BindContact, RequestEmailCode } from '../../../core/portal/security/bind-contact';
import { SecurityStore } from '../stores/security-store';
import { ProtectionStore } from '../stores/protection-store';
import { ProtectionApi } from '../../../adapters/api-client/protection-api';
import { ChangeMyLimit, LoadMyProtection, TakeMyBreak } from '../../../core/portal/protection/manage-my-protection';
import { LoyaltyApi } from '../../../adapters/api-client/loyalty-api';
import { ClaimRebate, LoadRebate, LoadReferrals, LoadVip } from '../../../core/portal/engagement/loyalty';
import { LoyaltyStore } from '../stores/loyalty-store';
import { MallApi } from '../../../adapters/api-client/mall-api';
import { LoadMall, RedeemGoods } from '../../../core/portal/engagement/mall';
import { MallStore } from '../stores/mall-store';
import { FeedbackApi } from '../../../adapters/api-client/feedback-api';
import { LoadMyFeedback, SendFeedback } from '../../../core/portal/engagement/feedback';
import { AgencyApi } from '../../../adapters/api-client/agency-api';
import { LoadAgentMenu } from '../../../core/portal/agency/load-agent-menu';
import { LoadTeamOverview } from '../../../core/portal/agency/load-team-overview';
import { LoadDownlines } from '../../../core/portal/agency/load-downlines';
import { LoadUserLoss } from '../../../core/portal/agency/load-user-loss';
import { RegisterDownline } from '../../../core/portal/agency/register-downline';
import { ManageReferralLinks } from '../../../core/portal/agency/referral-links';
import { LoadContracts } from '../../../core/portal/agency/load-contracts';
import { OfferContract } from '../../../core/portal/agency/offer-contract';
import { AnswerContract } from '../../../core/portal/agency/answer-contract';
import { LoadSettlements } from '../../../core/portal/agency/load-settlements';
import { PaySettlement } from '../../../core/portal/agency/pay-settlement';
import { AgencyStore } from '../stores/agency-store';

/**
 * The member and agent centres' view models (records, cashier, security, agency, mall, ...), bound
 * when one of those pages first opens so the home route does not carry them (see WithMemberCentre).
 */
export function bindMemberCentre(container: Container, api: ApiClient, uploads: Pick<PromotionsApi, 'upload'>, newRequestId: () => string): void {
  container
    .bind(TOKENS.CashierStore)
    .toResolvedValue(
      (cashier, auth) =>
        new CashierStore(
          { loadMethod: new LoadBankDepositMethod(cashier), submit: new SubmitBankDeposit(cashier), loadDeposits: new LoadMyDeposits(cashier) },
          auth,
        ),
      [TOKENS.CashierGateway, TOKENS.AuthStore],
    );
  container
    .bind(TOKENS.RecordStore)
    .toResolvedValue(
      (cashier, clock, system, auth) => new RecordStore(new LoadAccountRecord(cashier, clock), system, auth),
      [TOKENS.CashierGateway, TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
    );
  const bets = new BetsApi(api);
  container.bind(TOKENS.BetRecordStore).toResolvedValue(
    (clock, system, auth) => {
      const load = new LoadBetRecord(bets, clock);
      return new RecordStore({ execute: (request) => load.execute({ ...request, gameType: request.type ?? '' }) }, system, auth);
    },
    [TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
  );
  container.bind(TOKENS.RoundDetailStore).toConstantValue(new RoundDetailStore(bets));
  container.bind(TOKENS.TeamMemberStore).toResolvedValue(
    (clock, system, auth) =>
      new TeamMemberStore((account) => {
        const team = new TeamRecordsApi(api, account);
        const loadBets = new LoadBetRecord(team, clock);
        return {
          bets: new RecordStore({ execute: (request) => loadBets.execute({ ...request, gameType: request.type ?? '' }) }, system, auth),
          record: new RecordStore(new LoadAccountRecord(team, clock), system, auth),
        };
      }),
    [TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
  );
  container.bind(TOKENS.LossStore).toResolvedValue(
    (clock, system, auth) => {
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
    [TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
  );
  container
    .bind(TOKENS.TransferStore)
    .toResolvedValue(
      (transfers, auth) =>
        new TransferStore(
          { loadWallets: new LoadWallets(transfers), submit: new SubmitWalletTransfer(transfers), recall: new RecallToMain(transfers) },
          auth,
          newRequestId,
        ),
      [TOKENS.TransferGateway, TOKENS.AuthStore],
    );
  container
    .bind(TOKENS.TeamTransferStore)
    .toResolvedValue(
      (transfers, auth) =>
        new TeamTransferStore({ loadTargets: new LoadTeamTargets(transfers), submit: new SubmitTeamTransfer(transfers) }, auth, newRequestId),
      [TOKENS.TransferGateway, TOKENS.AuthStore],
    );
  container
    .bind(TOKENS.PaymentPageStore)
    .toResolvedValue(
      (gateway, cashier) =>
        new PaymentPageStore(
          { loadMethod: new LoadPaymentPageMethod(gateway), start: new StartPaymentPageDeposit(gateway) },
          cashier,
          (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        ),
      [TOKENS.CashierGateway, TOKENS.CashierStore],
    );
  container
    .bind(TOKENS.MessagesStore)
    .toResolvedValue(
      (messages, auth, clock) => new MessagesStore({ load: new LoadInbox(messages), update: new UpdateInbox(messages) }, auth, clock),
      [TOKENS.MessagesGateway, TOKENS.AuthStore, TOKENS.Clock],
    );
  const security = new SecurityApi(api);
  container.bind(TOKENS.SecurityStore).toResolvedValue(
    (system, clock) =>
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
    [TOKENS.SystemStore, TOKENS.Clock],
  );
  const protection = new ProtectionApi(api);
  container
    .bind(TOKENS.ProtectionStore)
    .toResolvedValue(
      (session, auth) =>
        new ProtectionStore(
          { load: new LoadMyProtection(protection), change: new ChangeMyLimit(protection), takeBreak: new TakeMyBreak(protection, session) },
          auth,
        ),
      [TOKENS.SessionStore, TOKENS.AuthStore],
    );
  const withdrawals = new WithdrawalApi(api);
  container.bind(TOKENS.WithdrawStore).toResolvedValue(
    (auth, system, ui) =>
      new WithdrawStore(
        {
          load: new LoadWithdrawPage(withdrawals),
          bind: new BindMyBankAccount(withdrawals),
          submit: new SubmitWithdrawal(withdrawals),
          answer: new AnswerReceipt(withdrawals),
          setPaymentPassword: new SetMyPaymentPassword(api),
        },
        auth,
        system,
        newRequestId,
        ui,
      ),
    [TOKENS.AuthStore, TOKENS.SystemStore, TOKENS.UiStore],
  );
  const feedbackApi = new FeedbackApi(api, uploads);
  container.bind(TOKENS.Feedback).toConstantValue({ send: new SendFeedback(feedbackApi), mine: new LoadMyFeedback(feedbackApi) });
  const loyalty = new LoyaltyApi(api);
  container.bind(TOKENS.LoyaltyStore).toResolvedValue(
    () =>
      new LoyaltyStore({
        loadVip: new LoadVip(loyalty),
        loadRebate: new LoadRebate(loyalty),
        claim: new ClaimRebate(loyalty),
        loadReferrals: new LoadReferrals(loyalty),
      }),
  );
  const agencyApi = new AgencyApi(api);
  container.bind(TOKENS.AgencyStore).toResolvedValue(
    (clock, system, auth) =>
      new AgencyStore(
        {
          menu: new LoadAgentMenu(agencyApi),
          overview: new LoadTeamOverview(agencyApi, clock),
          downlines: new LoadDownlines(agencyApi, clock),
          userLoss: new LoadUserLoss(agencyApi, clock),
          register: new RegisterDownline(agencyApi),
          contracts: new LoadContracts(agencyApi),
          offer: new OfferContract(agencyApi),
          answer: new AnswerContract(agencyApi),
          settlements: new LoadSettlements(agencyApi, clock),
          pay: new PaySettlement(agencyApi),
          links: new ManageReferralLinks(agencyApi),
        },
        system,
        auth,
      ),
    [TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
  );
  const mallApi = new MallApi(api);
  container.bind(TOKENS.MallStore).toResolvedValue(() => new MallStore({ load: new LoadMall(mallApi), redeem: new RedeemGoods(mallApi) }));
}
