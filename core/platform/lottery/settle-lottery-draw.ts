import { drawPricer } from '../../domain/lottery/ticket-pricing';
import { payoutTable } from '../../domain/lottery/payout-tables';
import type { DrawTotals } from '../../domain/lottery/settle-draw';
import { HOUSE_SHARDS, LEDGER_CODES, type TransferRequest } from '../wallet/ledger';
import type { MemberEvent } from '../wallet/member-events';
import type { NewRoundStep } from '../../domain/play/round-steps';
import type { LotteryDeps } from './deps';
import type { BatchSettlement, LotteryGame, OpenTicket, StoredDraw, TicketCursor } from './ports';

/** Tickets settled per transaction. */
export const SETTLE_BATCH = 5000;

export const LOTTERY_EVENTS = { drawn: 'lottery.drawn', settled: 'lottery.settled' } as const;
/** Everyone with a lottery page open listens here; each member's own events go to `member:<id>`. */
export const LOTTERY_CHANNEL = 'lottery';

export const winKey = (ticketId: number) => `lottery:win:${ticketId}`;

interface MemberShare {
  tickets: number;
  won: bigint;
  readonly steps: NewRoundStep[];
}

/**
 * A batch's wins by the core rules, one payout per member holding winning tickets in it (keyed by
 * the member's first winning ticket, each ticket's win a round step keyed by the ticket that
 * closes its round), and one event per member.
 */
export function batchSettlement(draw: StoredDraw, tickets: readonly OpenTicket[], priceOf: (t: OpenTicket) => bigint, at: Date): BatchSettlement {
  const wins = tickets.map(priceOf);
  const members = new Map<number, MemberShare>();
  tickets.forEach((t, i) => {
    const win = wins[i]!;
    const member = members.get(t.accountId) ?? { tickets: 0, won: 0n, steps: [] };
    members.set(t.accountId, member);
    member.tickets++;
    member.won += win;
    if (win > 0n) member.steps.push({ roundId: t.roundId, kind: 'win', txId: winKey(t.ticketId), amount: win, at, detail: { drawId: draw.drawId }, closes: true });
  });
  const payouts: TransferRequest[] = [];
  const events: MemberEvent[] = [];
  for (const [accountId, m] of members) {
    events.push({ channel: `member:${accountId}`, event: LOTTERY_EVENTS.settled, payload: { gameCode: draw.gameCode, drawId: draw.drawId, tickets: m.tickets, won: m.won.toString() } });
    const first = m.steps[0];
    if (!first) continue;
    payouts.push({ key: first.txId, debit: LEDGER_CODES.houseShard(accountId % HOUSE_SHARDS), credit: LEDGER_CODES.memberMain(accountId), amount: m.won, kind: 'win', reference: `lottery:${draw.gameCode}:${draw.drawId}`, roundSteps: m.steps });
  }
  return { wins, payouts, events };
}

/**
 * Settles a drawn draw batch by batch in one pass over its tickets, then marks it settled when none
 * is open. Several processes may run it at once: each batch takes open tickets no one else holds,
 * so every ticket is priced and paid once; tickets a stopped process left open are taken by the
 * next pass (the draw job's next run).
 */
export async function settleLotteryDraw(deps: Pick<LotteryDeps, 'tickets' | 'draws' | 'guard' | 'clock'>, game: LotteryGame, draw: StoredDraw, batch = SETTLE_BATCH): Promise<DrawTotals | null> {
  if (draw.result === null) return null;
  const priceOf = drawPricer(game.family, draw.result, payoutTable(game.family, game.prizeMode));
  let after: TicketCursor | null = null;
  for (;;) {
    const at = deps.clock.now();
    let returns = new Map<number, bigint>();
    const settled = await deps.tickets.settleBatch(draw, after, batch, (tickets) => {
      const settlement = batchSettlement(draw, tickets, priceOf, at);
      returns = new Map();
      tickets.forEach((t, i) => returns.set(t.accountId, (returns.get(t.accountId) ?? 0n) + settlement.wins[i]!));
      return settlement;
    }, at);
    const last = settled.at(-1);
    if (!last) break;
    after = { accountId: last.accountId, ticketId: last.ticketId };
    await deps.guard.countReturns(returns);
  }
  return deps.draws.finish(draw.id, deps.clock.now(), { channel: LOTTERY_CHANNEL, event: LOTTERY_EVENTS.drawn, payload: { gameCode: draw.gameCode, drawId: draw.drawId } });
}
