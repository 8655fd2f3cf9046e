import type { SettingsRepository } from '../../core/platform/system/ports';
import type { AccessDeps } from '../../core/platform/access/deps';
import { SqlAuditLog } from '../../adapters/sql/repositories/sql-audit-log';
import { LEDGER_CODES } from '../../core/platform/wallet/ledger';
import { SqlOutboundMessages, type MessageRoute } from '../../adapters/sql/repositories/sql-outbound-messages';
import { SqlVerificationCodes } from '../../adapters/sql/repositories/sql-verification-codes';
import { HmacCodeHasher } from '../../adapters/crypto/hmac-code-hasher';
import { SqlMessages } from '../../adapters/sql/repositories/sql-messages';
import { OutboxRelay } from '../../adapters/sql/outbox-relay';
import { HubFanOut } from '../../adapters/sql/outbox-fan-out';
import { NotifyFanOut } from '../../adapters/sql/notify-fan-out';
import { NoticeListener } from '../../adapters/sql/notice-listener';
import { ClearedEverywhere } from '../../adapters/sql/cleared-everywhere';
import { InProcessEventHub } from '../../adapters/api-server/event-hub';
import type { Platform } from '../../adapters/api-server/platform';
import { AltchaVerification } from '../../adapters/captcha/altcha-verification';
import { PictureCaptchaService } from '../../adapters/captcha/picture-captcha-service';
import { OWASP_SCRYPT, ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { RandomSessionTokens } from '../../adapters/crypto/session-tokens';
import { cryptoRandom, systemClock } from '../../adapters/crypto/system-clock';
import type { Database } from '../../adapters/sql/database';
import { SqlAccounts } from '../../adapters/sql/repositories/sql-accounts';
import { SqlLoginAttempts } from '../../adapters/sql/repositories/sql-login-attempts';
import { SqlRateLimiter } from '../../adapters/sql/repositories/sql-rate-limiter';
import { SqlSessions } from '../../adapters/sql/repositories/sql-sessions';
import { SqlSettings } from '../../adapters/sql/repositories/sql-settings';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { keepSecret, loadOrCreateSecret } from '../../adapters/sql/secrets';
import { SqlCaptchaAnswers } from '../../adapters/sql/repositories/sql-captcha-answers';
import { seed, type SeedReport } from '../../adapters/sql/seed/seed';
import type { FastifyInstance } from 'fastify';
import { SqlTeamStatsRollup } from '../../adapters/sql/repositories/sql-team-stats-rollup';
import { SqlAffiliateLinks } from '../../adapters/sql/repositories/sql-affiliate-links';
import { PeriodicJob } from '../../adapters/scheduler/periodic-job';
import { composePlay, composeSeamless } from './play';
import { composeLottery } from './lottery';
import { InProcessKeyedLock } from '../../adapters/memory/in-process-lock';
import { seedDemoWins } from '../../adapters/sql/seed/demo-wins';
import { SqlGameEngines } from '../../adapters/sql/repositories/sql-game-engines';
import { SqlKnownIps } from '../../adapters/sql/repositories/sql-known-ips';
import { SqlLoginHistory } from '../../adapters/sql/repositories/sql-login-history';
import { SqlLoginChallenges } from '../../adapters/sql/repositories/sql-login-challenges';
import { SqlAuthenticators } from '../../adapters/sql/repositories/sql-authenticators';
import { SqlReplayGuard } from '../../adapters/sql/repositories/sql-replay-guard';
import { RsaPayloadKeys } from '../../adapters/crypto/rsa-payload-keys';
import { OpenSealedPayload } from '../../core/platform/access/open-sealed-payload';
import { nodeHmacSha1 } from '../../adapters/crypto/hmac-sha1';
import type { ChallengeDeps } from '../../core/platform/access/new-ip-challenge';
import type { AuthenticatorDeps } from '../../core/platform/access/prove-authenticator';
import { WageringLock } from '../../core/platform/wallet/wagering-lock';
import { SqlRewardClaims } from '../../adapters/sql/repositories/sql-reward-claims';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import { ProtectionGuard } from '../../core/platform/protection/guard';
import { DrainState, type OperationsFacts } from '../../adapters/api-server/operations/operations-facts';
import { loadDefaults } from '../project';
import { openStorage, type StorageOptions } from './storage';
import type { TestComposition } from './test-composition';
import { SAFETY_NET_MS, platformJobs, type WakeSignals } from './jobs';
import { messageDelivery, type MessagingOptions } from './messaging';
import { operationsFacts } from './operations';
import { demoPaymentProvider } from './payment-provider';
import { accessUseCases } from './access';
import { systemUseCases } from './system';
import { messageUseCases } from './messages';
import { walletUseCases } from './wallet';
import { withdrawalUseCases } from './withdrawals';
import { agencyUseCases } from './agency';
import { engagementUseCases } from './engagement';
import { catalogueCaches, composeCatalog } from './catalog';
import { betUseCases } from './play';
import { securityUseCases } from './security';
import { protectionUseCases } from './protection';
import type { ServerWiring } from './wiring';

/** Proof-of-work difficulty without recent failures: about 25k SHA-256 rounds on average, a fraction of a second in a browser. */
const HUMAN_WORK_BASE = 50_000;

export interface ComposedPlatform {
  readonly platform: Platform;
  readonly database: Database;
  /** The settings repository the platform reads, for tests and benchmarks that compose more over the same database. */
  readonly settings: SettingsRepository;
  readonly seedReport: SeedReport;
  /** Served beside the API: the demo payment provider's hosted page, in a demo only. */
  readonly extraRoutes: readonly ((app: FastifyInstance) => Promise<void>)[];
  readonly operations: { readonly facts: OperationsFacts; readonly drain: DrainState };
  /** Runs one periodic job now, to its end; a failure is thrown, not retried. */
  runJob(name: string): Promise<void>;
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
  const kick = () => relay.kick();
  const jobs: PeriodicJob[] = [];
  const wakeWhen: WakeSignals = { moneyMoved: [], settingsSaved: [] };
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
  const messages = new SqlMessages(db, kick);
  for (const code of [LEDGER_CODES.paymentClearing, LEDGER_CODES.bonus, LEDGER_CODES.agentCommission, LEDGER_CODES.adjustments])
    await ledger.openAccount({ code, kind: 'system', ownerId: null, currency: defaults.currency.code, allowNegative: true });
  const replays = new SqlReplayGuard(db, clock);
  const payloadKeys = new RsaPayloadKeys((make) => keepSecret(db, 'payload-key', make));
  const human = new AltchaVerification(replays, clock, await loadOrCreateSecret(db, 'altcha'));
  const psp = options.demo ? await demoPaymentProvider(db, clock, defaults.merchant) : null;
  const protection = new SqlProtection(db);
  const guard = new ProtectionGuard({ protection, settings, clock });
  const access: AccessDeps = {
    accounts: new SqlAccounts(db),
    sessions: new SqlSessions(db, kick),
    attempts: new SqlLoginAttempts(db),
    hasher,
    tokens: new RandomSessionTokens(),
    captcha: new PictureCaptchaService(new SqlCaptchaAnswers(db, clock), clock),
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
  const verification = {
    codes: new SqlVerificationCodes(db, clock, outbound),
    codeHasher: new HmacCodeHasher(await loadOrCreateSecret(db, 'verification-codes')),
    clock,
  };
  const challenge: ChallengeDeps & AuthenticatorDeps = {
    challenges: new SqlLoginChallenges(db, outbound),
    authenticators: new SqlAuthenticators(db),
    random: cryptoRandom,
    hmac: nodeHmacSha1,
    codeHasher: verification.codeHasher,
    clock,
  };
  const rewardClaims = new SqlRewardClaims(db);
  const wiring: ServerWiring = {
    db,
    clock,
    settings,
    ledger,
    messages,
    access,
    outbound,
    verification,
    challenge,
    guard,
    rewardClaims,
    wagering: new WageringLock(rewardClaims),
    affiliates: new SqlAffiliateLinks(db),
    auditLog: new SqlAuditLog(db),
    kick,
  };
  const playWiring = {
    db,
    ledger,
    tokens: access.tokens,
    logins: access.sessions,
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
      accounts: access.accounts,
      sessions: access.sessions,
      tokens: access.tokens,
      ledger,
      currency: defaults.currency.code,
      now: () => clock.now(),
    });
  // The rollup and the reports cut active days in the operator's default zone (see sql-active-days).
  const rollup = new SqlTeamStatsRollup(db, defaults.timezone);
  const platform: Platform = {
    ...accessUseCases(wiring),
    ...systemUseCases(wiring, options.demo),
    ...walletUseCases(wiring, psp),
    ...messageUseCases(wiring),
    ...withdrawalUseCases(wiring),
    ...agencyUseCases(wiring, { rollup, statsZone: defaults.timezone }),
    events,
    catalog: composeCatalog(db, settings, clock, { catalog: caches.catalog, hot: notices ? new ClearedEverywhere(caches.hot, db) : caches.hot }),
    engagement: engagementUseCases(wiring),
    play,
    seamless: composeSeamless({ ...playWiring, accounts: access.accounts }),
    lottery: composeLottery({ db, ledger, settings, guard, random: cryptoRandom, clock, kick }),
    bets: betUseCases(db, access.accounts, wiring.auditLog),
    sealed: { keys: payloadKeys, open: new OpenSealedPayload({ keys: payloadKeys, replays, clock }) },
    protection: protectionUseCases(wiring),
    security: securityUseCases(wiring),
  };
  jobs.push(...platformJobs(platform, { rollup, clock, wakeWhen, jobEveryMs: test?.jobEveryMs }));
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
    settings,
    seedReport,
    extraRoutes: psp ? [psp.routes] : [],
    operations: { facts: operationsFacts(db, jobs), drain: new DrainState() },
    runJob,
  };
}
