import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Authenticate } from '../core/platform/access/authenticate';
import { ChangePassword } from '../core/platform/access/change-password';
import { CreateStaff } from '../core/platform/access/create-staff';
import type { AccessDeps } from '../core/platform/access/deps';
import { FindMember } from '../core/platform/access/find-member';
import { GetMemberInfo } from '../core/platform/access/get-member-info';
import { GetSessionSummary } from '../core/platform/protection/get-session-summary';
import { IssueCaptcha } from '../core/platform/access/issue-captcha';
import { IssueHumanChallenge } from '../core/platform/access/issue-human-challenge';
import { Login } from '../core/platform/access/login';
import { Logout } from '../core/platform/access/logout';
import { Register } from '../core/platform/access/register';
import { RegisterMobile } from '../core/platform/access/register-mobile';
import { ListBanners, ManageBanners } from '../core/platform/system/banners';
import { EditHelpArticle } from '../core/platform/system/edit-help-article';
import { ListAnnouncements, ManageAnnouncements } from '../core/platform/system/announcements';
import { SqlAnnouncements } from '../adapters/sql/repositories/sql-announcements';
import { SqlBanners } from '../adapters/sql/repositories/sql-banners';
import { FinishSocialSignIn, ListMySocialLinks, StartSocialSignIn, type SocialDeps } from '../core/platform/access/social-sign-in';
import { SqlPendingSocialSignIns, SqlSocialLinks } from '../adapters/sql/repositories/sql-social';
import { HttpOidcClient } from '../adapters/oidc/oidc-client';
import { StartFreePlay } from '../core/platform/access/start-free-play';
import { GetHelpCenter } from '../core/platform/system/get-help-center';
import { GetSystemStatus } from '../core/platform/system/get-system-status';
import { UpdateSetting } from '../core/platform/system/update-setting';
import { AuditLedger } from '../core/platform/wallet/audit-ledger';
import { AdjustWallet } from '../core/platform/wallet/adjust-wallet';
import { ListAuditLog } from '../core/platform/audit/list-audit-log';
import { VerifyAuditLog } from '../core/platform/audit/verify-audit-log';
import { SqlAuditLog } from '../adapters/sql/repositories/sql-audit-log';
import { SqlWalletAdjustments } from '../adapters/sql/repositories/sql-wallet-adjustments';
import { nodeSha256 } from '../adapters/crypto/node-sha256';
import { ApproveDeposit, RejectDeposit } from '../core/platform/wallet/decide-deposit';
import { GetAccountRecord } from '../core/platform/wallet/get-account-record';
import { LEDGER_CODES } from '../core/platform/wallet/ledger';
import { ListDeposits, ListMyDeposits } from '../core/platform/wallet/list-deposits';
import { RequestBankDeposit } from '../core/platform/wallet/request-bank-deposit';
import { SetPaymentPassword } from '../core/platform/wallet/set-payment-password';
import { CountUnreadMessages } from '../core/platform/messages/count-unread-messages';
import { DeleteMessages } from '../core/platform/messages/delete-messages';
import { ListMyMessages } from '../core/platform/messages/list-my-messages';
import { MarkMessagesRead } from '../core/platform/messages/mark-messages-read';
import { SendMessage } from '../core/platform/messages/send-message';
import { LoginWithSms } from '../core/platform/access/login-with-sms';
import { ListOutboundMessages } from '../core/platform/verification/list-outbound-messages';
import { DeliverMessages } from '../core/platform/verification/deliver-messages';
import { SendSmsCode } from '../core/platform/verification/send-sms-code';
import { SqlOutboundMessages, type MessageRoute } from '../adapters/sql/repositories/sql-outbound-messages';
import { HttpMessageGateway, type MessageGatewayConfig } from '../adapters/messaging/http-message-gateway';
import { SqlVerificationCodes } from '../adapters/sql/repositories/sql-verification-codes';
import { HmacCodeHasher } from '../adapters/crypto/hmac-code-hasher';
import { SqlPasswordResets } from '../adapters/sql/repositories/sql-password-resets';
import { RequestPasswordReset } from '../core/platform/access/request-password-reset';
import { ResetPassword } from '../core/platform/access/reset-password';
import { ResetPasswordBySms } from '../core/platform/access/reset-password-by-sms';
import { SqlAccountRecord } from '../adapters/sql/repositories/sql-account-record';
import { SqlDeposits } from '../adapters/sql/repositories/sql-deposits';
import { SqlMessages } from '../adapters/sql/repositories/sql-messages';
import { OutboxRelay } from '../adapters/sql/outbox-relay';
import { HubFanOut } from '../adapters/sql/outbox-fan-out';
import { NotifyFanOut } from '../adapters/sql/notify-fan-out';
import { NoticeListener } from '../adapters/sql/notice-listener';
import { ClearedEverywhere } from '../adapters/sql/cleared-everywhere';
import { InProcessEventHub } from '../adapters/api-server/event-hub';
import type { PortalSettings } from '../core/domain/system/settings';
import type { Platform } from '../adapters/api-server/platform';
import { AltchaVerification } from '../adapters/captcha/altcha-verification';
import { PictureCaptchaService } from '../adapters/captcha/picture-captcha-service';
import { OWASP_SCRYPT, ScryptHasher, type ScryptCost } from '../adapters/crypto/scrypt-hasher';
import { RandomSessionTokens } from '../adapters/crypto/session-tokens';
import { cryptoRandom, systemClock } from '../adapters/crypto/system-clock';
import { openDatabase, type Database, type DatabaseOptions } from '../adapters/sql/database';
import { migrateToLatest } from '../adapters/sql/migrate';
import { SqlAccounts } from '../adapters/sql/repositories/sql-accounts';
import { SqlHelp } from '../adapters/sql/repositories/sql-help';
import { SqlLoginAttempts } from '../adapters/sql/repositories/sql-login-attempts';
import { SqlRateLimiter } from '../adapters/sql/repositories/sql-rate-limiter';
import { SqlSessions } from '../adapters/sql/repositories/sql-sessions';
import { SqlSettings } from '../adapters/sql/repositories/sql-settings';
import { SqlLedger } from '../adapters/sql/repositories/sql-ledger';
import { loadOrCreateSecret } from '../adapters/sql/secrets';
import { DEMO_ACCOUNTS, seed, type SeedReport } from '../adapters/sql/seed/seed';
import { backupDatabase, restoreDatabase } from '../adapters/sql/backup';
import { resetDatabase } from '../adapters/sql/reset';
import { buildServer } from '../adapters/api-server/server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Result } from '../core/domain/kernel/result';
import type { Clock } from '../core/domain/kernel/ports';
import { ApiClient } from '../adapters/api-client/api-client';
import { BetsApi } from '../adapters/api-client/bets-api';
import { WithdrawalApi } from '../adapters/api-client/withdrawal-api';
import { FileSessionStore } from '../adapters/file-storage/file-session-store';
import { NodePowSolver } from '../adapters/crypto/pow-solver';
import { CliPortal } from './cli-portal';
import { GetWalletBalances } from '../core/platform/wallet/get-wallet-balances';
import { TransferBetweenWallets } from '../core/platform/wallet/transfer-between-wallets';
import { RecallAllWallets } from '../core/platform/wallet/recall-all-wallets';
import { GetTeamTargets } from '../core/platform/agency/get-team-targets';
import { SetUpline } from '../core/platform/agency/set-upline';
import { TransferToTeam } from '../core/platform/agency/transfer-to-team';
import { SqlAccountTree } from '../adapters/sql/repositories/sql-account-tree';
import { SqlTeamStatsRollup } from '../adapters/sql/repositories/sql-team-stats-rollup';
import { RollUpTeamStats } from '../core/platform/agency/team-stats';
import { composeAgency } from '../adapters/api-server/compose-agency';
import { SqlAffiliateLinks } from '../adapters/sql/repositories/sql-affiliate-links';
import { StartPaymentPageDeposit } from '../core/platform/wallet/start-payment-page-deposit';
import { GetPaymentPageMethod } from '../core/platform/wallet/get-payment-page-method';
import { ReceivePaymentCallback } from '../core/platform/wallet/receive-payment-callback';
import { SqlPaymentCallbacks } from '../adapters/sql/repositories/sql-payment-callbacks';
import { HmacSigner } from '../adapters/crypto/hmac-signer';
import { DemoPspCheckout } from '../adapters/demo-psp/checkout-token';
import { demoPspRoutes } from '../adapters/demo-psp/psp-routes';
import { PAYMENT_CALLBACK_PATH } from '../adapters/api-server/routes/payment-page';
import { BindBankAccount, ListMyBankAccounts } from '../core/platform/wallet/bind-bank-account';
import { ConfirmWithdrawalReceipt } from '../core/platform/wallet/confirm-withdrawal-receipt';
import { ApproveWithdrawal, RejectWithdrawal } from '../core/platform/wallet/decide-withdrawal';
import { GetWithdrawalProof, ListMyWithdrawals, ListWithdrawals } from '../core/platform/wallet/list-withdrawals';
import { GetWithdrawMethod } from '../core/platform/wallet/get-withdraw-method';
import { RequestWithdrawal } from '../core/platform/wallet/request-withdrawal';
import { SweepWithdrawals } from '../core/platform/wallet/sweep-withdrawals';
import { SqlBankAccounts } from '../adapters/sql/repositories/sql-bank-accounts';
import { SqlWithdrawals } from '../adapters/sql/repositories/sql-withdrawals';
import { PeriodicJob } from '../adapters/scheduler/periodic-job';
import { composePlay, composeSeamless } from '../adapters/house-games/compose-play';
import { composeLottery } from '../adapters/house-games/compose-lottery';
import { InProcessKeyedLock } from '../adapters/house-games/in-process-lock';
import { seedDemoWins } from '../adapters/sql/seed/demo-wins';
import { SqlGameEngines } from '../adapters/sql/repositories/sql-game-engines';
import { AddFavourite, ListFavouriteGames, ListFavouriteIds, ListRecentGames, RemoveFavourite } from '../core/platform/catalog/favourites';
import { GetGame } from '../core/platform/catalog/get-game';
import { GetHotGames } from '../core/platform/catalog/get-hot-games';
import { GetWinnerBoard, type Winner } from '../core/platform/catalog/get-winner-board';
import type { HotGamesCache, ListedGame } from '../core/platform/catalog/ports';
import { SqlWins } from '../adapters/sql/repositories/sql-wins';
import { GetLobbyMenu } from '../core/platform/catalog/get-lobby-menu';
import { ListGames } from '../core/platform/catalog/list-games';
import { SetVendorMaintenance } from '../core/platform/catalog/set-vendor-maintenance';
import { SqlCatalog } from '../adapters/sql/repositories/sql-catalog';
import { SqlFavourites, SqlRecentGames } from '../adapters/sql/repositories/sql-favourites';
import { MemoryListCache } from '../adapters/memory/memory-list-cache';
import { CachedCatalog } from '../adapters/memory/cached-catalog';
import type { CatalogPlatform } from '../adapters/api-server/catalog-platform';
import { CatalogApiClient } from '../adapters/api-client/catalog-client';
import { SqlKnownIps } from '../adapters/sql/repositories/sql-known-ips';
import { SqlLoginHistory } from '../adapters/sql/repositories/sql-login-history';
import { SqlLoginChallenges } from '../adapters/sql/repositories/sql-login-challenges';
import { SqlAuthenticators } from '../adapters/sql/repositories/sql-authenticators';
import { SqlReplayGuard } from '../adapters/sql/repositories/sql-replay-guard';
import { SqlBetRecords } from '../adapters/sql/repositories/sql-bet-records';
import { SqlRounds } from '../adapters/sql/repositories/sql-rounds';
import { SqlFairSeeds } from '../adapters/sql/repositories/sql-fair-seeds';
import { GetBetRecord, GetMemberBets, GetPersonalProfit, GetRoundLog } from '../core/platform/play/bet-record';
import { RsaPayloadKeys } from '../adapters/crypto/rsa-payload-keys';
import { OpenSealedPayload } from '../core/platform/access/open-sealed-payload';
import { nodeHmacSha1 } from '../adapters/crypto/hmac-sha1';
import { AnswerLoginChallenge } from '../core/platform/access/answer-login-challenge';
import { SendChallengeCode } from '../core/platform/access/send-challenge-code';
import type { ChallengeDeps } from '../core/platform/access/new-ip-challenge';
import type { AuthenticatorDeps } from '../core/platform/access/prove-authenticator';
import type { SecurityPlatform } from '../adapters/api-server/security-platform';
import { GetSecurityOverview } from '../core/platform/security/get-security-overview';
import { StartAuthenticatorBinding } from '../core/platform/security/start-authenticator-binding';
import { ConfirmAuthenticator } from '../core/platform/security/confirm-authenticator';
import { GetMyProfile, UpdateMyProfile } from '../core/platform/security/my-profile';
import { SetMyLanguage } from '../core/platform/security/set-my-language';
import { BindContact, SendContactCode } from '../core/platform/security/bind-contact';
import type { Postbox, VerificationCodes } from '../core/platform/verification/ports';
import type { BankAccountRepository } from '../core/platform/wallet/withdrawal';
import { UnbindAuthenticator } from '../core/platform/security/unbind-authenticator';
import { ListMySessions } from '../core/platform/security/list-my-sessions';
import { RevokeMySessions } from '../core/platform/security/revoke-my-sessions';
import { ListLoginHistory } from '../core/platform/security/list-login-history';
import { ListMemberSessions, RevokeMemberSessions } from '../core/platform/security/member-sessions';
import { ApplyForPromotion } from '../core/platform/engagement/apply-for-promotion';
import { GetBonusDetails } from '../core/platform/engagement/bonus-details';
import { WageringLock } from '../core/platform/wallet/wagering-lock';
import { ClaimReward } from '../core/platform/engagement/claim-reward';
import { CountClaimableRewards, ListPromotions } from '../core/platform/engagement/list-promotions';
import { ManagePromotions } from '../core/platform/engagement/manage-promotions';
import { ReviewApplications } from '../core/platform/engagement/review-applications';
import { GetUpload, UploadImage } from '../core/platform/system/uploads';
import type { EngagementPlatform } from '../adapters/api-server/engagement-platform';
import { SqlPromotions } from '../adapters/sql/repositories/sql-promotions';
import { SqlRewardClaims } from '../adapters/sql/repositories/sql-reward-claims';
import { SqlUploads } from '../adapters/sql/repositories/sql-uploads';
import { SqlPlayTotals, SqlRebateClaims, SqlVipRecords } from '../adapters/sql/repositories/sql-loyalty';
import { ManualRebate } from '../core/platform/engagement/manual-rebate';
import { GetMyReferrals, PayReferralRewards } from '../core/platform/engagement/referrals';
import { SqlReferrals } from '../adapters/sql/repositories/sql-referrals';
import { SqlMissionClaims, SqlMissions, SqlMissionScores } from '../adapters/sql/repositories/sql-missions';
import { ManageMissions, PlayMissions } from '../core/platform/engagement/missions';
import { AccruePoints, ManageGoods, PointsMall } from '../core/platform/engagement/points-mall';
import { SqlMall, SqlPointsBook } from '../adapters/sql/repositories/sql-points-mall';
import { SqlLiveHosts } from '../adapters/sql/repositories/sql-live-hosts';
import { LaunchLiveChat, ListLiveHosts, LiveHostDesk } from '../core/platform/engagement/live-hosts';
import { SqlChat } from '../adapters/sql/repositories/sql-chat';
import { SqlFeedback } from '../adapters/sql/repositories/sql-feedback';
import { FeedbackDesk } from '../core/platform/engagement/feedback';
import { ClaimZaloBonus } from '../core/platform/engagement/zalo-bonus';
import { PlayerChat, SupportChat } from '../core/platform/engagement/chat';
import { EvaluateVip, GetMemberBadges, GetVipStatus, SweepVipLevels } from '../core/platform/engagement/vip-status';
import { PromotionsApi } from '../adapters/api-client/promotions-api';
import { MissionsApi } from '../adapters/api-client/missions-api';
import { AgencyDeskApi } from '../adapters/api-client/agency-desk-api';
import { MallApi } from '../adapters/api-client/mall-api';
import { ChatApi } from '../adapters/api-client/chat-api';
import { LiveHostsApi } from '../adapters/api-client/live-hosts-api';
import { FeedbackApi } from '../adapters/api-client/feedback-api';
import { AuditApi } from '../adapters/api-client/audit-api';
import { ProtectionApi } from '../adapters/api-client/protection-api';
import { SqlProtection } from '../adapters/sql/repositories/sql-protection';
import { ProtectionGuard } from '../core/platform/protection/guard';
import { GetMyProtection, SetMyLimit, TakeBreak } from '../core/platform/protection/my-protection';
import { GetMemberProtection, SetOperatorLimit } from '../core/platform/protection/member-protection';
import type { ProtectionPlatform } from '../adapters/api-server/protection-platform';
import type { ChangeDeps } from '../core/platform/protection/change-protection';
import type { AuditTrail } from '../core/platform/audit/ports';

