import { fail, ok, type Result } from '../../../domain/kernel/result';
import { checkSeamlessAmount } from '../../../domain/play/seamless-rules';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import { answer, checkCurrency, lockKey, payloadHash, providerPlayer, providerTxKey, replayOf, walletBalance, type SeamlessDeps, type WalletAnswer } from './deps';
import type { GameProvider } from './ports';
import { activeSession, stakeAdmitted } from '../play-session';

export interface BetRequest {
  readonly playerId: number;
  readonly token: string;
  readonly txId: string;
  readonly roundId: string;
  readonly gameCode: string;
  readonly amount: bigint;
  readonly currency: string;
}

/**
 * A provider takes a stake. Once per transaction id (a replay answers as the first time); the
 * id is claimed before money moves and released again when the wallet cannot cover the bet, so
 * a refusal writes nothing. A bet on a closed round, or whose id a rollback already cancelled,
 * is refused, and so is one past the configured bound, for an account that is no player (staff,
 * trial), whose play session or login has ended, during maintenance, and during a break or over a
 * wager or loss limit (`protection.*`), all before anything is written. One player's calls run
 * one at a time.
 */
export class SeamlessBet {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, bet: BetRequest): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, bet.playerId), () => this.run(provider, bet));
  }

  private async run(provider: GameProvider, bet: BetRequest): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['bet', bet.playerId, bet.roundId, bet.gameCode, bet.amount.toString(), bet.currency]);
    const replay = replayOf(await deps.transactions.find(provider.code, bet.txId), hash);
    if (replay) return replay;
    const currency = checkCurrency(provider, bet.currency);
    if (!currency.ok) return currency;
    const player = await providerPlayer(deps, bet.playerId);
    if (!player.ok) return player;
    const amount = checkSeamlessAmount('bet', bet.amount, player.value);
    if (!amount.ok) return amount;
    const session = await activeSession(deps, bet.token);
    if (!session.ok || session.value.accountId !== bet.playerId) return fail('play.session_expired');
    const open = await stakeAdmitted(deps);
    if (!open.ok) return open;
    const round = await deps.rounds.findByRef(provider.code, bet.roundId);
    if (round && (round.status === 'closed' || round.accountId !== bet.playerId)) return fail('seamless.round_closed');
    const admitted = await deps.guard.admitStake(bet.playerId, bet.amount);
    if (!admitted.ok) return admitted;
    const claimed = await deps.transactions.claim({ provider: provider.code, txId: bet.txId, kind: 'bet', payloadHash: hash, playerId: bet.playerId, roundId: bet.roundId, gameCode: bet.gameCode, amount: bet.amount });
    // Taken meanwhile (another process): by a rollback's tombstone, another payload or a finished
    // twin, answer as a replay would; a twin still under way is finished here too (same key).
    const taken = claimed ? null : replayOf(await deps.transactions.find(provider.code, bet.txId), hash);
    if (taken) {
      await deps.guard.release(bet.playerId, admitted.value, bet.amount);
      return taken;
    }
    const settled = await settleBet(deps, provider, bet);
    if (!settled.ok) await deps.guard.release(bet.playerId, admitted.value, bet.amount);
    return settled;
  }
}

/**
 * Moves a claimed bet's stake (again, harmlessly, when it already moved) with its round step. The
 * round is opened first, and removed again when the wallet refuses the stake and nothing else
 * landed on it.
 */
export async function settleBet(deps: SeamlessDeps, provider: GameProvider, bet: Omit<BetRequest, 'token'>): Promise<Result<WalletAnswer>> {
  const key = providerTxKey(provider, bet.txId);
  const at = deps.clock.now();
  const round = await deps.rounds.open({ provider: provider.code, roundRef: bet.roundId, accountId: bet.playerId, gameCode: bet.gameCode, detail: {}, at });
  const moved = await deps.ledger.transfer({
    key,
    debit: LEDGER_CODES.memberMain(bet.playerId),
    credit: LEDGER_CODES.houseShard(bet.playerId % HOUSE_SHARDS),
    amount: bet.amount,
    kind: 'bet',
    reference: `${provider.code}:${bet.roundId}`,
    roundSteps: [{ roundId: round.id, kind: 'bet', txId: bet.txId, amount: bet.amount, at, detail: {} }],
    roundCondition: { roundId: round.id },
  });
  if (!moved.ok) {
    if (round.steps.length === 0) await deps.rounds.remove(round.id);
    await deps.transactions.release(provider.code, bet.txId);
    if (moved.error.code !== 'wallet.insufficient_funds') return moved;
    return fail('wallet.insufficient_funds', { value: { balance: String((await walletBalance(deps, bet.playerId)) ?? 0n) } });
  }
  const response = answer(moved.value.debitBalanceAfter, provider.currency, bet.txId);
  await deps.transactions.complete(provider.code, bet.txId, response);
  return ok(response);
}
