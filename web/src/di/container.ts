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
import { RequestSmsCode } from '../../../core/portal/access/request-sms-code';
import { SmsCodeStore } from '../stores/sms-code-store';
import { RecoverPassword } from '../../../core/portal/access/recover-password';
import { RecoveryStore } from '../stores/recovery-store';
import { SubmitLogin } from '../../../core/portal/access/submit-login';
import { SubmitMobileRegistration, SubmitRegistration } from '../../../core/portal/access/submit-registration';
import { ChooseLanguage } from '../../../core/portal/system/choose-language';
import { RememberUsername } from '../../../core/portal/system/remember-username';
import { createI18n } from '../i18n/i18n';
import { AuthStore } from '../stores/auth-store';
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
import { AnswerLoginChallenge } from '../../../core/portal/access/answer-login-challenge';
import { SendChallengeCode } from '../../../core/portal/access/send-challenge-code';
import { PromotionsApi } from '../../../adapters/api-client/promotions-api';
import {
  ApplyForPromotion,
  ClaimPromotion,
  ClaimZaloBonus,
  CountClaimableRewards,
  LoadBonusDetails,
  LoadPromotions,
} from '../../../core/portal/engagement/promotions';
import { PromotionStore } from '../stores/promotion-store';
import { MissionsApi } from '../../../adapters/api-client/missions-api';
import { ClaimMission, LoadLeaderboard, LoadMissions } from '../../../core/portal/engagement/missions';
import { MissionStore } from '../stores/mission-store';
import { ChatApi } from '../../../adapters/api-client/chat-api';
import { ChatStore } from '../stores/chat-store';
import { LiveStore } from '../stores/live-store';
import { LiveHostsApi } from '../../../adapters/api-client/live-hosts-api';
import { chatVisitorKey } from '../../../core/portal/engagement/chat';
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
  container.bind(TOKENS.AuthStore).toResolvedValue(
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
  container.bind(TOKENS.TransferGateway).toConstantValue(api);
  // getRandomValues, not randomUUID: it also works on a plain-http (non-secure) origin.
  const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  container
    .bind(TOKENS.SmsCodeStore)
    .toResolvedValue((sms, clock) => new SmsCodeStore(new RequestSmsCode(sms, clock), sms), [TOKENS.SmsCodeGateway, TOKENS.Clock]);
  container
    .bind(TOKENS.RecoveryStore)
    .toResolvedValue(
      (gateway, session, auth, system) => new RecoveryStore(new RecoverPassword(gateway, session), auth, system),
      [TOKENS.RecoveryGateway, TOKENS.SessionStore, TOKENS.AuthStore, TOKENS.SystemStore],
    );

  const system = container.get(TOKENS.SystemStore);
  await system.load();
  const chooser = new ChooseLanguage(container.get(TOKENS.Preferences));
  const i18n = await createI18n(chooser.current(system.languages, system.status?.defaultLang ?? 'EN'));
  container.bind(TOKENS.I18n).toConstantValue(i18n);
  const language = new LanguageStore(i18n, chooser, () => system.languages);
  container.bind(TOKENS.LanguageStore).toConstantValue(language);
  // Operator content (banners, promotions, missions, …) is asked for in the reader's language; pages fetch it again when it changes.
  reaction(
    () => language.lang,
    (lang) => api.useLanguage(lang.toUpperCase()),
    { fireImmediately: true },
  );
  const auth = container.get(TOKENS.AuthStore);
  const announcements = new AnnouncementStore(new LoadAnnouncements(api), new PopupsSeen(new StoragePreferences(window.sessionStorage)), () =>
    auth.isLogin ? 'A' : 'B',
  );
  container.bind(TOKENS.AnnouncementStore).toConstantValue(announcements);
  // Who is looking decides what is announced (visitors, players, first-session players), in their language.
  reaction(
    () => `${auth.member?.id}:${language.lang}`,
    () => void announcements.refresh(),
    { fireImmediately: true },
  );
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
  // Asked for as soon as the language is known, beside the session's restore, not after the first render.
  const lobby = container.get(TOKENS.LobbyStore);
  reaction(
    () => language.lang,
    () => void lobby.load(),
    { fireImmediately: true },
  );
  container.bind(TOKENS.SeamlessStore).toResolvedValue(() => new SeamlessStore(new OpenSeamlessGame(catalog)));
  const promotionsApi = new PromotionsApi(api);
  const moneyNow = (minor: bigint) => moneyInText(minor, system.status?.currency.symbol ?? '', system.status?.currency.scale ?? 2);
  const promotions = new PromotionStore(
    {
      load: new LoadPromotions(promotionsApi),
      count: new CountClaimableRewards(promotionsApi),
      claim: new ClaimPromotion(promotionsApi),
      apply: new ApplyForPromotion(promotionsApi),
      details: new LoadBonusDetails(promotionsApi),
      zalo: new ClaimZaloBonus(promotionsApi),
    },
    container.get(TOKENS.UiStore),
    moneyNow,
  );
  container.bind(TOKENS.PromotionStore).toConstantValue(promotions);
  let memberCentre: Promise<void> | null = null;
  const loadMemberCentre = async () => (await import('./compose-member-centre')).bindMemberCentre(container, api, promotionsApi, newRequestId);
  container.bind(TOKENS.MemberCentre).toConstantValue(() => (memberCentre ??= loadMemberCentre()));
  const missionsApi = new MissionsApi(api);
  const missions = new MissionStore(
    { load: new LoadMissions(missionsApi), claim: new ClaimMission(missionsApi), leaderboard: new LoadLeaderboard(missionsApi) },
    container.get(TOKENS.UiStore),
    moneyNow,
  );
  container.bind(TOKENS.MissionStore).toConstantValue(missions);
  const visitorKey = chatVisitorKey(new StoragePreferences(window.localStorage), newRequestId);
  const chat = new ChatStore(new ChatApi(api, () => visitorKey), () => Date.now());
  container.bind(TOKENS.ChatStore).toConstantValue(chat);
  container.bind(TOKENS.LiveStore).toConstantValue(new LiveStore(new LiveHostsApi(api), chat));
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
  const realityCheck = new RealityCheckStore(
    { load: new LoadRealityCheck(new SessionSummaryApi(api), answeredChecks, clock), answer: new AnswerRealityCheck(answeredChecks) },
    clock,
    every,
  );
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
