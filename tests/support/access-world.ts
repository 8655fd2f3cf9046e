import type { AccessDeps, Caller } from '../../core/platform/access/deps';
import type { Principal } from '../../core/platform/access/authenticate';
import type { Account } from '../../core/platform/access/account';
import { roleOfType } from '../../core/domain/access/roles';
import type { PortalSettings } from '../../core/domain/system/settings';
import { InMemoryAccounts } from './fakes/accounts';
import { FakeCaptcha } from './fakes/captcha';
import { FakeClock, FakeRandom } from './fakes/clock';
import { FakeHasher, FakeTokens } from './fakes/hasher';
import { FakeHumanVerification, HUMAN_WORK_BASE } from './fakes/human-verification';
import { InMemoryLoginAttempts } from './fakes/login-attempts';
import { InMemoryRateLimiter } from './fakes/rate-limiter';
import { InMemorySessions } from './fakes/sessions';
import { defaultSettings, InMemorySettings } from './fakes/settings';
import { InMemoryWalletLedger } from './fakes/wallet-ledger';
import { InMemoryProtection } from './fakes/protection';
import { InMemoryAuthenticators, InMemoryKnownIps, InMemoryLoginChallenges, InMemoryLoginHistory } from './fakes/account-security';

/** Every access port as an in-memory fake, with the concrete types exposed for assertions. */
export interface AccessWorld extends AccessDeps {
  readonly accounts: InMemoryAccounts;
  readonly sessions: InMemorySessions;
  readonly attempts: InMemoryLoginAttempts;
  readonly hasher: FakeHasher;
  readonly tokens: FakeTokens;
  readonly captcha: FakeCaptcha;
  readonly human: FakeHumanVerification;
  readonly limiter: InMemoryRateLimiter;
  readonly settings: InMemorySettings;
  readonly ledger: InMemoryWalletLedger;
  readonly knownIps: InMemoryKnownIps;
  readonly loginHistory: InMemoryLoginHistory;
  readonly challenges: InMemoryLoginChallenges;
  readonly authenticators: InMemoryAuthenticators;
  readonly protection: InMemoryProtection;
  readonly clock: FakeClock;
  readonly random: FakeRandom;
}

export function accessWorld(settings: Partial<PortalSettings> = {}): AccessWorld {
  const clock = new FakeClock();
  return {
    accounts: new InMemoryAccounts(clock),
    sessions: new InMemorySessions(),
    attempts: new InMemoryLoginAttempts(),
    hasher: new FakeHasher(),
    tokens: new FakeTokens(),
    captcha: new FakeCaptcha(clock),
    human: new FakeHumanVerification(),
    humanWorkBase: HUMAN_WORK_BASE,
    limiter: new InMemoryRateLimiter(clock),
    settings: new InMemorySettings(defaultSettings(settings)),
    ledger: new InMemoryWalletLedger(),
    knownIps: new InMemoryKnownIps(),
    loginHistory: new InMemoryLoginHistory(),
    challenges: new InMemoryLoginChallenges(),
    authenticators: new InMemoryAuthenticators(),
    protection: new InMemoryProtection(),
    clock,
    random: new FakeRandom(),
  };
}

export const CALLER: Caller = { ip: '203.0.113.7' };

export const MEMBER_TYPE = 0;

/** Stores an account with a (fake-)hashed password and an open main wallet. */
export async function addAccount(
  world: AccessWorld,
  username: string,
  password: string,
  options: { type?: number; isDefaultPassword?: boolean } = {},
): Promise<Account> {
  const account = await world.accounts.create({
    username,
    nickname: username,
    type: options.type ?? MEMBER_TYPE,
    passwordHash: await world.hasher.hash(password),
    isDefaultPassword: options.isDefaultPassword ?? false,
    email: null,
    mobileNum: null,
    profile: {},
    paymentPasswordHash: null,
    registerIp: 'test',
  });
  if (!account) throw new Error(`account ${username} exists`);
  await world.ledger.openMainWallet(account.id, 'PKR');
  return account;
}

/** A principal as Authenticate would build it, for use cases that take one. */
export async function principalOf(world: AccessWorld, account: Account): Promise<Principal> {
  const settings = await world.settings.load();
  const now = world.clock.now();
  const session = await world.sessions.create(account.id, `principal-${account.id}-${now.getTime()}`, now, new Date(now.getTime() + 3_600_000), {
    ip: 'test',
    userAgent: '',
  });
  return { session, account, role: roleOfType(account.type, settings) };
}
