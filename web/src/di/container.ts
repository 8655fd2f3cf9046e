import { reaction } from 'mobx';
import { TellMemberLanguage } from '../../../core/portal/system/tell-member-language';
import { Container } from 'inversify';
import { ApiClient } from '../../../adapters/api-client/api-client';
import { SessionFlagStore } from '../../../adapters/browser/session-flag-store';
import { StoragePreferences } from '../../../adapters/browser/storage-preferences';
import { AltchaSolver } from '../../../adapters/captcha/altcha-solver';
import { WebSocketLiveUpdates } from '../../../adapters/browser/websocket-live-updates';
import { ChangeMyPassword } from '../../../core/portal/access/change-my-password';
import { LoadMember } from '../../../core/portal/access/load-member';
import { SignOut } from '../../../core/portal/access/sign-out';
import { StartTrial } from '../../../core/portal/access/start-trial';
import { CountUnread } from '../../../core/portal/messages/count-unread';
import { LoadInbox } from '../../../core/portal/messages/load-inbox';
import { UpdateInbox } from '../../../core/portal/messages/update-inbox';
import { MessagesStore } from '../stores/messages-store';
import { RequestSmsCode } from '../../../core/portal/access/request-sms-code';
import { SmsCodeStore } from '../stores/sms-code-store';
import { RecoverPassword } from '../../../core/portal/access/recover-password';
import { RecoveryStore } from '../stores/recovery-store';
import { SubmitLogin } from '../../../core/portal/access/submit-login';
import { SubmitMobileRegistration, SubmitRegistration } from '../../../core/portal/access/submit-registration';
import { ChooseLanguage } from '../../../core/portal/system/choose-language';
import { RememberUsername } from '../../../core/portal/system/remember-username';
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
import { createI18n } from '../i18n/i18n';
import { AuthStore } from '../stores/auth-store';
import { CashierStore } from '../stores/cashier-store';
import { RecordStore } from '../stores/record-store';
import { RoundDetailStore } from '../stores/round-detail-store';
import { BetsApi } from '../../../adapters/api-client/bets-api';
import { TeamRecordsApi } from '../../../adapters/api-client/team-records-api';
import { TeamMemberStore } from '../stores/team-member-store';
import { LoadBetRecord, LoadPersonalLoss } from '../../../core/portal/records/load-bet-record';
import type { LossPage } from '../../../core/portal/records/loss-page';
import { HelpStore } from '../stores/help-store';
import { BannerStore } from '../stores/banner-store';
import { LoadAnnouncements, LoadBanners } from '../../../core/portal/system/banners';
import { PopupsSeen } from '../../../core/portal/system/popups';
import { AnnouncementStore } from '../stores/announcement-store';
import { HumanCheckStore } from '../stores/human-check-store';
import { LanguageStore } from '../stores/language-store';
import { SystemStore } from '../stores/system-store';
import { UiStore } from '../stores/ui-store';
import { moneyInText } from '../components/money';
import { CatalogApiClient } from '../../../adapters/api-client/catalog-client';
import { LaunchGame } from '../../../core/portal/catalog/launch-game';
import { LoadFavouriteGames, LoadFavouriteIds } from '../../../core/portal/catalog/load-favourites';
import { LoadGamePage } from '../../../core/portal/catalog/load-game-page';
import { LoadHotGames, LoadLobbyMenu, LoadRecentGames, LoadWinnerBoard } from '../../../core/portal/catalog/load-lobby';
import { OpenSeamlessGame } from '../../../core/portal/catalog/open-seamless-game';
import { SuggestOtherGames } from '../../../core/portal/catalog/suggest-other-games';
import { SeamlessStore } from '../stores/seamless-store';
import { ToggleFavourite } from '../../../core/portal/catalog/toggle-favourite';
import { GameListModel } from '../stores/game-list-model';
import { LobbyStore } from '../stores/lobby-store';
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
import { AnswerLoginChallenge } from '../../../core/portal/access/answer-login-challenge';
import { SendChallengeCode } from '../../../core/portal/access/send-challenge-code';
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
import { PromotionsApi } from '../../../adapters/api-client/promotions-api';
import { ApplyForPromotion, ClaimPromotion, ClaimZaloBonus, CountClaimableRewards, LoadBonusDetails, LoadPromotions } from '../../../core/portal/engagement/promotions';
import { PromotionStore } from '../stores/promotion-store';
import { LoyaltyApi } from '../../../adapters/api-client/loyalty-api';
import { ClaimRebate, LoadRebate, LoadReferrals, LoadVip } from '../../../core/portal/engagement/loyalty';
import { LoyaltyStore } from '../stores/loyalty-store';
import { MissionsApi } from '../../../adapters/api-client/missions-api';
import { ClaimMission, LoadLeaderboard, LoadMissions } from '../../../core/portal/engagement/missions';
import { MissionStore } from '../stores/mission-store';
import { MallApi } from '../../../adapters/api-client/mall-api';
import { LoadMall, RedeemGoods } from '../../../core/portal/engagement/mall';
import { MallStore } from '../stores/mall-store';
import { ChatApi } from '../../../adapters/api-client/chat-api';
import { ChatStore } from '../stores/chat-store';
import { chatVisitorKey } from '../../../core/portal/engagement/chat';
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
import { SessionSummaryApi } from '../../../adapters/api-client/session-summary-api';
import { AnsweredChecks, LoadRealityCheck } from '../../../core/portal/protection/load-reality-check';
import { AnswerRealityCheck } from '../../../core/portal/protection/answer-reality-check';
import { RealityCheckStore, type Ticker } from '../stores/reality-check-store';
import type { LotteryStore } from '../stores/lottery/lottery-store';

