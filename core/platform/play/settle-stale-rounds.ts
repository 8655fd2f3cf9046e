import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import { timeoutAction, timeoutCutoff } from '../../domain/play/round-timeout';
import type { SettingsRepository } from '../system/ports';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import { isBlackjackRound } from './blackjack-round';
import { finishBlackjack } from './finish-blackjack';
import { finishHouseRound, takenRound } from './finish-house-round';
import { HOUSE_PROVIDER } from './play-house-round';
import type { Round, RoundRepository, FairCrypto, SeedRepository } from './ports';
import { lockKey } from './seamless/deps';
import type { ProtectionGuard } from '../protection/guard';
import type { KeyedLock } from './seamless/ports';

/** Rounds looked at per run; the next run takes the rest. */
export const STALE_ROUNDS_BATCH = 100;

export interface SettleStaleDeps {
  readonly rounds: RoundRepository;
  readonly ledger: Pick<Ledger, 'transfer' | 'balances'>;
  readonly settings: SettingsRepository;
  /** A blackjack round's seeds deal the cards its default play draws. */
  readonly seeds: Pick<SeedRepository, 'find'>;
  readonly crypto: Pick<FairCrypto, 'hmacSha256'>;
  readonly lock: KeyedLock;
  readonly clock: Clock;
  readonly guard: Pick<ProtectionGuard, 'countReturn'>;
}

/**
 * The periodic job for rounds left open past the operator's timeout: each is completed, refunded
 * or closed by its rule (timeoutAction); a blackjack hand is played out by its default and paid,
 * under the lock its player's moves take. Money moves under a key of the round, and a round is
 * closed only after its money moved, so a run that stops half-way, or two server processes
 * running at once, settle each round exactly once; a round that fails stays open for the next run.
 */
export class SettleStaleRounds {
  constructor(private readonly deps: SettleStaleDeps) {}

  async execute(): Promise<{ settled: number; failed: number }> {
    const { openRoundTimeoutMinutes } = await this.deps.settings.load();
    const stale = await this.deps.rounds.staleRounds(timeoutCutoff(this.deps.clock.now(), openRoundTimeoutMinutes), STALE_ROUNDS_BATCH);
    let settled = 0;
    for (const round of stale) {
      const done =
        round.provider === HOUSE_PROVIDER
          ? await this.settleHouse(round)
          : await this.deps.lock.run(lockKey({ code: round.provider }, round.accountId), () => this.settleOutside(round.id));
      if (done.ok) settled++;
    }
    return { settled, failed: stale.length - settled };
  }

  private async settleHouse(round: Round): Promise<Result<null>> {
    if (isBlackjackRound(round)) return this.deps.lock.run(lockKey({ code: HOUSE_PROVIDER }, round.accountId), () => this.settleBlackjack(round.id));
    const taken = takenRound(round);
    if (!taken) return this.close(round.id);
    const finished = await finishHouseRound(this.deps, taken, 'timeout');
    return finished.ok ? ok(null) : finished;
  }

  /** Read again under the player's lock: a move may just have landed. */
  private async settleBlackjack(roundId: number): Promise<Result<null>> {
    const round = await this.deps.rounds.find(roundId);
    if (!round || round.status === 'closed') return ok(null);
    const finished = await finishBlackjack(this.deps, round, 'timeout');
    return finished.ok ? ok(null) : finished;
  }

  /** Read again under the provider's lock for the player: a win or rollback may just have landed. */
  private async settleOutside(roundId: number): Promise<Result<null>> {
    const round = await this.deps.rounds.find(roundId);
    if (!round || round.status === 'closed') return ok(null);
    const rule = timeoutAction({ house: false, steps: round.steps });
    if (rule.action === 'refund') {
      const key = `round:${round.id}:timeout-refund`;
      const refunded = await this.deps.ledger.transfer({
        key,
        debit: LEDGER_CODES.houseShard(round.accountId % HOUSE_SHARDS),
        credit: LEDGER_CODES.memberMain(round.accountId),
        amount: rule.amount,
        kind: 'refund',
        reference: `${round.provider}:${round.roundRef}`,
        roundSteps: [{ roundId: round.id, kind: 'refund', txId: key, amount: rule.amount, at: this.deps.clock.now(), detail: { by: 'timeout' } }],
        roundCondition: { roundId: round.id, steps: round.steps.length },
      });
      if (!refunded.ok) return refunded;
      if (!refunded.value.replayed) await this.deps.guard.countReturn(round.accountId, rule.amount);
    }
    return this.close(round.id);
  }

  private async close(roundId: number): Promise<Result<null>> {
    await this.deps.rounds.close(roundId, this.deps.clock.now());
    return ok(null);
  }
}