import { SqlOperationsFigures } from '../adapters/sql/operations-figures';
import { DrainState, type OperationsFacts } from '../adapters/api-server/operations/operations-facts';
import { drainAndClose } from '../adapters/api-server/operations/graceful-shutdown';
import { createServerLogger } from '../adapters/api-server/operations/server-logger';
import { HealthApi } from '../adapters/api-client/health-api';
import { CheckDeployment } from '../core/portal/system/check-deployment';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
export const WEB_ROOT = join(PROJECT_ROOT, 'web', 'dist');

export function loadDefaults(): PortalSettings {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'adapters', 'config', 'defaults.json'), 'utf8')) as PortalSettings;
}

export type StorageOptions = DatabaseOptions;

/**
 * The longest any periodic job waits with nothing to do: jobs run when their work is due (a draw,
 * a settlement period's close) or when money moved in this process, and this often besides, for
 * what no signal told them (another process, a crash). An idle portal queries no more often.
 */
const SAFETY_NET_MS = 60_000;
/** After money moves, the agent centre's team statistics trail the rounds by at most this much. */
const TEAM_STATS_ROLLUP_MS = 30_000;

/** Proof-of-work difficulty without recent failures: about 25k SHA-256 rounds on average, a fraction of a second in a browser. */
const HUMAN_WORK_BASE = 50_000;

