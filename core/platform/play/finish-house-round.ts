import { ok, type Result } from '../../domain/kernel/result';
import { payoutFor } from '../../domain/play/engine';
import { HOUSE_SLOT_CODE } from '../../domain/play/slot';
import { jackpotShare } from '../../domain/play/jackpot';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { type TransferRequest } from '../wallet/ports';
import type { PlayDeps } from './deps';
import { feedJackpot, payJackpot } from './jackpot';
import type { NewRound, Round } from './ports';

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
export async function finishHouseRound(
  deps: { readonly ledger: Pick<PlayDeps['ledger'], 'transfer' | 'balances'> } & Pick<PlayDeps, 'rounds' | 'clock'> & {
      readonly guard: Pick<PlayDeps['guard'], 'countReturn'>;
    },
  round: TakenHouseRound,
  by?: 'resume' | 'timeout',
): Promise<Result<FinishedHouseRound>> {
  const member = LEDGER_CODES.memberMain(round.accountId);
  const house = LEDGER_CODES.houseShard(round.id % HOUSE_SHARDS);
  const reference = `round:${round.id}`;
  const detail = by ? { by } : {};
  const win = payoutFor(round.bet, round.multiplier);
  let balance = round.balance;
  const winKey = `${reference}:win`;
  if (win > 0n && !round.recorded.has(winKey)) {
    const paid = await deps.ledger.transfer({
      key: winKey,
      debit: house,
      credit: member,
      amount: win,
      kind: 'win',
      reference,
      roundSteps: [{ roundId: round.id, kind: 'win', txId: winKey, amount: win, at: deps.clock.now(), detail }],
    });
    if (!paid.ok) return paid;
    balance = paid.value.creditBalanceAfter;
    if (!paid.value.replayed) await deps.guard.countReturn(round.accountId, win);
  }
  let jackpot = 0n;
  if (round.gameCode === HOUSE_SLOT_CODE) {
    const fed = await feedJackpot(deps.ledger, reference, house, round.bet);
    if (!fed.ok) return fed;
    const hit =
      round.jackpotHit && !round.recorded.has(`${reference}:jackpot`)
        ? await payJackpot(deps.ledger, reference, member, { roundId: round.id, at: deps.clock.now(), detail })
        : ok(null);
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

/** A house round decided and not written yet: its round (with the id taken for it) and what it was played with. */
export interface PlannedHouseRound {
  readonly round: NewRound & { readonly id: number };
  readonly bet: bigint;
  readonly params: unknown;
  readonly outcome: unknown;
  readonly multiplier: number;
  readonly jackpotHit: boolean;
}

/**
 * Every movement of a house round, to be written together (Ledger.transferAll): the bet, which
 * opens the round with its bet and outcome steps, then any win, then on the slot the jackpot
 * share. Keyed as finishHouseRound keys them, so finishing such a round again pays nothing twice.
 * The last step closes the round, unless a jackpot is still to be paid.
 */
export function houseRoundTransfers(planned: PlannedHouseRound): TransferRequest[] {
  const { round, bet, jackpotHit } = planned;
  const member = LEDGER_CODES.memberMain(round.accountId);
  const house = LEDGER_CODES.houseShard(round.id % HOUSE_SHARDS);
  const reference = `round:${round.id}`;
  const win = payoutFor(bet, planned.multiplier);
  const step = { roundId: round.id, at: round.at };
  const transfers: TransferRequest[] = [
    {
      key: `${reference}:bet`,
      debit: member,
      credit: house,
      amount: bet,
      kind: 'bet',
      reference,
      openRound: round,
      roundSteps: [
        { ...step, kind: 'bet', txId: `${reference}:bet`, amount: bet, detail: { params: planned.params } },
        {
          ...step,
          kind: 'outcome',
          txId: `${reference}:outcome`,
          amount: 0n,
          detail: { outcome: planned.outcome, multiplier: planned.multiplier },
          closes: win === 0n && !jackpotHit,
        },
      ],
    },
  ];
  const condition = { roundId: round.id };
  if (win > 0n) {
    const key = `${reference}:win`;
    transfers.push({
      key,
      debit: house,
      credit: member,
      amount: win,
      kind: 'win',
      reference,
      roundCondition: condition,
      roundSteps: [{ ...step, kind: 'win', txId: key, amount: win, detail: {}, closes: !jackpotHit }],
    });
  }
  const share = round.gameCode === HOUSE_SLOT_CODE ? jackpotShare(bet) : 0n;
  if (share > 0n)
    transfers.push({
      key: `${reference}:jackpot-share`,
      debit: house,
      credit: LEDGER_CODES.houseJackpot,
      amount: share,
      kind: 'jackpot_share',
      reference,
      roundCondition: condition,
    });
  return transfers;
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
