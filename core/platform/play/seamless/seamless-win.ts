import { fail, ok, type Result } from '../../../domain/kernel/result';
import { checkSeamlessAmount, checkWinRound } from '../../../domain/play/seamless-rules';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import { answer, checkCurrency, lockKey, payloadHash, providerPlayer, providerTxKey, replayOf, walletBalance, type SeamlessDeps, type WalletAnswer } from './deps';
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
 * is needed and the account's state does not matter.
 */
export class SeamlessWin {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, win: WinRequest): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, win.playerId), () => this.run(provider, win));
  }

  private async run(provider: GameProvider, win: WinRequest): Promise<Result<WalletAnswer>> {
    const { deps } = this;
    const hash = payloadHash(deps, ['win', win.playerId, win.roundId, win.gameCode, win.amount.toString(), win.currency]);
    const replay = replayOf(await deps.transactions.find(provider.code, win.txId), hash);
    if (replay) return replay;
    const currency = checkCurrency(provider, win.currency);
    if (!currency.ok) return currency;
    const player = await providerPlayer(deps, win.playerId);
    if (!player.ok) return player;
    const amount = checkSeamlessAmount('win', win.amount, player.value);
    if (!amount.ok) return amount;
    const before = await walletBalance(deps, win.playerId);
    if (before === null) return fail('seamless.unknown_player');
    const round = checkWinRound(await deps.rounds.findByRef(provider.code, win.roundId), provider.code, win.playerId);
    if (!round.ok) return round;
    await deps.transactions.claim({ provider: provider.code, txId: win.txId, kind: 'win', payloadHash: hash, playerId: win.playerId, roundId: win.roundId, gameCode: win.gameCode, amount: win.amount });
    const at = deps.clock.now();
    const step = { roundId: round.value.id, kind: 'win' as const, txId: win.txId, amount: win.amount, at, detail: {} };
    let balance = before;
    if (win.amount > 0n) {
      const paid = await deps.ledger.transfer({
        key: providerTxKey(provider, win.txId),
        debit: LEDGER_CODES.houseShard(win.playerId % HOUSE_SHARDS),
        credit: LEDGER_CODES.memberMain(win.playerId),
        amount: win.amount,
        kind: 'win',
        reference: `${provider.code}:${win.roundId}`,
        roundSteps: [step],
        roundCondition: { roundId: round.value.id },
      });
      if (!paid.ok) {
        await deps.transactions.release(provider.code, win.txId);
        return paid;
      }
      balance = paid.value.creditBalanceAfter;
      if (!paid.value.replayed) await deps.guard.countReturn(win.playerId, win.amount);
    } else {
      await deps.rounds.addStep(step, balance);
    }
    const response = answer(balance, provider.currency, win.txId);
    await deps.transactions.complete(provider.code, win.txId, response);
    return ok(response);
  }
}
