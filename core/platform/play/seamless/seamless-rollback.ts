import { fail, ok, type Result } from '../../../domain/kernel/result';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import {
  answer,
  answeredCall,
  lockKey,
  payloadHash,
  playerOfType,
  providerTxKey,
  replayOf,
  takenMeanwhile,
  walletBalance,
  type SeamlessDeps,
  type WalletAnswer,
} from './deps';
import type { AnsweredTransaction, GameProvider } from './ports';

export interface RollbackRequest {
  readonly playerId: number;
  readonly txId: string;
  readonly roundId: string;
  readonly betTxId: string;
}

/**
 * A provider cancels a bet. The stake goes back at most once (the reversal is keyed by the bet's
 * id); a round that already has a win or is closed keeps its bet; a bet never seen is marked
 * cancelled (a tombstone) so that it is refused if it arrives later. Rollbacks always land
 * otherwise (no session is needed), though never for an account that is no player (staff, trial).
 */
export class SeamlessRollback {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, rollback: RollbackRequest): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, rollback.playerId), () => this.run(provider, rollback, true));
  }

  private async run(provider: GameProvider, rb: RollbackRequest, mayRetry: boolean): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['rollback', rb.playerId, rb.roundId, rb.betTxId]);
    const at = deps.clock.now();
    const view = await deps.reads.view({ provider: provider.code, txId: rb.txId, playerId: rb.playerId, roundRef: rb.roundId, betTxId: rb.betTxId, at });
    const replay = replayOf(view.known, hash);
    if (replay) return replay;
    if (!mayRetry) return fail('seamless.duplicate_transaction');
    const player = await playerOfType(deps, view.accountType);
    if (!player.ok) return player;
    if (view.available === null) return fail('seamless.unknown_player');
    const bet = view.bet;
    if (bet && bet.kind !== 'bet' && bet.kind !== 'tombstone') return fail('seamless.rollback_refused');
    if (bet && bet.kind === 'bet' && (bet.playerId !== rb.playerId || bet.roundId !== rb.roundId)) return fail('seamless.rollback_refused');
    const call = answeredCall(provider, {
      txId: rb.txId,
      kind: 'rollback',
      payloadHash: hash,
      playerId: rb.playerId,
      roundId: rb.roundId,
      gameCode: bet?.gameCode ?? '',
      amount: bet?.amount ?? 0n,
    });
    if (!bet || bet.kind === 'tombstone') {
      // A bet another process takes meanwhile wins the id from the tombstone: look again.
      if (!bet && !(await deps.transactions.cancelUnseen({ ...call, txId: rb.betTxId }))) return this.run(provider, rb, mayRetry);
      return this.answerAlone(provider, rb, call, view.available);
    }
    const round = view.round;
    if (!round || round.status === 'closed' || round.steps.some((s) => s.kind === 'win' && s.amount > 0n)) return fail('seamless.rollback_refused');
    const reversed = await deps.ledger.transfer({
      key: `${providerTxKey(provider, rb.betTxId)}:reversal`,
      debit: LEDGER_CODES.houseShard(rb.playerId % HOUSE_SHARDS),
      credit: LEDGER_CODES.memberMain(rb.playerId),
      amount: bet.amount,
      kind: 'rollback',
      reference: `${provider.code}:${rb.roundId}`,
      roundSteps: [{ roundId: round.id, kind: 'rollback', txId: rb.betTxId, amount: bet.amount, at, detail: { rollbackTxId: rb.txId } }],
      roundCondition: { roundId: round.id },
      answers: call,
    });
    if (!reversed.ok) {
      if (takenMeanwhile(reversed.error.code)) return this.run(provider, rb, false);
      return reversed.error.code === 'seamless.round_closed' ? fail('seamless.rollback_refused') : reversed;
    }
    // Another rollback of the same bet moved the stake back already: this one answers with the wallet as it is.
    if (reversed.value.replayed) return this.answerAlone(provider, rb, call, (await walletBalance(deps, rb.playerId)) ?? 0n);
    await deps.guard.countReturnOf(view.protection, rb.playerId, bet.amount);
    return ok(answer(reversed.value.creditBalanceAfter, provider.currency, rb.txId));
  }

  /** A rollback that moves nothing: its answer is stored, once. */
  private async answerAlone(provider: GameProvider, rb: RollbackRequest, call: AnsweredTransaction, balance: bigint): Promise<Result<WalletAnswer>> {
    const response = answer(balance, provider.currency, rb.txId);
    return (await this.deps.transactions.answer({ ...call, response })) ? ok(response) : this.run(provider, rb, false);
  }
}