export async function openStorage(options: StorageOptions): Promise<Database> {
  const database = await openDatabase(options);
  await database.onDirectConnection(migrateToLatest);
  return database;
}

export interface ComposedPlatform {
  readonly platform: Platform;
  readonly database: Database;
  readonly seedReport: SeedReport;
  /** Served beside the API: the demo payment provider's hosted page, in a demo only. */
  readonly extraRoutes: readonly ((app: FastifyInstance) => Promise<void>)[];
  readonly operations: { readonly facts: OperationsFacts; readonly drain: DrainState };
  /** Runs one periodic job now, to its end; a failure is thrown, not retried. */
  runJob(name: string): Promise<void>;
}

/** What only a test composes differently: `portal serve`, `npm start`, `portal db` and the load run never pass it. */
export interface TestComposition {
  /** A cheap scrypt cost for the hashes this server makes; hashes of any cost still verify. */
  readonly passwordCost: ScryptCost;
  /** A cheap proof of work for logins without failures; it still grows with failures by the same rule. */
  readonly humanWorkBase?: number;
  /** The periodic jobs run only when the test runs them (`runJob`), never on their timers. */
  readonly manualJobs: boolean;
  /** The server's time, which a test may move forward; the wall clock when absent. */
  readonly clock?: Clock;
  /** Every periodic job runs at least this often on its timer, and at most this often when money moves. */
  readonly jobEveryMs?: number;
}

