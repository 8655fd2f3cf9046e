import { fail, ok, type Result } from '../../domain/kernel/result';
import { act } from '../../domain/play/blackjack';
import { extraStake, playerView } from '../../domain/play/blackjack-view';
import { LEDGER_CODES } from '../wallet/ledger';
import type { KeyedLock } from './seamless/ports';
import { lockKey } from './seamless/deps';
import {
  houseOf,
  isBlackjackRound,
  latestMove,
  moveKey,
  payBlackjack,
  requestApplied,
  roundDraw,
  roundView,
  type BlackjackMove,
  type BlackjackRoundDetail,
  type BlackjackRoundView,
  type BlackjackStepDetail,
} from './blackjack-round';
import type { PlayDeps } from './deps';
import { HOUSE_PROVIDER } from './play-house-round';
import { activeSession, playableBalance, stakeAdmitted, type ActiveSession } from './play-session';
import { actTrial } from './trial-blackjack';
import type { Round } from './ports';

export type BlackjackDeps = PlayDeps & { readonly lock: KeyedLock };

/**
 * One decision on the member's open blackjack round of this session, as a round step holding the
 * new state. A double, a split or insurance takes its extra stake as a further bet step, keyed by
 * the round and the move's number; when the round ends its win is paid and the round closed. A
 * player's moves are played one at a time. A trial hand moves demo credits only.
 */
export class ActBlackjack {
  constructor(private readonly deps: BlackjackDeps) {}

  async execute(token: string | undefined, move: BlackjackMove): Promise<Result<BlackjackRoundView>> {
    const session = await activeSession(this.deps, token);
    if (!session.ok) return session;
    const accountId = session.value.accountId;
    if (accountId === null) return this.deps.lock.run(`trial:${session.value.tokenHash}`, () => actTrial(this.deps, session.value, move));
    return this.deps.lock.run(lockKey({ code: HOUSE_PROVIDER }, accountId), () => this.play(session.value, accountId, move));
  }

  private async play(session: ActiveSession, accountId: number, move: BlackjackMove): Promise<Result<BlackjackRoundView>> {
    const { deps } = this;
    const round = move.roundId === null ? null : await deps.rounds.find(move.roundId);
    if (!round || round.accountId !== accountId || round.gameCode !== session.gameCode || !isBlackjackRound(round)) return fail('play.round_not_found');
    const latest = latestMove(round);
    if (!latest) return fail('play.round_not_found');
    if (requestApplied(round, move.requestId)) return ok(roundView(round, playerView(latest.state), await playableBalance(deps, session)));
    if (round.status === 'closed') return fail('play.invalid_action');
    const draw = await roundDraw(deps, round.detail as unknown as BlackjackRoundDetail);
    const next = act(latest.state, move.action, draw());
    if (!next.ok) return next;
    const extra = extraStake(latest.state, move.action);
    const step: BlackjackStepDetail = { action: move.action, state: next.value, requestId: move.requestId };
    const recorded = extra > 0n ? await this.stakeMove(round, latest.count, extra, step) : await this.quietMove(round, latest.count, step, session);
    if (!recorded.ok) return recorded;
    if (next.value.phase === 'done') {
      const paid = await payBlackjack(deps, round, next.value);
      if (!paid.ok) return paid;
    }
    return ok(roundView(round, playerView(next.value), await playableBalance(deps, session)));
  }

  /** The extra stake and the move in one write, refused if another move got to the round first. */
  private async stakeMove(round: Round, count: number, extra: bigint, step: BlackjackStepDetail): Promise<Result<null>> {
    const { deps } = this;
    const admitted = await stakeAdmitted(deps);
    if (!admitted.ok) return admitted;
    const guarded = await deps.guard.admitStake(round.accountId, extra);
    if (!guarded.ok) return guarded;
    const key = moveKey(round.id, count);
    const staked = await deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.memberMain(round.accountId),
      credit: houseOf(round.id),
      amount: extra,
      kind: 'bet',
      reference: `round:${round.id}`,
      roundCondition: { roundId: round.id, steps: round.steps.length },
      roundSteps: [{ roundId: round.id, kind: 'bet', txId: key, amount: extra, at: deps.clock.now(), detail: { ...step } }],
    });
    if (staked.ok) return ok(null);
    await deps.guard.release(round.accountId, guarded.value, extra);
    return staked.error.code === 'seamless.round_closed' ? fail('play.round_moved') : staked;
  }

  /** The move as the round's next step, refused if another move (another process's) got to the round first. */
  private async quietMove(round: Round, count: number, step: BlackjackStepDetail, session: ActiveSession): Promise<Result<null>> {
    const { deps } = this;
    const added = await deps.rounds.addStep(
      { roundId: round.id, kind: 'outcome', txId: moveKey(round.id, count), amount: 0n, at: deps.clock.now(), detail: { ...step } },
      await playableBalance(deps, session),
    );
    return added ? ok(null) : fail('play.round_moved');
  }
}
