import { accountRepositoryContract, type AccountsFixture } from './suites/account-repository';
import { catalogRepositoryContract, type CatalogFixture } from './suites/catalog-repository';
import { captchaServiceContract, type CaptchaFixture } from './suites/captcha-service';
import { helpRepositoryContract, type HelpFixture } from './suites/help-repository';
import { inboxContract, type InboxFixture } from './suites/inbox';
import { passwordResetsContract, type PasswordResetsFixture } from './suites/password-resets';
import { verificationCodesContract, type VerificationCodesFixture } from './suites/verification-codes';
import { messageQueueContract, type MessageQueueFixture } from './suites/message-queue';
import { humanVerificationContract, type HumanVerificationFixture } from './suites/human-verification';
import { ledgerContract, type LedgerFixture } from './suites/ledger';
import { loginAttemptsContract, type LoginAttemptsFixture } from './suites/login-attempts';
import { rateLimiterContract, type RateLimiterFixture } from './suites/rate-limiter';
import { sessionRepositoryContract, type SessionsFixture } from './suites/session-repository';
import { settingsRepositoryContract, type SettingsFixture } from './suites/settings-repository';
import { walletLedgerContract, type WalletLedgerFixture } from './suites/wallet-ledger';
import { accountTreeContract, type AccountTreeFixture } from './suites/account-tree';
import { winRepositoryContract, type WinFixture } from './suites/win-repository';
import { accountSecurityContract, type AccountSecurityFixture } from './suites/account-security';
import { protectionRepositoryContract, type ProtectionFixture } from './suites/protection-repository';

/** One implementation of every port, each built fresh (empty) per test. */
export interface PortFactories {
  accounts(): Promise<AccountsFixture>;
  sessions(): Promise<SessionsFixture>;
  attempts(): Promise<LoginAttemptsFixture>;
  limiter(): Promise<RateLimiterFixture>;
  settings(): Promise<SettingsFixture>;
  ledger(): Promise<WalletLedgerFixture>;
  /** The double-entry Ledger port itself (transfers, holds, audit). */
  doubleEntry(): Promise<LedgerFixture>;
  help(): Promise<HelpFixture>;
  captcha(): Promise<CaptchaFixture>;
  human(): Promise<HumanVerificationFixture>;
  tree(): Promise<AccountTreeFixture>;
  catalog(): Promise<CatalogFixture>;
  wins(): Promise<WinFixture>;
  inbox(): Promise<InboxFixture>;
  verificationCodes(): Promise<VerificationCodesFixture>;
  passwordResets(): Promise<PasswordResetsFixture>;
  messageQueue(): Promise<MessageQueueFixture>;
  accountSecurity(): Promise<AccountSecurityFixture>;
  protection(): Promise<ProtectionFixture>;
}

/** Runs every port's contract suite against one set of implementations. */
export function allContracts(factories: PortFactories): void {
  accountRepositoryContract(() => factories.accounts());
  sessionRepositoryContract(() => factories.sessions());
  loginAttemptsContract(() => factories.attempts());
  rateLimiterContract(() => factories.limiter());
  settingsRepositoryContract(() => factories.settings());
  walletLedgerContract(() => factories.ledger());
  ledgerContract(() => factories.doubleEntry());
  helpRepositoryContract(() => factories.help());
  captchaServiceContract(() => factories.captcha());
  humanVerificationContract(() => factories.human());
  accountTreeContract(() => factories.tree());
  catalogRepositoryContract(() => factories.catalog());
  winRepositoryContract(() => factories.wins());
  inboxContract(() => factories.inbox());
  verificationCodesContract(() => factories.verificationCodes());
  passwordResetsContract(() => factories.passwordResets());
  messageQueueContract(() => factories.messageQueue());
  accountSecurityContract(() => factories.accountSecurity());
  protectionRepositoryContract(() => factories.protection());
}
