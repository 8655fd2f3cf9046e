/** A draw's figures so far; settling in batches carries them from one batch to the next. */
export interface DrawTotals {
  readonly tickets: number;
  readonly winners: number;
  readonly staked: bigint;
  readonly paid: bigint;
}

export const NO_TICKETS: DrawTotals = { tickets: 0, winners: 0, staked: 0n, paid: 0n };

/**
 * Settles tickets one by one as they stream in: `payoutOf` prices each (a settle function bound to
 * the draw's facts and odds), `paid` hears every ticket's payout, and the totals come back.
 */
export function settleTickets<T extends { readonly stake: bigint }>(
  tickets: Iterable<T>,
  payoutOf: (ticket: T) => bigint,
  paid: (ticket: T, payout: bigint) => void,
  from: DrawTotals = NO_TICKETS,
): DrawTotals {
  let { tickets: count, winners, staked, paid: total } = from;
  for (const ticket of tickets) {
    const payout = payoutOf(ticket);
    paid(ticket, payout);
    count++;
    staked += ticket.stake;
    if (payout > 0n) {
      winners++;
      total += payout;
    }
  }
  return { tickets: count, winners, staked, paid: total };
}
