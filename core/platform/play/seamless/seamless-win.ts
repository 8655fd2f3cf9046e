import { fail, ok, type Result } from '../../../domain/kernel/result';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../wallet/ledger';
import { answer, checkCurrency, lockKey, payloadHash, providerTxKey, replayOf, walletBalance, type SeamlessDeps, type WalletAnswer } from './deps';
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
 * A provider pays a win (zero for a lost round). Wins always land: no session is needed and the
 * account's state does not matter; only a closed round or a bad payload refuses one.
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
    if (win.amount < 0n) return fail('seamless.invalid_amount', { field: 'amount' });
    const before = await walletBalance(deps, win.playerId);
    if (before === null) return fail('seamless.unknown_player');
    const existing = await deps.rounds.findByRef(provider.code, win.roundId);
    if (existing && (existing.status === 'closed' || existing.accountId !== win.playerId)) return fail('seamless.round_closed');
    await deps.transactions.claim({ provider: provider.code, txId: win.txId, kind: 'win', payloadHash: hash, playerId: win.playerId, roundId: win.roundId, gameCode: win.gameCode, amount: win.amount });
    const at = deps.clock.now();
    const round = existing ?? (await deps.rounds.open({ provider: provider.code, roundRef: win.roundId, accountId: win.playerId, gameCode: win.gameCode, detail: {}, at }));
    const step = { roundId: round.id, kind: 'win' as const, txId: win.txId, amount: win.amount, at, detail: {} };
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
        roundCondition: { roundId: round.id },
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
