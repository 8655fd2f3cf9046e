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
import { SubmitLogin } from '../../../core/portal/access/submit-login';
import { SubmitRegistration } from '../../../core/portal/access/submit-registration';
import { ChooseLanguage } from '../../../core/portal/system/choose-language';
import { RememberUsername } from '../../../core/portal/system/remember-username';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import { createI18n } from '../i18n/i18n';
import { AuthStore } from '../stores/auth-store';
import { CashierStore } from '../stores/cashier-store';
import { RecordStore } from '../stores/record-store';
import { HelpStore } from '../stores/help-store';
import { HumanCheckStore } from '../stores/human-check-store';
import { LanguageStore } from '../stores/language-store';
import { SystemStore } from '../stores/system-store';
import { UiStore } from '../stores/ui-store';
import { TOKENS } from './tokens';

/** The web's composition root: the only file that picks adapters. */
export async function createContainer(): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const api = new ApiClient(window.location.origin, 'cookie');
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  container.bind(TOKENS.AuthGateway).toConstantValue(api);
  container.bind(TOKENS.SystemGateway).toConstantValue(api);
  container.bind(TOKENS.CashierGateway).toConstantValue(api);
  container.bind(TOKENS.SessionStore).toConstantValue(new SessionFlagStore(window.sessionStorage));
  container.bind(TOKENS.Preferences).toConstantValue(new StoragePreferences(window.localStorage));
  container.bind(TOKENS.PowSolver).toConstantValue(new AltchaSolver());
  container.bind(TOKENS.SystemStore).toResolvedValue((gateway) => new SystemStore(gateway), [TOKENS.SystemGateway]);
  container.bind(TOKENS.UiStore).toResolvedValue(() => new UiStore());
  container.bind(TOKENS.HelpStore).toResolvedValue((gateway) => new HelpStore(gateway), [TOKENS.SystemGateway]);
  container.bind(TOKENS.HumanCheckStore).toResolvedValue((auth, solver) => new HumanCheckStore(auth, solver), [TOKENS.AuthGateway, TOKENS.PowSolver]);
  container.bind(TOKENS.RememberUsername).toResolvedValue((prefs, clock) => new RememberUsername(prefs, clock), [TOKENS.Preferences, TOKENS.Clock]);
  container
    .bind(TOKENS.AuthStore)
    .toResolvedValue(
      (auth, human, session, system, ui, clock) =>
        new AuthStore(
          {
            login: new SubmitLogin(auth, human, session),
            register: new SubmitRegistration(auth, human, session),
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
          new WebSocketLiveUpdates(`${window.location.origin.replace(/^http/, 'ws')}/wps/ws`),
        ),
      [TOKENS.AuthGateway, TOKENS.HumanCheckStore, TOKENS.SessionStore, TOKENS.SystemStore, TOKENS.UiStore, TOKENS.Clock],
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

  const system = container.get(TOKENS.SystemStore);
  await system.load();
  const chooser = new ChooseLanguage(container.get(TOKENS.Preferences));
  const i18n = await createI18n(chooser.current(system.languages, system.status?.defaultLang ?? 'EN'));
  container.bind(TOKENS.I18n).toConstantValue(i18n);
  container.bind(TOKENS.LanguageStore).toConstantValue(new LanguageStore(i18n, chooser, () => system.languages));
  return container;
}
