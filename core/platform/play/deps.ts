import type { SessionRepository, TokenIssuer } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { Clock, Random } from '../../domain/kernel/ports';
import type { Ledger } from '../wallet/ports';
import type { FairCrypto, GameEngines, HouseRounds, NewSeed, PlaySessionRepository, SeedRepository, RoundRepository } from './ports';
import type { RecentGameRepository } from '../catalog/ports';
import type { ProtectionGuard } from '../protection/guard';

export interface PlayDeps {
  readonly games: GameEngines;
  readonly recent: Pick<RecentGameRepository, 'record'>;
  readonly sessions: PlaySessionRepository;
  /** The login sessions play sessions belong to: play keeps its login from idling out. */
  readonly logins: Pick<SessionRepository, 'touch'>;
  /** The idle timeout of logins, and maintenance, which stops play. */
  readonly settings: Pick<SettingsRepository, 'load'>;
  readonly seeds: SeedRepository;
  readonly houseRounds: HouseRounds;
  readonly rounds: RoundRepository;
  readonly ledger: Pick<Ledger, 'transfer' | 'transferAll' | 'balances'>;
  readonly tokens: TokenIssuer;
  readonly crypto: FairCrypto;
  readonly random: Random;
  readonly clock: Clock;
  /** Breaks and wager and loss limits, checked before a stake moves. */
  readonly guard: ProtectionGuard;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new secret server seed (256 bits), its published hash, and a random client seed. */
export function freshSeed(deps: Pick<PlayDeps, 'crypto' | 'random'>, clientSeed?: string): NewSeed {
  const serverSeed = hex(deps.random.bytes(32));
  return { serverSeed, serverSeedHash: deps.crypto.sha256Hex(serverSeed), clientSeed: clientSeed ?? hex(deps.random.bytes(8)) };
}
