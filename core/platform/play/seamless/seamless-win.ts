import { fail, ok, type Result } from '../../../domain/kernel/result';
import { checkSeamlessAmount, checkWinRound } from '../../../domain/play/seamless-rules';
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
  type SeamlessDeps,
  type WalletAnswer,
} from './deps';
import type { GameProvider } from './ports';

export interface WinRequest {
  readonly playerId: number;
  readonly txId: string;
  readonly roundId: string;
  readonly gameCode: string;
  readonly amount: bigint;
  readonly currency: string;
}

/**
 * A provider pays a win (zero for a lost round) on a round the same player opened with a bet of
 * this provider (see checkWinRound), up to the configured bound. Such wins always land: no session
 * is needed and the account's state does not matter. One read, then one write: the payout with its
 * round step and stored answer in the ledger's group commit, or for a zero win the step and the answer.
 */
export class SeamlessWin {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, win: WinRequest): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, win.playerId), () => this.run(provider, win, true));
  }

  private async run(provider: GameProvider, win: WinRequest, mayRetry: boolean): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['win', win.playerId, win.roundId, win.gameCode, win.amount.toString(), win.currency]);
    const at = deps.clock.now();
    const view = await deps.reads.view({ provider: provider.code, txId: win.txId, playerId: win.playerId, roundRef: win.roundId, at });
    const replay = replayOf(view.known, hash);
    if (replay) return replay;
    if (!mayRetry) return fail('seamless.duplicate_transaction');
    const currency = checkCurrency(provider, win.currency);
    if (!currency.ok) return currency;
    const player = await playerOfType(deps, view.accountType);
    if (!player.ok) return player;
    const amount = checkSeamlessAmount('win', win.amount, player.value);
    if (!amount.ok) return amount;
    if (view.available === null) return fail('seamless.unknown_player');
    const round = checkWinRound(view.round, provider.code, win.playerId);
    if (!round.ok) return round;
    const call = answeredCall(provider, {
      txId: win.txId,
      kind: 'win',
      payloadHash: hash,
      playerId: win.playerId,
      roundId: win.roundId,
      gameCode: win.gameCode,
      amount: win.amount,
    });
    const step = { roundId: round.value.id, kind: 'win' as const, txId: win.txId, amount: win.amount, at, detail: {} };
    if (win.amount === 0n) {
      const response = answer(view.available, provider.currency, win.txId);
      return (await deps.transactions.answer({ ...call, response }, { step, balanceAfter: view.available })) ? ok(response) : this.run(provider, win, false);
    }
    const paid = await deps.ledger.transfer({
      key: providerTxKey(provider, win.txId),
      debit: LEDGER_CODES.houseShard(win.playerId % HOUSE_SHARDS),
      credit: LEDGER_CODES.memberMain(win.playerId),
      amount: win.amount,
      kind: 'win',
      reference: `${provider.code}:${win.roundId}`,
      roundSteps: [step],
      roundCondition: { roundId: round.value.id },
      answers: call,
    });
    if (!paid.ok) return takenMeanwhile(paid.error.code) ? this.run(provider, win, false) : paid;
    const response = answer(paid.value.creditBalanceAfter, provider.currency, win.txId);
    if (paid.value.replayed) await deps.transactions.answer({ ...call, response });
    else await deps.guard.countReturnOf(view.protection, win.playerId, win.amount);
    return ok(response);
  }
}
