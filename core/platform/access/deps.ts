import type { Clock } from '../../domain/kernel/ports';
import type { SettingsRepository } from '../system/ports';
import type { WalletLedger } from '../wallet/ports';
import type {
  AccountRepository,
  CaptchaService,
  HumanVerification,
  LoginAttempts,
  PasswordHasher,
  RateLimiter,
  SessionRepository,
  TokenIssuer,
  KnownIps,
  LoginHistory,
} from './ports';
import type { ProtectionRepository } from '../protection/ports';

/** What the access use cases need, wired once in the composition root. */
export interface AccessDeps {
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly attempts: LoginAttempts;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly captcha: CaptchaService;
  readonly human: HumanVerification;
  /** The proof-of-work difficulty asked of a login without recent failures. */
  readonly humanWorkBase: number;
  readonly limiter: RateLimiter;
  readonly settings: SettingsRepository;
  readonly ledger: WalletLedger;
  readonly knownIps: KnownIps;
  readonly loginHistory: LoginHistory;
  /** Breaks refuse logins; a session-time limit shortens the sessions opened. */
  readonly protection: ProtectionRepository;
  readonly clock: Clock;
}

export interface Caller {
  readonly ip: string;
  /** The User-Agent header, shown in the member's list of sessions. */
  readonly userAgent?: string;
}
