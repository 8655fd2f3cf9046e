import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkBet } from '../../domain/play/bet-limits';
import { deal } from '../../domain/play/blackjack';
import { playerView } from '../../domain/play/blackjack-view';
import { fairDraw } from '../../domain/play/fairness';
import { LEDGER_CODES } from '../wallet/ledger';
import {
  BLACKJACK_ENGINE,
  houseOf,
  isBlackjackRound,
  latestMove,
  payBlackjack,
  roundView,
  winTransfer,
  type BlackjackRoundDetail,
  type BlackjackRoundView,
  type BlackjackStepDetail,
} from './blackjack-round';
import { freshSeed, type PlayDeps } from './deps';
import { HOUSE_PROVIDER } from './play-house-round';
import { liveSession, playableBalance, stakeAdmitted } from './play-session';
import { dealTrial } from './trial-blackjack';

/**
 * Deals a blackjack hand for the member holding the play session: the bet is taken and the round
 * opened with the deal as its first step, in one write; a deal that ends the round (a blackjack
 * either side) pays it in the same write. A trial plays on demo credits (trial-blackjack.ts).
 */
export class StartBlackjack {
  constructor(private readonly deps: PlayDeps) {}

  async execute(token: string | undefined, amount: bigint): Promise<Result<BlackjackRoundView>> {
    const { deps } = this;
    if (!token) return fail('play.session_expired');
    const tokenHash = deps.tokens.hashOf(token);
    const start = await deps.houseRounds.start(tokenHash, deps.clock.now());
    const session = await liveSession(deps, start.session, tokenHash);
    if (!session.ok) return session;
    const admitted = await stakeAdmitted(deps);
    if (!admitted.ok) return admitted;
    if (session.value.engine !== BLACKJACK_ENGINE) return fail('play.wrong_game');
    const bet = checkBet(amount);
    if (!bet.ok) return bet;
    const accountId = session.value.accountId;
    if (accountId === null) return dealTrial(deps, session.value, bet.value);
    const unfinished = await this.unfinishedHand(accountId, session.value.gameCode);
    if (!unfinished.ok) return unfinished;
    if ((start.available ?? 0n) < bet.value) return fail('wallet.insufficient_funds', { value: { balance: (start.available ?? 0n).toString() } });
    const guarded = await deps.guard.admitStakeOf(start.protection, accountId, bet.value);
    if (!guarded.ok) return guarded;
    const seeds = start.seeds ?? (await deps.seeds.takeNonce(accountId, freshSeed(deps)));
    const state = deal(fairDraw(deps.crypto.hmacSha256, seeds), bet.value);
    const now = deps.clock.now();
    const detail: BlackjackRoundDetail = {
      engine: BLACKJACK_ENGINE,
      seedId: seeds.id,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    };
    const round = {
      id: start.roundId!,
      provider: HOUSE_PROVIDER,
      roundRef: `${seeds.id}:${seeds.nonce}`,
      accountId,
      gameCode: session.value.gameCode,
      detail: { ...detail },
      at: now,
    };
    const win = winTransfer(round, state, now);
    const key = `round:${round.id}:bet`;
    const step: BlackjackStepDetail = { action: 'deal', state };
    const [staked, paid] = await deps.ledger.transferAll([
      {
        key,
        debit: LEDGER_CODES.memberMain(accountId),
        credit: houseOf(round.id),
        amount: bet.value,
        kind: 'bet',
        reference: `round:${round.id}`,
        openRound: round,
        roundSteps: [{ roundId: round.id, kind: 'bet', txId: key, amount: bet.value, at: now, detail: { ...step }, closes: state.phase === 'done' && !win }],
      },
      ...(win ? [win] : []),
    ]);
    if (!staked!.ok) {
      await deps.guard.release(accountId, guarded.value, bet.value);
      if (staked!.error.code !== 'wallet.insufficient_funds') return staked!;
      return fail('wallet.insufficient_funds', { value: { balance: (await playableBalance(deps, session.value)).toString() } });
    }
    if (paid && !paid.ok) return paid;
    if (win) await deps.guard.countReturnOf(start.protection, accountId, win.amount);
    const balance = paid?.ok ? paid.value.creditBalanceAfter : staked!.value.debitBalanceAfter;
    return ok(roundView(round, playerView(state), balance));
  }

  /** One hand at a time: one in play is `play.round_unfinished`; one played out but not yet paid is paid now. */
  private async unfinishedHand(accountId: number, gameCode: string): Promise<Result<null>> {
    for (const round of await this.deps.rounds.openRounds(HOUSE_PROVIDER, accountId)) {
      const latest = round.gameCode === gameCode && isBlackjackRound(round) ? latestMove(round) : null;
      if (!latest) continue;
      if (latest.state.phase !== 'done') return fail('play.round_unfinished');
      const paid = await payBlackjack(this.deps, round, latest.state);
      if (!paid.ok) return paid;
    }
    return ok(null);
  }
}
