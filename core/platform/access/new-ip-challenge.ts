import { availableFactors, CHALLENGE_TTL_MS, type SecondFactor } from '../../domain/access/second-factor';
import type { Random } from '../../domain/kernel/ports';
import type { Account } from './account';
import type { AccessDeps, Caller } from './deps';
import type { Authenticators, LoginChallenges } from './ports';

export interface ChallengeDeps {
  readonly challenges: LoginChallenges;
  readonly authenticators: Authenticators;
  readonly random: Random;
}

export interface IssuedChallenge {
  readonly id: string;
  readonly factors: readonly SecondFactor[];
  readonly expiresAt: Date;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A login from an IP the account has not logged in from must prove a second factor, when the
 * account has one bound. Null when the login may go on: a known IP, or nothing to ask for.
 */
export async function challengeNewIp(
  deps: ChallengeDeps & Pick<AccessDeps, 'knownIps' | 'clock'>,
  account: Account,
  caller: Caller,
): Promise<IssuedChallenge | null> {
  if (await deps.knownIps.isKnown(account.id, caller.ip)) return null;
  const authenticator = await deps.authenticators.find(account.id);
  const factors = availableFactors({
    mobileNum: account.mobileNum,
    email: account.email,
    payeeName: account.profile['payeeName'] ?? null,
    totp: authenticator?.confirmedAt != null,
  });
  if (factors.length === 0) return null;
  const challenge = {
    id: hex(deps.random.bytes(16)),
    accountId: account.id,
    ip: caller.ip,
    factors,
    expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
  };
  await deps.challenges.create(challenge);
  return { id: challenge.id, factors, expiresAt: challenge.expiresAt };
}
