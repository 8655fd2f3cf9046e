import { fail, ok, type Result } from '../../../domain/kernel/result';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import { answer, lockKey, payloadHash, providerPlayer, providerTxKey, replayOf, walletBalance, type SeamlessDeps, type WalletAnswer } from './deps';
import type { GameProvider } from './ports';
import { settleBet } from './seamless-bet';

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
    return this.deps.lock.run(lockKey(provider, rollback.playerId), () => this.run(provider, rollback));
  }

  private async run(provider: GameProvider, rb: RollbackRequest): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['rollback', rb.playerId, rb.roundId, rb.betTxId]);
    const replay = replayOf(await deps.transactions.find(provider.code, rb.txId), hash);
    if (replay) return replay;
    const player = await providerPlayer(deps, rb.playerId);
    if (!player.ok) return player;
    const balance = await walletBalance(deps, rb.playerId);
    if (balance === null) return fail('seamless.unknown_player');
    const bet = await deps.transactions.find(provider.code, rb.betTxId);
    if (bet && (bet.kind !== 'bet' && bet.kind !== 'tombstone')) return fail('seamless.rollback_refused');
    if (bet && bet.kind === 'bet' && (bet.playerId !== rb.playerId || bet.roundId !== rb.roundId)) return fail('seamless.rollback_refused');
    const claim = { provider: provider.code, txId: rb.txId, kind: 'rollback' as const, payloadHash: hash, playerId: rb.playerId, roundId: rb.roundId, gameCode: bet?.gameCode ?? '', amount: bet?.amount ?? 0n };
    // A bet another process claims meanwhile wins the id from the tombstone: look again.
    const cancel = () => deps.transactions.claim({ ...claim, txId: rb.betTxId, kind: 'tombstone', payloadHash: '' });
    if (!bet || bet.kind === 'tombstone') {
      if (!bet && !(await cancel())) return this.run(provider, rb);
      return this.done(provider, rb, claim, balance);
    }
    if (!bet.response) {
      const settled = await settleBet(deps, provider, { ...bet, playerId: rb.playerId, currency: provider.currency });
      if (!settled.ok) {
        if (!(await cancel())) return this.run(provider, rb);
        return this.done(provider, rb, claim, balance);
      }
    }
    const round = await deps.rounds.findByRef(provider.code, rb.roundId);
    if (!round || round.status === 'closed' || round.steps.some((s) => s.kind === 'win' && s.amount > 0n)) return fail('seamless.rollback_refused');
    const reversed = await deps.ledger.transfer({
      key: `${providerTxKey(provider, rb.betTxId)}:reversal`,
      debit: LEDGER_CODES.houseShard(rb.playerId % HOUSE_SHARDS),
      credit: LEDGER_CODES.memberMain(rb.playerId),
      amount: bet.amount,
      kind: 'rollback',
      reference: `${provider.code}:${rb.roundId}`,
      roundSteps: [{ roundId: round.id, kind: 'rollback', txId: rb.betTxId, amount: bet.amount, at: deps.clock.now(), detail: { rollbackTxId: rb.txId } }],
      roundCondition: { roundId: round.id },
    });
    if (!reversed.ok) return reversed.error.code === 'seamless.round_closed' ? fail('seamless.rollback_refused') : reversed;
    if (!reversed.value.replayed) await deps.guard.countReturn(rb.playerId, bet.amount);
    const after = reversed.value.replayed ? ((await walletBalance(deps, rb.playerId)) ?? 0n) : reversed.value.creditBalanceAfter;
    return this.done(provider, rb, claim, after);
  }

  private async done(provider: GameProvider, rb: RollbackRequest, claim: Parameters<SeamlessDeps['transactions']['claim']>[0], balance: bigint): Promise<Result<WalletAnswer>> {
    await this.deps.transactions.claim(claim);
    const response = answer(balance, provider.currency, rb.txId);
    await this.deps.transactions.complete(provider.code, rb.txId, response);
    return ok(response);
  }
}
