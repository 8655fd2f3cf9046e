import { fail, ok, type Result } from '../../../domain/kernel/result';
import { answer, lockKey, providerPlayer, walletBalance, type SeamlessDeps, type WalletAnswer } from './deps';
import type { GameProvider } from './ports';
import { activeSession } from '../play-session';

export interface AuthenticatedPlayer {
  readonly playerId: string;
  readonly balance: string;
  readonly currency: string;
  /** Rounds of this provider still open, so an interrupted game can resume. */
  readonly openRounds: readonly string[];
}

/**
 * A provider exchanges the player's play-session token for the player, balance and open rounds;
 * also during maintenance, so that rounds already staked can be settled. Here and in every call
 * naming a player, staff and trial accounts are `seamless.not_a_player`.
 */
export class SeamlessAuthenticate {
  constructor(private readonly deps: SeamlessDeps) {}

  async execute(provider: GameProvider, token: string): Promise<Result<AuthenticatedPlayer>> {
    const session = await activeSession(this.deps, token);
    const accountId = session.ok ? session.value.accountId : null;
    if (accountId === null) return fail('play.session_expired');
    const player = await providerPlayer(this.deps, accountId);
    if (!player.ok) return player;
    const balance = (await walletBalance(this.deps, accountId)) ?? 0n;
    const open = await this.deps.rounds.openRounds(provider.code, accountId);
    return ok({ playerId: String(accountId), balance: balance.toString(), currency: provider.currency, openRounds: open.map((r) => r.roundRef) });
  }
}

export class SeamlessBalance {
  constructor(private readonly deps: SeamlessDeps) {}

  async execute(provider: GameProvider, playerId: number): Promise<Result<WalletAnswer>> {
    const player = await providerPlayer(this.deps, playerId);
    if (!player.ok) return player;
    const balance = await walletBalance(this.deps, playerId);
    return balance === null ? fail('seamless.unknown_player') : ok(answer(balance, provider.currency));
  }
}

/**
 * The provider says a round is over: no bet, win or rollback is taken on it afterwards. A round
 * nothing landed on (its bets cancelled) is recorded closed, so a late bet cannot reopen it.
 */
export class SeamlessEndRound {
  constructor(private readonly deps: SeamlessDeps) {}

  execute(provider: GameProvider, playerId: number, roundId: string): Promise<Result<WalletAnswer>> {
    return this.deps.lock.run(lockKey(provider, playerId), async () => {
      const at = this.deps.clock.now();
      const player = await providerPlayer(this.deps, playerId);
      if (!player.ok) return player;
      if ((await walletBalance(this.deps, playerId)) === null) return fail('seamless.unknown_player');
      const round = await this.deps.rounds.open({ provider: provider.code, roundRef: roundId, accountId: playerId, gameCode: '', detail: {}, at });
      if (round.accountId !== playerId) return fail('seamless.round_not_found');
      await this.deps.rounds.close(round.id, at);
      return ok(answer((await walletBalance(this.deps, playerId)) ?? 0n, provider.currency));
    });
  }
}
