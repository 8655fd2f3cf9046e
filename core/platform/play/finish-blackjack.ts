import { ok, type Result } from '../../domain/kernel/result';
import { autoFinish } from '../../domain/play/blackjack';
import { settle } from '../../domain/play/blackjack-settle';
import { LEDGER_CODES } from '../wallet/ledger';
import { latestMove, moveKey, payBlackjack, roundDraw, type BlackjackRoundDetail, type BlackjackStepDetail, type PayBlackjackDeps } from './blackjack-round';
import type { FairCrypto, SeedRepository, Round, RoundRepository } from './ports';
import type { Ledger } from '../wallet/ports';

export interface FinishBlackjackDeps extends PayBlackjackDeps {
  readonly ledger: Pick<Ledger, 'transfer' | 'balances'>;
  readonly rounds: Pick<RoundRepository, 'close' | 'addStep'>;
  readonly seeds: Pick<SeedRepository, 'find'>;
  readonly crypto: Pick<FairCrypto, 'hmacSha256'>;
}

/**
 * Finishes a blackjack round its player left: by the published default (decline insurance, stand
 * on every open hand, the dealer plays) recorded as one step, then pays what it won and closes it.
 * A round that was settled and not yet paid is only paid.
 */
export async function finishBlackjack(deps: FinishBlackjackDeps, round: Round, by: 'timeout'): Promise<Result<{ readonly win: bigint }>> {
  const latest = latestMove(round);
  if (!latest) {
    await deps.rounds.close(round.id, deps.clock.now());
    return ok({ win: 0n });
  }
  let state = latest.state;
  if (state.phase !== 'done') {
    const draw = await roundDraw(deps, round.detail as unknown as BlackjackRoundDetail);
    state = autoFinish(state, draw());
    const step: BlackjackStepDetail = { action: 'auto', state, by };
    const [wallet] = await deps.ledger.balances([LEDGER_CODES.memberMain(round.accountId)]);
    await deps.rounds.addStep(
      { roundId: round.id, kind: 'outcome', txId: moveKey(round.id, latest.count), amount: 0n, at: deps.clock.now(), detail: { ...step } },
      wallet ? wallet.balance - wallet.held : 0n,
    );
  }
  const paid = await payBlackjack(deps, round, state, { by });
  if (!paid.ok) return paid;
  const settled = settle(state);
  return ok({ win: settled.ok ? settled.value.payout : 0n });
}