function operationsFacts(db: Database['db'], jobs: readonly PeriodicJob[]): OperationsFacts {
  const figures = new SqlOperationsFigures(db);
  const startedAt = Date.now();
  return {
    version: VERSION,
    uptimeSeconds: () => Math.round((Date.now() - startedAt) / 1000),
    databaseAnswers: () => figures.answers(),
    jobLags: () => jobs.map((job) => ({ job: job.name, lagSeconds: job.lagSeconds(), runs: job.runs })),
    ledgerTransfers: () => figures.transfersByKind(),
    outboxLagSeconds: () => figures.outboxLagSeconds(),
  };
}

/** The demo provider notifies this long after sending the player back, as real providers do. */
const PSP_NOTIFY_DELAY_MS = 800;

/** SMS and email are queued for an operator's HTTP gateway when one is configured; otherwise held in the outbox table in a demo, and refused outside one. */
export interface MessagingOptions {
  readonly messageGateway?: MessageGatewayConfig | undefined;
}

/** MESSAGE_GATEWAY_URL and MESSAGE_GATEWAY_SECRET send SMS and email through the operator's gateway instead of the outbox. */
export function messageGatewayOf(env: Readonly<Record<string, string | undefined>>): MessageGatewayConfig | undefined {
  const url = env['MESSAGE_GATEWAY_URL'];
  const secret = env['MESSAGE_GATEWAY_SECRET'];
  if (!url) return undefined;
  if (!secret) throw new Error('MESSAGE_GATEWAY_URL needs MESSAGE_GATEWAY_SECRET to sign its requests');
  return { url, secret };
}

/** Sends what the outbox queued through the operator's gateway: woken when a message is queued, and when the next retry is due. */
function messageDelivery(queue: SqlOutboundMessages, gateway: MessageGatewayConfig, clock: Clock, everyMs: number): PeriodicJob {
  const deliver = new DeliverMessages({ queue, gateway: new HttpMessageGateway(gateway), clock });
  return new PeriodicJob('message_delivery', () => deliver.execute(), { everyMs, untilDue: untilDue(clock, () => deliver.nextDueAt()) });
}

/** A job's wait until its next known work, on the server's clock. */
const untilDue = (clock: Clock, dueAt: () => Promise<Date | null>) => async (): Promise<number | null> => {
  const due = await dueAt();
  return due && due.getTime() - clock.now().getTime();
};

/** The demo payment provider (DemoPay): its checkout links, the secret its notices are signed with, and its hosted page. */
async function demoPaymentProvider(db: Database['db'], clock: Clock, merchant: string) {
  const signer = new HmacSigner(await loadOrCreateSecret(db, `psp:${merchant}`));
  const routes = demoPspRoutes({ signer, now: () => clock.now(), callbackPath: PAYMENT_CALLBACK_PATH, notifyDelayMs: PSP_NOTIFY_DELAY_MS });
  return { checkout: new DemoPspCheckout(signer), signer, routes };
}

/**
 * The server side: sql + crypto + captcha adapters behind the platform use cases. `demo` is the
 * one switch for every demo-only part: demo accounts and data, the demo catalogue, the demo
 * payment provider and the SMS and email outbox (README, "Demo-only parts").
 */
