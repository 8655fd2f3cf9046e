import { checkBet } from '../../domain/play/bet-limits';
import { payoutFor, type Engine, type EngineCode } from '../../domain/play/engine';
import { ENGINES, isOneShot } from '../../domain/play/engines';
import { fairDraw, floatsFromBytes, type Draw } from '../../domain/play/fairness';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { freshSeed, type PlayDeps } from './deps';
import { finishHouseRound, houseRoundTransfers } from './finish-house-round';
import { liveSession, playableBalance, stakeAdmitted, type ActiveSession } from './play-session';
import type { HouseRoundStart } from './ports';

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
 * One round of a house game, decided on the server. Its start is one read that, for a member,
 * also takes the next nonce of the provably fair stream and the round's id; the round is decided
 * from that stream and written with all its movements together (the bet, the jackpot share, the
 * win) keyed by the round id, or not at all when the wallet cannot cover the bet. A jackpot is
 * paid after, as finishing a round pays it. A trial decides from fresh random bytes and moves
 * only the session's demo credits. Nothing is played during maintenance.
 */
export class PlayHouseRound {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined, engineCode: EngineCode, request: PlayRequest): Promise<Result<PlayedRound>> {
    if (!token) return fail('play.session_expired');
    const tokenHash = this.deps.tokens.hashOf(token);
    const start = await this.deps.houseRounds.start(tokenHash, this.deps.clock.now());
    const session = await liveSession(this.deps, start.session, tokenHash);
    if (!session.ok) return session;
    const admitted = await stakeAdmitted(this.deps);
    if (!admitted.ok) return admitted;
    if (session.value.engine !== engineCode || !isOneShot(engineCode)) return fail('play.wrong_game');
    const engine = ENGINES[engineCode];
    const params = engine.parse(session.value.gameCode, request.params);
    if (!params.ok) return params;
    const amount = checkBet(request.amount);
    if (!amount.ok) return amount;
    if (engine.stake && engine.stake(params.value) !== amount.value) return fail('play.invalid_params', { field: 'amount' });
    const accountId = session.value.accountId;
    const balance = accountId === null ? (session.value.demoBalance ?? 0n) : (start.available ?? 0n);
    if (balance < amount.value) return fail('wallet.insufficient_funds', { value: { balance: balance.toString() } });
    return accountId === null
      ? this.playTrial(session.value, engine, params.value, amount.value)
      : this.playReal(session.value, engine, start, accountId, params.value, amount.value);
  }

  private async playTrial(session: ActiveSession, engine: Engine<unknown, unknown>, params: unknown, bet: bigint): Promise<Result<PlayedRound>> {
    const decision = engine.play(
      params,
      randomDraw(() => this.deps.random.bytes(32)),
    );
    const win = payoutFor(bet, decision.multiplier);
    const balance = await this.deps.sessions.settleDemo(session.tokenHash, bet, win);
    if (balance === null) return fail('wallet.insufficient_funds', { value: { balance: (await playableBalance(this.deps, session)).toString() } });
    return ok({ roundId: null, outcome: decision.outcome, multiplier: decision.multiplier, bet, win, jackpot: 0n, balance, fairness: null });
  }

  private async playReal(
    session: ActiveSession,
    engine: Engine<unknown, unknown>,
    start: HouseRoundStart,
    accountId: number,
    params: unknown,
    bet: bigint,
  ): Promise<Result<PlayedRound>> {
    const { deps } = this;
    const admitted = await deps.guard.admitStakeOf(start.protection, accountId, bet);
    if (!admitted.ok) return admitted;
    const seeds = start.seeds ?? (await deps.seeds.takeNonce(accountId, freshSeed(deps)));
    const decision = engine.play(params, fairDraw(deps.crypto.hmacSha256, seeds));
    const fairness = { seedId: seeds.id, serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
    const detail = { engine: session.engine, params, outcome: decision.outcome, multiplier: decision.multiplier, ...fairness };
    const round = {
      id: start.roundId!,
      provider: HOUSE_PROVIDER,
      roundRef: `${seeds.id}:${seeds.nonce}`,
      accountId,
      gameCode: session.gameCode,
      detail,
      at: deps.clock.now(),
    };
    const jackpotHit = (decision.outcome as { jackpot?: boolean }).jackpot === true;
    const transfers = houseRoundTransfers({ round, bet, params, outcome: decision.outcome, multiplier: decision.multiplier, jackpotHit });
    const [staked, ...after] = await deps.ledger.transferAll(transfers);
    if (!staked!.ok) {
      await deps.guard.release(accountId, admitted.value, bet);
      if (staked!.error.code !== 'wallet.insufficient_funds') return staked!;
      return fail('wallet.insufficient_funds', { value: { balance: (await playableBalance(deps, session)).toString() } });
    }
    const refused = after.find((moved) => !moved.ok);
    if (refused) return refused as Result<never>;
    const win = payoutFor(bet, decision.multiplier);
    const paid = after.find((moved) => moved.ok && moved.value.kind === 'win');
    let balance = paid?.ok ? paid.value.creditBalanceAfter : staked!.value.debitBalanceAfter;
    await deps.guard.countReturnOf(start.protection, accountId, win);
    let jackpot = 0n;
    if (jackpotHit) {
      const recorded = new Set(transfers.flatMap((t) => (t.roundSteps ?? []).map((step) => step.txId)));
      const finished = await finishHouseRound(deps, {
        id: round.id,
        accountId,
        gameCode: session.gameCode,
        bet,
        multiplier: decision.multiplier,
        jackpotHit,
        balance,
        recorded,
      });
      if (!finished.ok) return finished;
      ({ jackpot, balance } = finished.value);
    }
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