/** The web's composition root: the only file that picks adapters. */
export async function createContainer(): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const api = new ApiClient(window.location.origin, 'cookie');
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  container.bind(TOKENS.AuthGateway).toConstantValue(api);
  container.bind(TOKENS.SystemGateway).toConstantValue(api);
  container.bind(TOKENS.CashierGateway).toConstantValue(api);
  container.bind(TOKENS.MessagesGateway).toConstantValue(api);
  container.bind(TOKENS.SmsCodeGateway).toConstantValue(api);
  container.bind(TOKENS.RecoveryGateway).toConstantValue(api);
  container.bind(TOKENS.SessionStore).toConstantValue(new SessionFlagStore(window.sessionStorage));
  container.bind(TOKENS.Preferences).toConstantValue(new StoragePreferences(window.localStorage));
  container.bind(TOKENS.PowSolver).toConstantValue(new AltchaSolver());
  container.bind(TOKENS.SystemStore).toResolvedValue((gateway) => new SystemStore(gateway), [TOKENS.SystemGateway]);
  container.bind(TOKENS.UiStore).toResolvedValue(() => new UiStore());
  container.bind(TOKENS.HelpStore).toResolvedValue((gateway) => new HelpStore(gateway), [TOKENS.SystemGateway]);
  container.bind(TOKENS.BannerStore).toConstantValue(new BannerStore(new LoadBanners(api), () => api.inReaderLanguage()['language'] ?? ''));
  container.bind(TOKENS.HumanCheckStore).toResolvedValue((auth, solver) => new HumanCheckStore(auth, solver), [TOKENS.AuthGateway, TOKENS.PowSolver]);
  container.bind(TOKENS.RememberUsername).toResolvedValue((prefs, clock) => new RememberUsername(prefs, clock), [TOKENS.Preferences, TOKENS.Clock]);
  container
    .bind(TOKENS.AuthStore)
    .toResolvedValue(
      (auth, human, session, system, ui, clock, messages) =>
        new AuthStore(
          {
            login: new SubmitLogin(auth, human, session),
            answerChallenge: new AnswerLoginChallenge(auth, session),
            sendChallengeCode: new SendChallengeCode(auth),
            register: new SubmitRegistration(auth, human, session),
            registerMobile: new SubmitMobileRegistration(auth, human, session),
            loadMember: new LoadMember(auth, session),
            signOut: new SignOut(auth, session),
            changePassword: new ChangeMyPassword(auth, session),
            startTrial: new StartTrial(auth, session),
            countUnread: new CountUnread(messages),
          },
          auth,
          session,
          system,
          ui,
          clock,
          new WebSocketLiveUpdates(`${window.location.origin.replace(/^http/, 'ws')}/wps/ws`),
        ),
      [TOKENS.AuthGateway, TOKENS.HumanCheckStore, TOKENS.SessionStore, TOKENS.SystemStore, TOKENS.UiStore, TOKENS.Clock, TOKENS.MessagesGateway],
    );
  container
    .bind(TOKENS.CashierStore)
    .toResolvedValue(
      (cashier, auth) => new CashierStore({ loadMethod: new LoadBankDepositMethod(cashier), submit: new SubmitBankDeposit(cashier), loadDeposits: new LoadMyDeposits(cashier) }, auth),
      [TOKENS.CashierGateway, TOKENS.AuthStore],
    );
  container
    .bind(TOKENS.RecordStore)
    .toResolvedValue((cashier, clock, system, auth) => new RecordStore(new LoadAccountRecord(cashier, clock), system, auth), [TOKENS.CashierGateway, TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore]);
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
            return loss.ok ? { ok: true, value: { query: loss.value, page: { items: loss.value.items, pageNo: 1, totalPages: 1, scale: loss.value.scale } } } : loss;
          },
        },
        system,
        auth,
      );
    },
    [TOKENS.Clock, TOKENS.SystemStore, TOKENS.AuthStore],
  );
  container.bind(TOKENS.TransferGateway).toConstantValue(api);
  // getRandomValues, not randomUUID: it also works on a plain-http (non-secure) origin.
  const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  container
    .bind(TOKENS.TransferStore)
    .toResolvedValue(
      (transfers, auth) => new TransferStore({ loadWallets: new LoadWallets(transfers), submit: new SubmitWalletTransfer(transfers), recall: new RecallToMain(transfers) }, auth, newRequestId),
      [TOKENS.TransferGateway, TOKENS.AuthStore],
    );
  container
    .bind(TOKENS.TeamTransferStore)
    .toResolvedValue((transfers, auth) => new TeamTransferStore({ loadTargets: new LoadTeamTargets(transfers), submit: new SubmitTeamTransfer(transfers) }, auth, newRequestId), [TOKENS.TransferGateway, TOKENS.AuthStore]);
  container
    .bind(TOKENS.PaymentPageStore)
    .toResolvedValue(
      (gateway, cashier) =>
        new PaymentPageStore({ loadMethod: new LoadPaymentPageMethod(gateway), start: new StartPaymentPageDeposit(gateway) }, cashier, (ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      [TOKENS.CashierGateway, TOKENS.CashierStore],
    );
  container
    .bind(TOKENS.MessagesStore)
    .toResolvedValue((messages, auth, clock) => new MessagesStore({ load: new LoadInbox(messages), update: new UpdateInbox(messages) }, auth, clock), [TOKENS.MessagesGateway, TOKENS.AuthStore, TOKENS.Clock]);
  container.bind(TOKENS.SmsCodeStore).toResolvedValue((sms, clock) => new SmsCodeStore(new RequestSmsCode(sms, clock), sms), [TOKENS.SmsCodeGateway, TOKENS.Clock]);
  container
    .bind(TOKENS.RecoveryStore)
    .toResolvedValue((gateway, session, auth, system) => new RecoveryStore(new RecoverPassword(gateway, session), auth, system), [TOKENS.RecoveryGateway, TOKENS.SessionStore, TOKENS.AuthStore, TOKENS.SystemStore]);
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
      (session, auth) => new ProtectionStore({ load: new LoadMyProtection(protection), change: new ChangeMyLimit(protection), takeBreak: new TakeMyBreak(protection, session) }, auth),
      [TOKENS.SessionStore, TOKENS.AuthStore],
    );
  const withdrawals = new WithdrawalApi(api);
  container
    .bind(TOKENS.WithdrawStore)
    .toResolvedValue(
      (auth, system, ui) =>
        new WithdrawStore(
          { load: new LoadWithdrawPage(withdrawals), bind: new BindMyBankAccount(withdrawals), submit: new SubmitWithdrawal(withdrawals), answer: new AnswerReceipt(withdrawals), setPaymentPassword: new SetMyPaymentPassword(api) },
          auth,
          system,
          () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(""),
          ui,
        ),
      [TOKENS.AuthStore, TOKENS.SystemStore, TOKENS.UiStore],
    );

  const system = container.get(TOKENS.SystemStore);
  await system.load();
  const chooser = new ChooseLanguage(container.get(TOKENS.Preferences));
  const i18n = await createI18n(chooser.current(system.languages, system.status?.defaultLang ?? 'EN'));
  container.bind(TOKENS.I18n).toConstantValue(i18n);
  const language = new LanguageStore(i18n, chooser, () => system.languages);
  container.bind(TOKENS.LanguageStore).toConstantValue(language);
  // Operator content (banners, promotions, missions, …) is asked for in the reader's language; pages fetch it again when it changes.
  reaction(() => language.lang, (lang) => api.useLanguage(lang.toUpperCase()), { fireImmediately: true });
  const auth = container.get(TOKENS.AuthStore);
  const announcements = new AnnouncementStore(new LoadAnnouncements(api), new PopupsSeen(new StoragePreferences(window.sessionStorage)), () => (auth.isLogin ? 'A' : 'B'));
  container.bind(TOKENS.AnnouncementStore).toConstantValue(announcements);
  // Who is looking decides what is announced (visitors, players, first-session players), in their language.
  reaction(() => `${auth.member?.id}:${language.lang}`, () => void announcements.refresh(), { fireImmediately: true });
  const tellLanguage = new TellMemberLanguage(api);
  reaction(
    () => `${auth.member?.id}:${auth.member?.language}:${language.lang}`,
    async () => {
      const lang = language.lang;
      if ((await tellLanguage.execute(auth.member, lang)).ok) auth.applyLanguage(lang);
    },
    { fireImmediately: true },
  );
  const catalog = new CatalogApiClient(api);
  const lang = () => language.lang.toUpperCase();
  const loadPage = new LoadGamePage(catalog);
  container.bind(TOKENS.GameLists).toConstantValue((pageSize: number) => new GameListModel(loadPage, lang, pageSize));
  container.bind(TOKENS.LobbyStore).toResolvedValue(
    (auth, ui, clock) =>
      new LobbyStore(
        {
          loadMenu: new LoadLobbyMenu(catalog),
          loadHot: new LoadHotGames(catalog),
          loadRecent: new LoadRecentGames(catalog),
          loadFavouriteIds: new LoadFavouriteIds(catalog),
          loadFavouriteGames: new LoadFavouriteGames(catalog),
          toggleFavourite: new ToggleFavourite(catalog, clock),
          launch: new LaunchGame(catalog),
          loadWinners: new LoadWinnerBoard(catalog),
          suggest: new SuggestOtherGames(catalog),
        },
        auth,
        ui,
        lang,
      ),
    [TOKENS.AuthStore, TOKENS.UiStore, TOKENS.Clock],
  );
  container.bind(TOKENS.SeamlessStore).toResolvedValue(() => new SeamlessStore(new OpenSeamlessGame(catalog)));
  const promotionsApi = new PromotionsApi(api);
  const moneyNow = (minor: bigint) => moneyInText(minor, system.status?.currency.symbol ?? '', system.status?.currency.scale ?? 2);
  const promotions = new PromotionStore({
    load: new LoadPromotions(promotionsApi),
    count: new CountClaimableRewards(promotionsApi),
    claim: new ClaimPromotion(promotionsApi),
    apply: new ApplyForPromotion(promotionsApi),
    details: new LoadBonusDetails(promotionsApi),
    zalo: new ClaimZaloBonus(promotionsApi),
  }, container.get(TOKENS.UiStore), moneyNow);
  container.bind(TOKENS.PromotionStore).toConstantValue(promotions);
  const feedbackApi = new FeedbackApi(api, promotionsApi);
  container.bind(TOKENS.Feedback).toConstantValue({ send: new SendFeedback(feedbackApi), mine: new LoadMyFeedback(feedbackApi) });
  const loyalty = new LoyaltyApi(api);
  container.bind(TOKENS.LoyaltyStore).toResolvedValue(() => new LoyaltyStore({ loadVip: new LoadVip(loyalty), loadRebate: new LoadRebate(loyalty), claim: new ClaimRebate(loyalty), loadReferrals: new LoadReferrals(loyalty) }));
  const missionsApi = new MissionsApi(api);
  const missions = new MissionStore({ load: new LoadMissions(missionsApi), claim: new ClaimMission(missionsApi), leaderboard: new LoadLeaderboard(missionsApi) }, container.get(TOKENS.UiStore), moneyNow);
  container.bind(TOKENS.MissionStore).toConstantValue(missions);
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
  const visitorKey = chatVisitorKey(new StoragePreferences(window.localStorage), newRequestId);
  const chat = new ChatStore(new ChatApi(api, () => visitorKey), () => Date.now());
  container.bind(TOKENS.ChatStore).toConstantValue(chat);
  // Not before the stored session is known: a trial's reload would first ask for the chat as a visitor and be refused.
  reaction(
    () => (auth.restoring ? null : (auth.member?.id ?? 0)),
    (who) => {
      if (who === null) return;
      const member = auth.isLogin && !auth.isTrial;
      void promotions.refreshCount(member);
      void missions.refresh(member);
      chat.reset();
      if (member || !auth.isLogin) void chat.refresh();
    },
    { fireImmediately: true },
  );
  reaction(
    () => auth.chatEvent,
    (event) => event && chat.heard(event.kind),
  );
  const answeredChecks = new AnsweredChecks(new StoragePreferences(window.sessionStorage));
  const clock = container.get(TOKENS.Clock);
  const every: Ticker = (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  };
  const realityCheck = new RealityCheckStore({ load: new LoadRealityCheck(new SessionSummaryApi(api), answeredChecks, clock), answer: new AnswerRealityCheck(answeredChecks) }, clock, every);
  container.bind(TOKENS.RealityCheckStore).toConstantValue(realityCheck);
  let lottery: Promise<LotteryStore> | null = null;
  const loadLottery = async () => {
    const [{ LotteryApi }, { composeLottery }] = await Promise.all([import('../../../adapters/api-client/lottery-api'), import('./compose-lottery')]);
    return composeLottery(new LotteryApi(api), auth, clock, every, newRequestId);
  };
  container.bind(TOKENS.LotteryStore).toConstantValue(() => (lottery ??= loadLottery()));
  // Members' and agents' sessions are counted and checked; trial play is not real money.
  reaction(
    () => (auth.isLogin && !auth.isTrial ? auth.member?.id : undefined),
    (memberId) => (memberId === undefined ? realityCheck.end() : void realityCheck.start()),
    { fireImmediately: true },
  );
  return container;
}
