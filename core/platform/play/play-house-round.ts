import { checkBet } from '../../domain/play/bet-limits';
import { payoutFor, type EngineCode } from '../../domain/play/engine';
import { ENGINES } from '../../domain/play/engines';
import { fairDraw, floatsFromBytes, type Draw } from '../../domain/play/fairness';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { freshSeed, type PlayDeps } from './deps';
import { finishHouseRound } from './finish-house-round';
import { activeSession, playableBalance, stakeAdmitted, type ActiveSession } from './play-session';

export const HOUSE_PROVIDER = 'house';

export interface PlayRequest {
  readonly amount: bigint;
  readonly params: unknown;
}

export interface PlayedRound {
  /** Null for a trial round, which is not recorded. */
  readonly roundId: number | null;
  readonly outcome: unknown;
  readonly multiplier: number;
  readonly bet: bigint;
  readonly win: bigint;
  /** The progressive jackpot paid on this round (included in the balance, not in `win`). */
  readonly jackpot: bigint;
  readonly balance: bigint;
  readonly fairness: { readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number } | null;
}

/**
 * One round of a house game, decided on the server. Real play takes the player's next nonce,
 * decides from the provably fair stream, records the round, then moves the bet and any win
 * through the ledger keyed by the round id. A trial decides from fresh random bytes and moves
 * only the session's demo credits. Nothing is played during maintenance.
 */
export class PlayHouseRound {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined, engineCode: EngineCode, request: PlayRequest): Promise<Result<PlayedRound>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    const admitted = await stakeAdmitted(this.deps);
    if (!admitted.ok) return admitted;
    if (session.value.engine !== engineCode) return fail('play.wrong_game');
    const engine = ENGINES[engineCode];
    const params = engine.parse(session.value.gameCode, request.params);
    if (!params.ok) return params;
    const amount = checkBet(request.amount);
    if (!amount.ok) return amount;
    const balance = await playableBalance(this.deps, session.value);
    if (balance < amount.value) return fail('wallet.insufficient_funds', { value: { balance: balance.toString() } });
    return session.value.accountId === null
      ? this.playTrial(session.value, params.value, amount.value)
      : this.playReal(session.value, session.value.accountId, params.value, amount.value);
  }

  private async playTrial(session: ActiveSession, params: unknown, bet: bigint): Promise<Result<PlayedRound>> {
    const decision = ENGINES[session.engine].play(params, randomDraw(() => this.deps.random.bytes(32)));
    const win = payoutFor(bet, decision.multiplier);
    const balance = await this.deps.sessions.settleDemo(session.tokenHash, bet, win);
    if (balance === null) return fail('wallet.insufficient_funds', { value: { balance: (await playableBalance(this.deps, session)).toString() } });
    return ok({ roundId: null, outcome: decision.outcome, multiplier: decision.multiplier, bet, win, jackpot: 0n, balance, fairness: null });
  }

  private async playReal(session: ActiveSession, accountId: number, params: unknown, bet: bigint): Promise<Result<PlayedRound>> {
    const { deps } = this;
    const admitted = await deps.guard.admitStake(accountId, bet);
    if (!admitted.ok) return admitted;
    const seeds = await deps.seeds.takeNonce(accountId, freshSeed(deps));
    const decision = ENGINES[session.engine].play(params, fairDraw(deps.crypto.hmacSha256, seeds));
    const fairness = { seedId: seeds.id, serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
    const detail = { engine: session.engine, params, outcome: decision.outcome, multiplier: decision.multiplier, ...fairness };
    const round = await deps.rounds.open({ provider: HOUSE_PROVIDER, roundRef: `${seeds.id}:${seeds.nonce}`, accountId, gameCode: session.gameCode, detail, at: deps.clock.now() });
    const reference = `round:${round.id}`;
    const betKey = `${reference}:bet`;
    const at = deps.clock.now();
    const staked = await deps.ledger.transfer({
      key: betKey,
      debit: LEDGER_CODES.memberMain(accountId),
      credit: LEDGER_CODES.houseShard(round.id % HOUSE_SHARDS),
      amount: bet,
      kind: 'bet',
      reference,
      roundSteps: [
        { roundId: round.id, kind: 'bet', txId: betKey, amount: bet, at, detail: { params } },
        { roundId: round.id, kind: 'outcome', txId: `${reference}:outcome`, amount: 0n, at, detail: { outcome: decision.outcome, multiplier: decision.multiplier } },
      ],
    });
    if (!staked.ok) {
      await deps.rounds.remove(round.id);
      await deps.guard.release(accountId, admitted.value, bet);
      if (staked.error.code !== 'wallet.insufficient_funds') return staked;
      return fail('wallet.insufficient_funds', { value: { balance: (await playableBalance(deps, session)).toString() } });
    }
    const jackpotHit = (decision.outcome as { jackpot?: boolean }).jackpot === true;
    const taken = { id: round.id, accountId, gameCode: session.gameCode, bet, multiplier: decision.multiplier, jackpotHit, balance: staked.value.debitBalanceAfter, recorded: new Set<string>() };
    const finished = await finishHouseRound(deps, taken);
    if (!finished.ok) return finished;
    const { win, jackpot, balance } = finished.value;
    const { seedId: _seedId, ...shown } = fairness;
    return ok({ roundId: round.id, outcome: decision.outcome, multiplier: decision.multiplier, bet, win, jackpot, balance, fairness: shown });
  }
}

/** Floats from fresh random bytes, for trial rounds that nobody needs to verify. */
function randomDraw(bytes: () => Uint8Array): Draw {
  let buffer: number[] = [];
  return () => {
    if (buffer.length === 0) buffer = floatsFromBytes(bytes());
    return buffer.shift()!;
  };
}
