import type { ServiceIdentifier } from 'inversify';
import type { i18n } from 'i18next';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { AuthGateway, HumanSolver, SessionStore } from '../../../core/portal/access/ports';
import type { Preferences } from '../../../core/portal/system/preferences';
import type { SystemGateway } from '../../../core/portal/system/ports';
import type { AuthStore } from '../stores/auth-store';
import type { HumanCheckStore } from '../stores/human-check-store';
import type { LanguageStore } from '../stores/language-store';
import type { SystemStore } from '../stores/system-store';
import type { UiStore } from '../stores/ui-store';
import type { HelpStore } from '../stores/help-store';
import type { RememberUsername } from '../../../core/portal/system/remember-username';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type { CashierStore } from '../stores/cashier-store';
import type { RecordStore } from '../stores/record-store';

const token = <T>(name: string) => Symbol.for(`portal.${name}`) as ServiceIdentifier<T>;

/** Typed tokens of the web composition root. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  SystemGateway: token<SystemGateway>('SystemGateway'),
  SessionStore: token<SessionStore>('SessionStore'),
  Preferences: token<Preferences>('Preferences'),
  PowSolver: token<HumanSolver>('PowSolver'),
  I18n: token<i18n>('I18n'),
  SystemStore: token<SystemStore>('SystemStore'),
  UiStore: token<UiStore>('UiStore'),
  HumanCheckStore: token<HumanCheckStore>('HumanCheckStore'),
  AuthStore: token<AuthStore>('AuthStore'),
  LanguageStore: token<LanguageStore>('LanguageStore'),
  RememberUsername: token<RememberUsername>('RememberUsername'),
  HelpStore: token<HelpStore>('HelpStore'),
  CashierGateway: token<CashierGateway>('CashierGateway'),
  CashierStore: token<CashierStore>('CashierStore'),
  RecordStore: token<RecordStore>('RecordStore'),
};
