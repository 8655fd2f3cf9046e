import { ENGINES, isOneShot } from '../../domain/play/engines';
import { fairDraw } from '../../domain/play/fairness';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { isBlackjackRound, latestMove } from './blackjack-round';
import type { PlayDeps } from './deps';
import { activeSession } from './play-session';
import { replayBlackjack } from './replay-blackjack';

export interface Verification {
  readonly roundId: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** The hash of the revealed seed is the one shown before play. */
  readonly hashMatches: boolean;
  /** Recomputing the round from the revealed seeds gives the recorded outcome and multiplier. */
  readonly outcomeMatches: boolean;
  readonly outcome: unknown;
  readonly multiplier: number;
}

/** Recomputes one of a player's past house rounds from its revealed seed pair. */
async function verifyHouseRound(deps: PlayDeps, accountId: number, roundId: number): Promise<Result<Verification>> {
  const round = await deps.rounds.find(roundId);
  if (!round || round.accountId !== accountId || round.provider !== 'house') return fail('play.round_not_found');
  const d = round.detail as { engine: string; params: unknown; outcome: unknown; multiplier: number; seedId: number; nonce: number };
  const seed = await deps.seeds.find(d.seedId);
  if (!seed || !seed.revealedAt || !(isOneShot(d.engine) || isBlackjackRound(round))) return fail('play.seed_not_revealed');
  const stream = () => fairDraw(deps.crypto.hmacSha256, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: d.nonce });
  const decision = isOneShot(d.engine) ? ENGINES[d.engine].play(d.params, stream()) : null;
  const replayed = decision ?? replayBlackjack(round, stream);
  return ok({
    roundId,
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: d.nonce,
    hashMatches: deps.crypto.sha256Hex(seed.serverSeed) === seed.serverSeedHash,
    outcomeMatches: decision
      ? canonical(decision.outcome) === canonical(d.outcome) && decision.multiplier === d.multiplier
      : replayed.outcome !== null && canonical(replayed.outcome) === canonical(latestMove(round)?.state),
    outcome: replayed.outcome,
    multiplier: replayed.multiplier,
  });
}

/** The game page's verify: the round of the player holding the play session. */
export class VerifyRound {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined, roundId: number): Promise<Result<Verification>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    if (session.value.accountId === null) return fail('play.round_not_found');
    return verifyHouseRound(this.deps, session.value.accountId, roundId);
  }
}

/** The betting record's verify: the logged-in member's own round. */
export class VerifyMyRound {
  constructor(private readonly deps: PlayDeps) {}

  async execute(caller: Principal, roundId: number): Promise<Result<Verification>> {
    return verifyHouseRound(this.deps, caller.account.id, roundId);
  }
}

/** JSON with object keys sorted, so a stored outcome compares equal whatever order storage kept. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
