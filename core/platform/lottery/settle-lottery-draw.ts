import { drawPricer } from '../../domain/lottery/ticket-pricing';
import { payoutTable } from '../../domain/lottery/payout-tables';
import type { DrawTotals } from '../../domain/lottery/settle-draw';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { type TransferRequest } from '../wallet/ports';
import type { MemberEvent } from '../messages/ports';
import type { NewRoundStep } from '../../domain/play/round-steps';
import type { LotteryDeps } from './deps';
import type { BatchSettlement, EntryOutcome, LotteryGame, OpenEntry, OpenTicket, StoredDraw } from './ports';

/** Tickets settled per transaction (whole entries: a member's tickets on a draw settle together). */
export const SETTLE_BATCH = 5000;

export const LOTTERY_EVENTS = { drawn: 'lottery.drawn', settled: 'lottery.settled' } as const;
/** Everyone with a lottery page open listens here; each member's own events go to `member:<id>`. */
export const LOTTERY_CHANNEL = 'lottery';

/** The key of an entry's payout and of its round's win step. */
export const winKey = (draw: number, accountId: number) => `lottery:win:${draw}:${accountId}`;

/**
 * A batch's outcomes by the core rules: each entry's winning tickets and wins, one payout per
 * member whose wins come to more than the entry was paid (its win step, keyed like the payout,
 * closes the entry's round), and one event per member.
 */
export function batchSettlement(draw: StoredDraw, entries: readonly OpenEntry[], priceOf: (t: OpenTicket) => bigint, at: Date): BatchSettlement {
  const outcomes: EntryOutcome[] = [];
  const payouts: TransferRequest[] = [];
  const events: MemberEvent[] = [];
  for (const entry of entries) {
    const wonTickets: number[] = [];
    const wins: bigint[] = [];
    for (const ticket of entry.tickets) {
      const win = priceOf(ticket);
      if (win === 0n) continue;
      wonTickets.push(ticket.ticketId);
      wins.push(win);
    }
    const won = wins.reduce((sum, win) => sum + win, 0n);
    outcomes.push({ accountId: entry.accountId, roundId: entry.roundId, wonTickets, wins, won });
    events.push({
      channel: `member:${entry.accountId}`,
      event: LOTTERY_EVENTS.settled,
      payload: { gameCode: draw.gameCode, drawId: draw.drawId, tickets: entry.tickets.length, won: won.toString() },
    });
    const owed = won - entry.paid;
    if (owed <= 0n) continue;
    const key = winKey(draw.id, entry.accountId);
    const step: NewRoundStep = {
      roundId: entry.roundId,
      kind: 'win',
      txId: key,
      amount: owed,
      at,
      detail: { drawId: draw.drawId, tickets: wonTickets.length },
      closes: true,
    };
    payouts.push({
      key,
      debit: LEDGER_CODES.houseShard(entry.accountId % HOUSE_SHARDS),
      credit: LEDGER_CODES.memberMain(entry.accountId),
      amount: owed,
      kind: 'win',
      reference: `lottery:${draw.gameCode}:${draw.drawId}`,
      roundSteps: [step],
    });
  }
  return { outcomes, payouts, events };
}

/**
 * Settles a drawn draw batch by batch in one pass over its entries, then marks it settled when none
 * is open. Several processes may run it at once: each batch takes open entries no one else holds,
 * so every entry is priced and paid once; entries a stopped process left open are taken by the
 * next pass (the draw job's next run).
 */
export async function settleLotteryDraw(
  deps: Pick<LotteryDeps, 'tickets' | 'draws' | 'guard' | 'clock'>,
  game: LotteryGame,
  draw: StoredDraw,
  batch = SETTLE_BATCH,
): Promise<DrawTotals | null> {
  if (draw.result === null) return null;
  const priceOf = drawPricer(game.family, draw.result, payoutTable(game.family, game.prizeMode));
  let after: number | null = null;
  for (;;) {
    const at = deps.clock.now();
    let returns = new Map<number, bigint>();
    const { next } = await deps.tickets.settleBatch(
      draw,
      after,
      batch,
      (entries) => {
        const settlement = batchSettlement(draw, entries, priceOf, at);
        returns = new Map(settlement.outcomes.map((o, i) => [o.accountId, o.won - entries[i]!.paid] as const).filter(([, owed]) => owed > 0n));
        return settlement;
      },
      at,
    );
    if (next === null) break;
    after = next;
    if (returns.size > 0) await deps.guard.countReturns(returns);
  }
  return deps.draws.finish(draw.id, deps.clock.now(), {
    channel: LOTTERY_CHANNEL,
    event: LOTTERY_EVENTS.drawn,
    payload: { gameCode: draw.gameCode, drawId: draw.drawId },
  });
}