export async function composePlatform(options: StorageOptions & MessagingOptions & { demo: boolean }, test?: TestComposition): Promise<ComposedPlatform> {
  const storage = await openStorage(options);
  const { db } = storage;
  const clock = test?.clock ?? systemClock;
  const events = new InProcessEventHub();
  const caches = catalogueCaches(db, clock);
  const notices = storage.directUrl ? new NoticeListener(storage.directUrl, db, events, () => caches.clear()) : null;
  await notices?.start();
  const relay = new OutboxRelay(db, notices ? new NotifyFanOut() : new HubFanOut(events));
  relay.start();
  const jobs: PeriodicJob[] = [];
  const wakeWhen = { moneyMoved: [] as PeriodicJob[], settingsSaved: [] as PeriodicJob[] };
  const wakeAll = (woken: readonly PeriodicJob[]) => () => woken.forEach((job) => job.wake());
  const database: Database = {
    ...storage,
    close: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
      await relay.stop();
      await notices?.stop();
      await storage.close();
    },
  };
  const defaults = loadDefaults();
  const settings = new SqlSettings(db, defaults, () => clock.now().getTime(), wakeAll(wakeWhen.settingsSaved));
  const hasher = new ScryptHasher(test?.passwordCost ?? OWASP_SCRYPT);
  const ledger = new SqlLedger(db, () => {
    relay.kick();
    wakeAll(wakeWhen.moneyMoved)();
  });
  const seedReport = await seed(db, hasher, ledger, { demo: options.demo, currency: defaults.currency.code });
  const deposits = new SqlDeposits(db);
  const tree = new SqlAccountTree(db);
  const messages = new SqlMessages(db, () => relay.kick());
  for (const code of [LEDGER_CODES.paymentClearing, LEDGER_CODES.bonus, LEDGER_CODES.agentCommission, LEDGER_CODES.adjustments])
    await ledger.openAccount({ code, kind: 'system', ownerId: null, currency: defaults.currency.code, allowNegative: true });
  const replays = new SqlReplayGuard(db, clock);
  const payloadKeys = new RsaPayloadKeys(db);
  const human = new AltchaVerification(replays, clock, await loadOrCreateSecret(db, 'altcha'));
  const psp = options.demo ? await demoPaymentProvider(db, clock, defaults.merchant) : null;
  const protection = new SqlProtection(db);
  const guard = new ProtectionGuard({ protection, settings, clock });
  const deps: AccessDeps = {
    accounts: new SqlAccounts(db),
    sessions: new SqlSessions(db, () => relay.kick()),
    attempts: new SqlLoginAttempts(db),
    hasher,
    tokens: new RandomSessionTokens(),
    captcha: new PictureCaptchaService(db, clock),
    human,
    humanWorkBase: test?.humanWorkBase ?? HUMAN_WORK_BASE,
    limiter: new SqlRateLimiter(db, clock),
    settings,
    ledger,
    knownIps: new SqlKnownIps(db),
    loginHistory: new SqlLoginHistory(db),
    protection,
    clock,
  };
  const route: MessageRoute = options.messageGateway ? 'gateway' : options.demo ? 'demo' : 'closed';
  const outbound = new SqlOutboundMessages(db, clock, route, () => delivery?.wake());
  const delivery = options.messageGateway ? messageDelivery(outbound, options.messageGateway, clock, test?.jobEveryMs ?? SAFETY_NET_MS) : null;
  const sqlBanners = new SqlBanners(db);
  const sqlHelp = new SqlHelp(db);
  const sqlAnnouncements = new SqlAnnouncements(db);
  const resets = new SqlPasswordResets(db, outbound);
  const verification = {
    codes: new SqlVerificationCodes(db, clock, outbound),
    codeHasher: new HmacCodeHasher(await loadOrCreateSecret(db, 'verification-codes')),
    clock,
  };
  const authenticators = new SqlAuthenticators(db);
  const challenge: ChallengeDeps & AuthenticatorDeps = {
    challenges: new SqlLoginChallenges(db, outbound),
    authenticators,
    random: cryptoRandom,
    hmac: nodeHmacSha1,
    codeHasher: verification.codeHasher,
    clock,
  };
  const rewardClaims = new SqlRewardClaims(db);
  const wagering = new WageringLock(rewardClaims);
  const affiliates = new SqlAffiliateLinks(db);
  const auditLog = new SqlAuditLog(db);
  const playWiring = {
    db,
    ledger,
    tokens: deps.tokens,
    logins: deps.sessions,
    random: cryptoRandom,
    clock,
    currency: defaults.currency.code,
    settings,
    lock: new InProcessKeyedLock(),
    catalogue: new SqlGameEngines(db),
    guard,
  };
  const play = await composePlay(playWiring);
  if (options.demo)
    await seedDemoWins(db, {
      ...play,
      accounts: deps.accounts,
      sessions: deps.sessions,
      tokens: deps.tokens,
      ledger,
      currency: defaults.currency.code,
      now: () => clock.now(),
    });
  // The rollup and the reports cut active days in the operator's default zone (see sql-active-days).
  const rollup = new SqlTeamStatsRollup(db, defaults.timezone);
  const platform: Platform = {
    authenticate: new Authenticate(deps),
    login: new Login({ ...deps, ...challenge }),
    answerLoginChallenge: new AnswerLoginChallenge({ ...deps, ...challenge }),
    sendChallengeCode: new SendChallengeCode({ ...deps, ...challenge, postbox: outbound }),
    logout: new Logout(deps),
    register: new Register({ ...deps, affiliates }),
    changePassword: new ChangePassword(deps),
    memberInfo: new GetMemberInfo({ ...deps, inbox: messages }),
    sessionSummary: new GetSessionSummary({ ...deps, bets: new SqlBetRecords(db) }),
    freePlay: new StartFreePlay({ ...deps, random: cryptoRandom }),
    findMember: new FindMember({ ...deps, inbox: messages, audit: auditLog }),
    createStaff: new CreateStaff(deps),
    issueCaptcha: new IssueCaptcha(deps),
    issueHumanChallenge: new IssueHumanChallenge(deps),
    systemStatus: new GetSystemStatus({ settings, random: cryptoRandom }),
    helpCenter: new GetHelpCenter({ help: sqlHelp, settings }),
    editHelp: new EditHelpArticle({ help: sqlHelp, settings }),
    updateSetting: new UpdateSetting({ settings }),
    settings,
    auditLedger: new AuditLedger(ledger),
    audit: { list: new ListAuditLog({ log: auditLog, accounts: deps.accounts, settings }), verify: new VerifyAuditLog({ log: auditLog, sha256: nodeSha256 }) },
    adjustWallet: new AdjustWallet({ accounts: deps.accounts, adjustments: new SqlWalletAdjustments(db, ledger), settings }),
    requestBankDeposit: new RequestBankDeposit({ deposits, settings, guard }),
    listMyDeposits: new ListMyDeposits(deposits),
    listDeposits: new ListDeposits(deposits),
    approveDeposit: new ApproveDeposit({ deposits, messages, ledger, clock }),
    rejectDeposit: new RejectDeposit({ deposits, messages, clock, guard }),
    accountRecord: new GetAccountRecord(new SqlAccountRecord(db)),
    events,
    walletBalances: new GetWalletBalances({ ledger, settings }),
    transferBetweenWallets: new TransferBetweenWallets({ ledger, settings, guard }),
    recallAllWallets: new RecallAllWallets({ ledger, settings, guard }),
    teamTargets: new GetTeamTargets({ tree }),
    setUpline: new SetUpline({ tree, settings }),
    transferToTeam: new TransferToTeam({ tree, ledger, settings, hasher, limiter: deps.limiter, wagering }),
    paymentPageMethod: new GetPaymentPageMethod({ settings, checkout: psp?.checkout ?? null }),
    startPaymentPageDeposit: new StartPaymentPageDeposit({ deposits, settings, checkout: psp?.checkout ?? null, random: cryptoRandom, guard }),
    receivePaymentCallback:
      psp && new ReceivePaymentCallback({ deposits, messages, ledger, clock, signer: psp.signer, journal: new SqlPaymentCallbacks(db), guard }),
    catalog: composeCatalog(db, settings, clock, { catalog: caches.catalog, hot: notices ? new ClearedEverywhere(caches.hot, db) : caches.hot }),
    setPaymentPassword: new SetPaymentPassword(deps),
    countUnreadMessages: new CountUnreadMessages(messages),
    listMyMessages: new ListMyMessages(messages),
    markMessagesRead: new MarkMessagesRead({ inbox: messages, clock }),
    deleteMessages: new DeleteMessages(messages),
    sendMessage: new SendMessage({ accounts: deps.accounts, messages, inbox: messages, settings, vip: new SqlVipRecords(db) }),
    sendSmsCode: new SendSmsCode({ ...verification, accounts: deps.accounts, postbox: outbound, settings, random: cryptoRandom }),
    loginWithSms: new LoginWithSms({ ...deps, ...verification }),
    registerMobile: new RegisterMobile({ ...deps, ...verification, affiliates }),
    banners: { list: new ListBanners({ banners: sqlBanners, clock }), manage: new ManageBanners(sqlBanners) },
    announcements: {
      list: new ListAnnouncements({ announcements: sqlAnnouncements, banners: sqlBanners, clock }),
      manage: new ManageAnnouncements(sqlAnnouncements),
    },
    social: socialUseCases({ ...deps, pendingSocial: new SqlPendingSocialSignIns(db), socialLinks: new SqlSocialLinks(db), oidc: new HttpOidcClient() }),
    listOutboundMessages: options.demo ? new ListOutboundMessages(outbound) : null,
    requestPasswordReset: new RequestPasswordReset({ ...deps, resets, postbox: outbound }),
    resetPassword: new ResetPassword({ ...deps, resets }),
    resetPasswordBySms: new ResetPasswordBySms({ ...deps, ...verification }),
    ...withdrawalUseCases({ db, settings, ledger, messages, hasher, limiter: deps.limiter, clock, wagering }),
    agency: composeAgency({
      db,
      ledger,
      settings,
      messages,
      rollup,
      clock,
      random: cryptoRandom,
      accounts: deps.accounts,
      hasher,
      limiter: deps.limiter,
      statsZone: defaults.timezone,
      audit: auditLog,
      wagering,
    }),
    engagement: engagementUseCases({ ...deps, db, claims: rewardClaims, ledger, messages, settings, clock, kick: () => relay.kick() }),
    play,
    seamless: composeSeamless({ ...playWiring, accounts: deps.accounts }),
    lottery: composeLottery({ db, ledger, settings, guard, random: cryptoRandom, clock, kick: () => relay.kick() }),
    bets: betUseCases(db, deps.accounts, auditLog),
    sealed: { keys: payloadKeys, open: new OpenSealedPayload({ keys: payloadKeys, replays, clock }) },
    protection: protectionUseCases({ protection, sessions: deps.sessions, settings, clock, accounts: deps.accounts, audit: auditLog }),
    security: securityUseCases({ ...deps, ...challenge, ...verification, bankAccounts: new SqlBankAccounts(db), postbox: outbound, audit: auditLog }),
  };
  const every = test?.jobEveryMs ?? SAFETY_NET_MS;
  const afterMoney = (name: string, work: () => Promise<unknown>, gapMs: number) => {
    const job = new PeriodicJob(name, work, { everyMs: every, minGapMs: test?.jobEveryMs ?? gapMs });
    wakeWhen.moneyMoved.push(job);
    return job;
  };
  const rollUpTeamStats = new RollUpTeamStats({ rollup, clock });
  const draws = new PeriodicJob('lottery_draws', () => platform.lottery.runDraws.execute(), {
    everyMs: every,
    untilDue: untilDue(clock, () => platform.lottery.runDraws.nextDueAt()),
  });
  const settlement = new PeriodicJob('agency_settlement', () => platform.agency.settleDue.execute(), {
    everyMs: every,
    untilDue: untilDue(clock, () => platform.agency.settleDue.nextDueAt()),
  });
  wakeWhen.settingsSaved.push(draws, settlement);
  jobs.push(
    new PeriodicJob('withdrawal_sweep', () => platform.sweepWithdrawals.execute(), { everyMs: every }),
    afterMoney('vip_levels', () => platform.engagement.sweepVip.execute(), VIP_SWEEP_MS),
    afterMoney('referral_rewards', () => platform.engagement.payReferrals.execute(), REFERRAL_SWEEP_MS),
    afterMoney('loyalty_points', () => platform.engagement.accruePoints.execute(), POINTS_SWEEP_MS),
    afterMoney('team_stats', () => rollUpTeamStats.execute(), TEAM_STATS_ROLLUP_MS),
    settlement,
    new PeriodicJob('stale_rounds', () => platform.play.settleStaleRounds.execute(), { everyMs: every }),
    draws,
  );
  if (delivery) jobs.push(delivery);
  if (!test?.manualJobs) for (const job of jobs) job.start();
  const runJob = async (name: string) => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no periodic job named ${name}`);
    await job.runNow();
  };
  return {
    platform,
    database,
    seedReport,
    extraRoutes: psp ? [psp.routes] : [],
    operations: { facts: operationsFacts(db, jobs), drain: new DrainState() },
    runJob,
  };
}

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

function withdrawalUseCases(
  d: Pick<AccessDeps, 'settings' | 'hasher' | 'limiter' | 'clock'> & { db: Database['db']; ledger: SqlLedger; messages: SqlMessages; wagering: WageringLock },
): WithdrawalUseCases {
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

/** How far back a new server process looks for members whose VIP level may have risen, and how often at most it looks while money moves. */
const VIP_LOOK_BACK_MS = 60_000;
const VIP_SWEEP_MS = 10_000;
/** How often at most each server process pays referral rewards while money moves. */
const REFERRAL_SWEEP_MS = 5_000;
/** Points: a new process first looks a week back (nothing earns twice), then every few seconds while money moves. */
const POINTS_LOOK_BACK_MS = 7 * 86_400_000;
const POINTS_SWEEP_MS = 5_000;

function engagementUseCases(
  d: Pick<AccessDeps, 'accounts' | 'hasher' | 'limiter'> & {
    db: Database['db'];
    claims: SqlRewardClaims;
    ledger: SqlLedger;
    messages: SqlMessages;
    settings: SqlSettings;
    clock: Clock;
    kick: () => void;
  },
): EngagementPlatform {
  const promotions = new SqlPromotions(d.db);
  const uploads = new SqlUploads(d.db);
  const list = new ListPromotions({ ...d, promotions });
  const claimable = new CountClaimableRewards(list);
  const totals = new SqlPlayTotals(d.db);
  const vip = new SqlVipRecords(d.db);
  const evaluate = new EvaluateVip({ ...d, totals, vip });
  const referrals = new SqlReferrals(d.db);
  const missions = new SqlMissions(d.db);
  const mall = new SqlMall(d.db, d.ledger);
  const points = new SqlPointsBook(d.db);
  const chat = new SqlChat(d.db, d.kick);
  const hosts = new SqlLiveHosts(d.db);
  return {
    promotions: list,
    claimable,
    vip: new GetVipStatus(evaluate),
    badges: new GetMemberBadges({ vip, settings: d.settings, claimable }),
    rebate: new ManualRebate({ ...d, claims: new SqlRebateClaims(d.db), totals, vip }),
    sweepVip: new SweepVipLevels({ totals, evaluate, clock: d.clock }, VIP_LOOK_BACK_MS),
    referrals: new GetMyReferrals({ book: referrals, settings: d.settings, random: cryptoRandom }),
    payReferrals: new PayReferralRewards({ ...d, book: referrals }),
    missions: new PlayMissions({ ...d, missions, scores: new SqlMissionScores(d.db), claims: new SqlMissionClaims(d.db) }),
    manageMissions: new ManageMissions({ missions, settings: d.settings }),
    mall: new PointsMall({ ...d, mall, points }),
    goods: new ManageGoods({ mall, settings: d.settings }),
    accruePoints: new AccruePoints({ points, settings: d.settings, clock: d.clock }, POINTS_LOOK_BACK_MS),
    playerChat: new PlayerChat({ chat, clock: d.clock, limiter: d.limiter, hosts }),
    liveHostDesk: new LiveHostDesk({ hosts, clock: d.clock }),
    liveHosts: new ListLiveHosts(hosts),
    launchLiveChat: new LaunchLiveChat(hosts),
    supportChat: new SupportChat({ chat, clock: d.clock }),
    feedback: new FeedbackDesk({ ...d, feedback: new SqlFeedback(d.db), uploads }),
    zaloBonus: new ClaimZaloBonus(d),
    claim: new ClaimReward({ ...d, promotions }),
    apply: new ApplyForPromotion({ ...d, promotions, uploads }),
    bonusDetails: new GetBonusDetails(d.claims),
    managePromotions: new ManagePromotions({ promotions, settings: d.settings }),
    applications: new ReviewApplications({ ...d, promotions }),
    upload: new UploadImage(uploads),
    getUpload: new GetUpload(uploads),
  };
}

function betUseCases(db: Database['db'], accounts: AccessDeps['accounts'], audit: AuditTrail): Platform['bets'] {
  const bets = new SqlBetRecords(db);
  return {
    record: new GetBetRecord(bets),
    profit: new GetPersonalProfit(bets),
    round: new GetRoundLog({ rounds: new SqlRounds(db), seeds: new SqlFairSeeds(db), accounts, audit }),
    memberBets: new GetMemberBets({ bets, accounts, audit }),
  };
}

function socialUseCases(d: SocialDeps): Platform['social'] {
  return { start: new StartSocialSignIn(d), finish: new FinishSocialSignIn(d), links: new ListMySocialLinks(d) };
}

function securityUseCases(
  d: AccessDeps & ChallengeDeps & AuthenticatorDeps & { bankAccounts: BankAccountRepository; codes: VerificationCodes; postbox: Postbox; audit: AuditTrail },
): SecurityPlatform {
  return {
    sendContactCode: new SendContactCode(d),
    bindContact: new BindContact(d),
    profile: new GetMyProfile(d),
    updateProfile: new UpdateMyProfile(d),
    setLanguage: new SetMyLanguage(d),
    overview: new GetSecurityOverview(d),
    startAuthenticator: new StartAuthenticatorBinding(d),
    confirmAuthenticator: new ConfirmAuthenticator(d),
    unbindAuthenticator: new UnbindAuthenticator(d),
    listSessions: new ListMySessions(d),
    revokeSessions: new RevokeMySessions(d),
    loginHistory: new ListLoginHistory(d.loginHistory),
    memberSessions: new ListMemberSessions(d),
    revokeMemberSessions: new RevokeMemberSessions(d),
  };
}

function protectionUseCases(d: ChangeDeps & Pick<AccessDeps, 'accounts'> & { readonly audit: AuditTrail }): ProtectionPlatform {
  return {
    mine: new GetMyProtection(d),
    setLimit: new SetMyLimit(d),
    takeBreak: new TakeBreak(d),
    member: new GetMemberProtection(d),
    setOperatorLimit: new SetOperatorLimit(d),
  };
}

/** Hot lists are recomputed at most once a minute per vendor. */
const HOT_GAMES_TTL_MS = 60_000;
/** The winner board is recomputed at most every 30 s per category. */
const WINNER_BOARD_TTL_MS = 30_000;
/** Catalogue pages are answered from memory for up to 30 s; a few thousand pages are a few MB. */
const CATALOG_TTL_MS = 30_000;
const CATALOG_PAGES = 2_000;

/** Kept apart from the use cases so a catalogue change made through another process can drop them. */
function catalogueCaches(db: Database['db'], clock: Clock): { catalog: CachedCatalog; hot: MemoryListCache<ListedGame>; clear(): void } {
  const now = () => clock.now().getTime();
  const catalog = new CachedCatalog(new SqlCatalog(db), { ttlMs: CATALOG_TTL_MS, capacity: CATALOG_PAGES, now });
  const hot = new MemoryListCache<ListedGame>(HOT_GAMES_TTL_MS, now);
  const clear = () => {
    catalog.clear();
    hot.clear();
  };
  return { catalog, hot, clear };
}

function composeCatalog(db: Database['db'], settings: SqlSettings, clock: Clock, caches: { catalog: CachedCatalog; hot: HotGamesCache }): CatalogPlatform {
  const { catalog, hot: cache } = caches;
  const now = () => clock.now().getTime();
  const favourites = new SqlFavourites(db);
  return {
    lobbyMenu: new GetLobbyMenu({ catalog, settings }),
    listGames: new ListGames({ catalog, settings }),
    hotGames: new GetHotGames({ catalog, cache }),
    winnerBoard: new GetWinnerBoard({ wins: new SqlWins(db), cache: new MemoryListCache<Winner>(WINNER_BOARD_TTL_MS, now), clock }),
    getGame: new GetGame(catalog),
    favouriteIds: new ListFavouriteIds(favourites),
    favouriteGames: new ListFavouriteGames(favourites),
    addFavourite: new AddFavourite(favourites),
    removeFavourite: new RemoveFavourite(favourites),
    recentGames: new ListRecentGames(new SqlRecentGames(db)),
    setVendorMaintenance: new SetVendorMaintenance({ catalog, cache }),
  };
}

/** The client side: portal use cases over the HTTP API with a session file. */
export function composeCli(url: string, sessionFile = join(homedir(), '.config', 'portal', 'session.json')): CliPortal {
  const api = new ApiClient(url, 'bearer');
  const promotions = new PromotionsApi(api);
  const desks = [
    promotions,
    new MissionsApi(api),
    new MallApi(api),
    new ChatApi(api),
    new FeedbackApi(api, promotions),
    new AgencyDeskApi(api),
    new AuditApi(api),
  ] as const;
  return new CliPortal(
    api,
    new FileSessionStore(sessionFile),
    new NodePowSolver(),
    new WithdrawalApi(api),
    new CatalogApiClient(api),
    new BetsApi(api),
    ...desks,
    new ProtectionApi(api),
    new LiveHostsApi(api),
  );
}

/** `portal status`: the health routes of the deployment at `url`, no session needed. */
export const composeStatus = (url: string): CheckDeployment => new CheckDeployment(new HealthApi(new ApiClient(url, 'bearer')));

export { DEMO_ACCOUNTS, createServerLogger };

export interface RunningServer {
  readonly address: string;
  readonly describe: string;
  readonly seedReport: SeedReport;
  /** Drains (readiness 503 for `drainDelayMs`, then finishes the requests in flight), stops the jobs and closes the database. */
  close(drainDelayMs: number): Promise<void>;
}

/** Requests in flight get this long to finish once the server stops accepting. */
const IN_FLIGHT_TIMEOUT_MS = 30_000;

export interface ServeOptions extends StorageOptions, MessagingOptions {
  readonly demo: boolean;
  readonly port: number;
  readonly host: string;
  readonly trustProxy: boolean;
  readonly logger: FastifyBaseLogger;
  readonly metricsToken: string | undefined;
}

/** `portal serve`: the platform behind the HTTP adapter, with the built web app. Only a test passes `test`. */
export async function startServer(options: ServeOptions, test?: TestComposition): Promise<RunningServer> {
  const { platform, database, seedReport, extraRoutes, operations } = await composePlatform(
    {
      databaseUrl: options.databaseUrl,
      databaseDirectUrl: options.databaseDirectUrl,
      dataDir: options.dataDir,
      demo: options.demo,
      messageGateway: options.messageGateway,
    },
    test,
  );
  const app = await buildServer(platform, {
    logger: options.logger,
    webRoot: WEB_ROOT,
    trustProxy: options.trustProxy,
    extraRoutes,
    operations: { ...operations, metricsToken: options.metricsToken },
  });
  const address = await app.listen({ port: options.port, host: options.host });
  return {
    address,
    describe: database.describe,
    seedReport,
    async close(drainDelayMs) {
      await drainAndClose(app, operations.drain, { delayMs: drainDelayMs, timeoutMs: IN_FLIGHT_TIMEOUT_MS });
      await database.close();
    },
  };
}

/** Runs `work` on a migrated database and closes it afterwards. */
async function withStorage<T>(options: StorageOptions, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openStorage(options);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export const backupStorage = (options: StorageOptions): Promise<string> => withStorage(options, (d) => backupDatabase(d.db));

export const restoreStorage = (options: StorageOptions, text: string): Promise<Result<{ tables: number; rows: number }>> =>
  withStorage(options, (d) => restoreDatabase(d.db, text));

export const resetStorage = (options: StorageOptions): Promise<void> => withStorage(options, (d) => resetDatabase(d.db));

export const describeStorage = (options: StorageOptions): Promise<string> => withStorage(options, async (d) => d.describe);
