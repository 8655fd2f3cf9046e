import { ok, type Result } from '../../domain/kernel/result';
import { payoutFor } from '../../domain/play/engine';
import { HOUSE_SLOT_CODE } from '../../domain/play/slot';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import type { PlayDeps } from './deps';
import { feedJackpot, payJackpot } from './jackpot';
import type { Round } from './rounds';

/** A house round whose bet was taken, as far as finishing it needs. */
export interface TakenHouseRound {
  readonly id: number;
  readonly accountId: number;
  readonly gameCode: string;
  readonly bet: bigint;
  /** The recorded outcome's multiplier, and whether it hit the jackpot. */
  readonly multiplier: number;
  readonly jackpotHit: boolean;
  /** The player's balance after the bet. */
  readonly balance: bigint;
  /** The txIds of its steps already recorded (a round finished half-way). */
  readonly recorded: ReadonlySet<string>;
}

export interface FinishedHouseRound {
  readonly win: bigint;
  readonly jackpot: bigint;
  readonly balance: bigint;
}

/**
 * Pays what a house round's recorded outcome owes and closes it: the win and, on the slot, the
 * jackpot share and any jackpot. Every movement is keyed by the round, so finishing a round again
 * (the request that played it, a resume at the next launch, the timeout job) pays nothing twice.
 * `by` marks the steps of a round finished after its request stopped.
 */
export async function finishHouseRound(deps: Pick<PlayDeps, 'ledger' | 'rounds' | 'clock'> & { readonly guard: Pick<PlayDeps['guard'], 'countReturn'> }, round: TakenHouseRound, by?: 'resume' | 'timeout'): Promise<Result<FinishedHouseRound>> {
  const member = LEDGER_CODES.memberMain(round.accountId);
  const house = LEDGER_CODES.houseShard(round.id % HOUSE_SHARDS);
  const reference = `round:${round.id}`;
  const detail = by ? { by } : {};
  const win = payoutFor(round.bet, round.multiplier);
  let balance = round.balance;
  const winKey = `${reference}:win`;
  if (win > 0n && !round.recorded.has(winKey)) {
    const paid = await deps.ledger.transfer({ key: winKey, debit: house, credit: member, amount: win, kind: 'win', reference, roundSteps: [{ roundId: round.id, kind: 'win', txId: winKey, amount: win, at: deps.clock.now(), detail }] });
    if (!paid.ok) return paid;
    balance = paid.value.creditBalanceAfter;
    if (!paid.value.replayed) await deps.guard.countReturn(round.accountId, win);
  }
  let jackpot = 0n;
  if (round.gameCode === HOUSE_SLOT_CODE) {
    const fed = await feedJackpot(deps.ledger, reference, house, round.bet);
    if (!fed.ok) return fed;
    const hit = round.jackpotHit && !round.recorded.has(`${reference}:jackpot`) ? await payJackpot(deps.ledger, reference, member, { roundId: round.id, at: deps.clock.now(), detail }) : ok(null);
    if (!hit.ok) return hit;
    if (hit.value) {
      jackpot = hit.value.amount;
      balance = hit.value.creditBalanceAfter;
      await deps.guard.countReturn(round.accountId, jackpot);
    }
  }
  await deps.rounds.close(round.id, deps.clock.now());
  return ok({ win, jackpot, balance });
}

/** A stored house round ready to finish, or null while its bet has not moved. */
export function takenRound(round: Round): TakenHouseRound | null {
  const bet = round.steps.find((s) => s.kind === 'bet');
  if (!bet) return null;
  const detail = round.detail as { multiplier?: number; outcome?: { jackpot?: boolean } };
  return {
    id: round.id,
    accountId: round.accountId,
    gameCode: round.gameCode,
    bet: bet.amount,
    multiplier: detail.multiplier ?? 0,
    jackpotHit: detail.outcome?.jackpot === true,
    balance: bet.balanceAfter ?? 0n,
    recorded: new Set(round.steps.map((s) => s.txId)),
  };
}
