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
import { IssueCaptcha } from '../core/platform/access/issue-captcha';
import { Login } from '../core/platform/access/login';
import { Logout } from '../core/platform/access/logout';
import { Register } from '../core/platform/access/register';
import { StartFreePlay } from '../core/platform/access/start-free-play';
import { GetHelpCenter } from '../core/platform/system/get-help-center';
import { GetSystemStatus } from '../core/platform/system/get-system-status';
import { UpdateSetting } from '../core/platform/system/update-setting';
import { AuditLedger } from '../core/platform/wallet/audit-ledger';
import { ApproveDeposit, RejectDeposit } from '../core/platform/wallet/decide-deposit';
import { GetAccountRecord } from '../core/platform/wallet/get-account-record';
import { LEDGER_CODES } from '../core/platform/wallet/ledger';
import { ListDeposits, ListMyDeposits } from '../core/platform/wallet/list-deposits';
import { RequestBankDeposit } from '../core/platform/wallet/request-bank-deposit';
import { SqlAccountRecord } from '../adapters/sql/repositories/sql-account-record';
import { SqlDeposits } from '../adapters/sql/repositories/sql-deposits';
import { SqlMessages } from '../adapters/sql/repositories/sql-messages';
import { OutboxRelay } from '../adapters/sql/outbox-relay';
import { InProcessEventHub } from '../adapters/api-server/event-hub';
import type { PortalSettings } from '../core/domain/system/settings';
import type { Platform } from '../adapters/api-server/platform';
import { AltchaVerification } from '../adapters/captcha/altcha-verification';
import { SvgCaptchaService } from '../adapters/captcha/svg-captcha-service';
import { ScryptHasher } from '../adapters/crypto/scrypt-hasher';
import { RandomSessionTokens } from '../adapters/crypto/session-tokens';
import { cryptoRandom, systemClock } from '../adapters/crypto/system-clock';
import { openDatabase, type Database } from '../adapters/sql/database';
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
import type { FastifyBaseLogger } from 'fastify';
import type { Result } from '../core/domain/kernel/result';
import { ApiClient } from '../adapters/api-client/api-client';
import { FileSessionStore } from '../adapters/file-storage/file-session-store';
import { NodePowSolver } from '../adapters/crypto/pow-solver';
import { CliPortal } from './cli-portal';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_ROOT = join(PROJECT_ROOT, 'web', 'dist');

export function loadDefaults(): PortalSettings {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'adapters', 'config', 'defaults.json'), 'utf8')) as PortalSettings;
}

export interface StorageOptions {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  readonly inMemory?: boolean;
}

/** Proof-of-work difficulty: about 25k SHA-256 rounds on average, a fraction of a second in a browser. */
const HUMAN_MAX_NUMBER = 50_000;

export async function openStorage(options: StorageOptions): Promise<Database> {
  const database = await openDatabase(options);
  await migrateToLatest(database.db);
  return database;
}

export interface ComposedPlatform {
  readonly platform: Platform;
  readonly database: Database;
  readonly seedReport: SeedReport;
}

/** The server side: sql + crypto + captcha adapters behind the platform use cases. */
export async function composePlatform(options: StorageOptions & { demo: boolean }): Promise<ComposedPlatform> {
  const storage = await openStorage(options);
  const { db } = storage;
  const clock = systemClock;
  const events = new InProcessEventHub();
  const relay = new OutboxRelay(db, events);
  relay.start();
  const database: Database = {
    ...storage,
    close: async () => {
      await relay.stop();
      await storage.close();
    },
  };
  const defaults = loadDefaults();
  const settings = new SqlSettings(db, defaults, () => clock.now().getTime());
  const hasher = new ScryptHasher();
  const ledger = new SqlLedger(db, () => relay.kick());
  const seedReport = await seed(db, hasher, ledger, { demo: options.demo, currency: defaults.currency.code });
  const deposits = new SqlDeposits(db);
  const messages = new SqlMessages(db);
  await ledger.openAccount({ code: LEDGER_CODES.paymentClearing, kind: 'system', ownerId: null, currency: defaults.currency.code, allowNegative: true });
  const human = new AltchaVerification(db, clock, await loadOrCreateSecret(db, 'altcha'), HUMAN_MAX_NUMBER);
  const deps: AccessDeps = {
    accounts: new SqlAccounts(db),
    sessions: new SqlSessions(db),
    attempts: new SqlLoginAttempts(db),
    hasher,
    tokens: new RandomSessionTokens(),
    captcha: new SvgCaptchaService(db, clock),
    human,
    limiter: new SqlRateLimiter(db, clock),
    settings,
    ledger,
    clock,
  };
  const platform: Platform = {
    authenticate: new Authenticate(deps),
    login: new Login(deps),
    logout: new Logout(deps),
    register: new Register(deps),
    changePassword: new ChangePassword(deps),
    memberInfo: new GetMemberInfo(deps),
    freePlay: new StartFreePlay({ ...deps, random: cryptoRandom }),
    findMember: new FindMember(deps),
    createStaff: new CreateStaff(deps),
    issueCaptcha: new IssueCaptcha(deps),
    human,
    systemStatus: new GetSystemStatus({ settings, random: cryptoRandom }),
    helpCenter: new GetHelpCenter({ help: new SqlHelp(db), settings }),
    updateSetting: new UpdateSetting({ settings }),
    settings,
    auditLedger: new AuditLedger(ledger),
    requestBankDeposit: new RequestBankDeposit({ deposits, settings }),
    listMyDeposits: new ListMyDeposits(deposits),
    listDeposits: new ListDeposits(deposits),
    approveDeposit: new ApproveDeposit({ deposits, messages, ledger, clock }),
    rejectDeposit: new RejectDeposit({ deposits, messages, clock }),
    accountRecord: new GetAccountRecord(new SqlAccountRecord(db)),
    events,
  };
  return { platform, database, seedReport };
}

/** The client side: portal use cases over the HTTP API with a session file. */
export function composeCli(url: string, sessionFile = join(homedir(), '.config', 'portal', 'session.json')): CliPortal {
  return new CliPortal(new ApiClient(url, 'bearer'), new FileSessionStore(sessionFile), new NodePowSolver());
}

export { DEMO_ACCOUNTS };

export interface RunningServer {
  readonly address: string;
  readonly describe: string;
  readonly seedReport: SeedReport;
  close(): Promise<void>;
}

/** `portal serve`: the platform behind the HTTP adapter, with the built web app. */
export async function startServer(options: StorageOptions & { demo: boolean; port: number; host: string; trustProxy: boolean; logger: FastifyBaseLogger }): Promise<RunningServer> {
  const { platform, database, seedReport } = await composePlatform(options);
  const app = await buildServer(platform, { logger: options.logger, webRoot: WEB_ROOT, trustProxy: options.trustProxy });
  const address = await app.listen({ port: options.port, host: options.host });
  return {
    address,
    describe: database.describe,
    seedReport,
    async close() {
      await app.close();
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

export const restoreStorage = (options: StorageOptions, text: string): Promise<Result<{ tables: number; rows: number }>> => withStorage(options, (d) => restoreDatabase(d.db, text));

export const resetStorage = (options: StorageOptions): Promise<void> => withStorage(options, (d) => resetDatabase(d.db));

export const describeStorage = (options: StorageOptions): Promise<string> => withStorage(options, async (d) => d.describe);
