import { isValidClientSeed } from '../../domain/play/fairness';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { freshSeed, type PlayDeps } from './deps';
import { HOUSE_PROVIDER } from './play-house-round';
import { activeSession } from './play-session';
import type { SeedPair } from './ports';

export interface SeedView {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface RevealedSeed extends SeedView {
  readonly serverSeed: string;
}

export const seedView = (s: SeedPair): SeedView => ({ serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce });

/** The player's seed pair as shown before play: the server seed only as its hash. */
export class GetFairSeeds {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined): Promise<Result<SeedView>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    if (session.value.accountId === null) return fail('play.trial_not_fair');
    return ok(seedView(await this.deps.seeds.active(session.value.accountId, freshSeed(this.deps))));
  }
}

/**
 * Retires the active seed pair, revealing its server seed so every round played on it can be
 * verified, and starts a new pair (with the player's new client seed when one is given). Not while
 * one of the player's house rounds is open: the revealed seed would tell the cards still to come
 * (a blackjack hand's next card, the dealer's hole card).
 */
export class RotateSeed {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined, clientSeed: string | undefined): Promise<Result<{ revealed: RevealedSeed | null; active: SeedView }>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    if (session.value.accountId === null) return fail('play.trial_not_fair');
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) return fail('play.invalid_client_seed', { field: 'clientSeed' });
    if ((await this.deps.rounds.openRounds(HOUSE_PROVIDER, session.value.accountId)).length > 0) return fail('play.round_unfinished');
    const { revealed, active } = await this.deps.seeds.rotate(session.value.accountId, freshSeed(this.deps, clientSeed), this.deps.clock.now());
    return ok({ revealed: revealed ? { ...seedView(revealed), serverSeed: revealed.serverSeed } : null, active: seedView(active) });
  }
}
