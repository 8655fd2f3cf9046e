import { ContainerModule } from 'inversify';
import { AnswerLoginChallenge } from '../../../core/portal/access/answer-login-challenge';
import { ChangeMyPassword } from '../../../core/portal/access/change-my-password';
import { LoadMember } from '../../../core/portal/access/load-member';
import { RecoverPassword } from '../../../core/portal/access/recover-password';
import { RequestSmsCode } from '../../../core/portal/access/request-sms-code';
import { SendChallengeCode } from '../../../core/portal/access/send-challenge-code';
import { SignOut } from '../../../core/portal/access/sign-out';
import { StartTrial } from '../../../core/portal/access/start-trial';
import { SubmitLogin } from '../../../core/portal/access/submit-login';
import { SubmitMobileRegistration, SubmitRegistration } from '../../../core/portal/access/submit-registration';
import { ChooseLanguage } from '../../../core/portal/system/choose-language';
import { RememberUsername } from '../../../core/portal/system/remember-username';
import { createI18n } from '../i18n/i18n';
import { AuthStore } from '../stores/auth-store';
import { HelpStore } from '../stores/help-store';
import { HumanCheckStore } from '../stores/human-check-store';
import { LanguageStore } from '../stores/language-store';
import { LiveEvents } from '../stores/live-events';
import { RecoveryStore } from '../stores/recovery-store';
import { SmsCodeStore } from '../stores/sms-code-store';
import { SystemStore } from '../stores/system-store';
import { UiStore } from '../stores/ui-store';
import { STORES } from './stores';
import { TOKENS } from './tokens';

/** The system status, the language, who is logged in and how they get in (login, registration, recovery), and their live channel. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(STORES.system).toResolvedValue((gateway) => new SystemStore(gateway), [TOKENS.SystemGateway]);
  bind(STORES.ui).toResolvedValue(() => new UiStore());
  bind(STORES.help).toResolvedValue((gateway) => new HelpStore(gateway), [TOKENS.SystemGateway]);
  // The translations are those of the language chosen among the system's: they wait for its status.
  bind(TOKENS.I18n).toResolvedValue(
    async (system, preferences) => {
      await system.load();
      return createI18n(new ChooseLanguage(preferences).current(system.languages, system.status?.defaultLang ?? 'EN'));
    },
    [STORES.system, TOKENS.Preferences],
  );
  bind(STORES.language).toResolvedValue(
    (i18n, preferences, system) => new LanguageStore(i18n, new ChooseLanguage(preferences), () => system.languages),
    [TOKENS.I18n, TOKENS.Preferences, STORES.system],
  );
  bind(STORES.human).toResolvedValue((auth, solver) => new HumanCheckStore(auth, solver), [TOKENS.AuthGateway, TOKENS.PowSolver]);
  bind(STORES.remember).toResolvedValue((preferences, clock) => new RememberUsername(preferences, clock), [TOKENS.Preferences, TOKENS.Clock]);
  bind(STORES.auth).toResolvedValue(
    (auth, human, session, system, ui, clock) =>
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
        },
        auth,
        session,
        system,
        ui,
        clock,
      ),
    [TOKENS.AuthGateway, STORES.human, TOKENS.SessionStore, STORES.system, STORES.ui, TOKENS.Clock],
  );
  bind(STORES.liveEvents).toResolvedValue((live) => new LiveEvents(live), [TOKENS.LiveUpdates]);
  bind(STORES.smsCode).toResolvedValue((sms, clock) => new SmsCodeStore(new RequestSmsCode(sms, clock), sms), [TOKENS.SmsCodeGateway, TOKENS.Clock]);
  bind(STORES.recovery).toResolvedValue(
    (gateway, session, auth, system) => new RecoveryStore(new RecoverPassword(gateway, session), auth, system),
    [TOKENS.RecoveryGateway, TOKENS.SessionStore, STORES.auth, STORES.system],
  );
});
