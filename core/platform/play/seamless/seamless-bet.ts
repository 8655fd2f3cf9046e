import { fail, ok, type Result } from '../../../domain/kernel/result';
import { checkSeamlessAmount } from '../../../domain/play/seamless-rules';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import {
  answer,
  answeredCall,
  checkCurrency,
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
import type { GameProvider } from './ports';
import { liveSession, stakeAdmitted } from '../play-session';

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
 * A provider takes a stake. Once per transaction id (a replay answers as the first time). A bet on
 * a closed round, or whose id a rollback already cancelled, is refused, and so is one past the
 * configured bound, for an account that is no player (staff, trial), whose play session or login
 * has ended, during maintenance, and during a break or over a wager or loss limit (`protection.*`),
 * all before anything is written. What it needs is read in one statement; the stake, the round
 * (opened if new), its step and the stored answer are written by the ledger's group commit in one
 * transaction, or nothing is when the wallet cannot cover the bet. One player's calls run one at a time.
 */
export class SeamlessBet {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, bet: BetRequest): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, bet.playerId), () => this.run(provider, bet, true));
  }

  private async run(provider: GameProvider, bet: BetRequest, mayRetry: boolean): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['bet', bet.playerId, bet.roundId, bet.gameCode, bet.amount.toString(), bet.currency]);
    const tokenHash = bet.token ? deps.tokens.hashOf(bet.token) : undefined;
    const at = deps.clock.now();
    const view = await deps.reads.view({ provider: provider.code, txId: bet.txId, playerId: bet.playerId, roundRef: bet.roundId, tokenHash, at });
    const replay = replayOf(view.known, hash);
    if (replay) return replay;
    if (!mayRetry) return fail('seamless.duplicate_transaction');
    const currency = checkCurrency(provider, bet.currency);
    if (!currency.ok) return currency;
    const player = await playerOfType(deps, view.accountType);
    if (!player.ok) return player;
    const amount = checkSeamlessAmount('bet', bet.amount, player.value);
    if (!amount.ok) return amount;
    const session = tokenHash ? await liveSession(deps, view.session, tokenHash) : fail('play.session_expired');
    if (!session.ok || session.value.accountId !== bet.playerId) return fail('play.session_expired');
    const open = await stakeAdmitted(deps);
    if (!open.ok) return open;
    if (view.round && (view.round.status === 'closed' || view.round.accountId !== bet.playerId)) return fail('seamless.round_closed');
    const admitted = await deps.guard.admitStakeOf(view.protection, bet.playerId, bet.amount);
    if (!admitted.ok) return admitted;
    const call = answeredCall(provider, {
      txId: bet.txId,
      kind: 'bet',
      payloadHash: hash,
      playerId: bet.playerId,
      roundId: bet.roundId,
      gameCode: bet.gameCode,
      amount: bet.amount,
    });
    const moved = await deps.ledger.transfer({
      key: providerTxKey(provider, bet.txId),
      debit: LEDGER_CODES.memberMain(bet.playerId),
      credit: LEDGER_CODES.houseShard(bet.playerId % HOUSE_SHARDS),
      amount: bet.amount,
      kind: 'bet',
      reference: `${provider.code}:${bet.roundId}`,
      openRound: { provider: provider.code, roundRef: bet.roundId, accountId: bet.playerId, gameCode: bet.gameCode, detail: {}, at },
      roundSteps: [{ roundId: 0, kind: 'bet', txId: bet.txId, amount: bet.amount, at, detail: {} }],
      roundCondition: { roundId: 0 },
      answers: call,
    });
    if (!moved.ok) {
      await deps.guard.release(bet.playerId, admitted.value, bet.amount);
      if (takenMeanwhile(moved.error.code)) return this.run(provider, bet, false);
      if (moved.error.code !== 'wallet.insufficient_funds') return moved;
      return fail('wallet.insufficient_funds', { value: { balance: String((await walletBalance(deps, bet.playerId)) ?? 0n) } });
    }
    const response = answer(moved.value.debitBalanceAfter, provider.currency, bet.txId);
    // The stake moved before under this id (an earlier attempt that stopped before its answer was stored).
    if (moved.value.replayed) await deps.transactions.answer({ ...call, response });
    return ok(response);
  }
}
