import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VN_BET_KINDS, type VnBet } from '../../../../core/domain/lottery/bets';
import { DEFAULT_PAYOUTS, payoutTable } from '../../../../core/domain/lottery/payout-tables';
import { VN_SHAPE, type VnResult } from '../../../../core/domain/lottery/result-shape';
import { NO_TICKETS, settleTickets } from '../../../../core/domain/lottery/settle-draw';
import { settleVn, vnFacts, type VnOdds } from '../../../../core/domain/lottery/vn-settlement';
import { resultOf, vnBet } from '../../../support/lottery-arbitraries';

interface Ticket extends VnBet {
  readonly id: number;
}

const draw = resultOf(VN_SHAPE).chain((result) =>
  fc.tuple(
    fc.constant(result),
    fc
      .array(
        fc.constantFrom(...VN_BET_KINDS).chain((kind) => vnBet(result, kind)),
        { maxLength: 60 },
      )
      .map((bets) => bets.map((b, id): Ticket => ({ ...b, id }))),
    fc.constantFrom('LOTT', 'ELOTT' as const),
  ),
);

/** Stake × odds, times the occurrences among the 27 endings for lô, once for the other kinds when they win. */
function winsOf(ticket: Ticket, result: VnResult, odds: VnOdds): bigint {
  const endings = Object.values(result)
    .flat()
    .map((n) => n.slice(-2));
  const special = result.special[0]!;
  const times =
    ticket.kind === 'lo2'
      ? endings.filter((e) => e === ticket.picks[0]).length
      : ticket.kind === 'de' || ticket.kind === 'threeCang'
        ? Number(special.endsWith(ticket.picks[0]!))
        : Number(ticket.picks.every((p) => endings.includes(p)));
  return (ticket.stake * odds[ticket.kind].pays * BigInt(times)) / odds[ticket.kind].per;
}

describe('settleTickets', () => {
  it('property: the draw total is the sum over winning tickets of stake × odds (× occurrences for lô), each ticket heard once', () => {
    fc.assert(
      fc.property(draw, ([result, tickets, mode]) => {
        const odds = payoutTable('vn', mode);
        const facts = vnFacts(result);
        const heard = new Map<number, bigint>();
        const totals = settleTickets(
          tickets,
          (t) => settleVn(t, facts, odds),
          (t, payout) => heard.set(t.id, payout),
        );
        const expected = tickets.map((t) => winsOf(t, result, odds));
        expect([...heard.values()]).toEqual(expected);
        expect(totals).toEqual({
          tickets: tickets.length,
          winners: expected.filter((p) => p > 0n).length,
          staked: tickets.reduce((sum, t) => sum + t.stake, 0n),
          paid: expected.reduce((sum, p) => sum + p, 0n),
        });
      }),
      { numRuns: 200 },
    );
  });

  it('property: settling again, or in batches carrying the totals, gives the same figures', () => {
    fc.assert(
      fc.property(draw, fc.nat(), ([result, tickets, mode], at) => {
        const odds = payoutTable('vn', mode);
        const facts = vnFacts(result);
        const payouts: bigint[] = [];
        const once = settleTickets(
          tickets,
          (t) => settleVn(t, facts, odds),
          (_, p) => payouts.push(p),
        );
        const again: bigint[] = [];
        expect(
          settleTickets(
            tickets,
            (t) => settleVn(t, vnFacts(result), odds),
            (_, p) => again.push(p),
          ),
        ).toEqual(once);
        expect(again).toEqual(payouts);
        const cut = tickets.length === 0 ? 0 : at % tickets.length;
        const first = settleTickets(
          tickets.slice(0, cut),
          (t) => settleVn(t, facts, odds),
          () => {},
        );
        expect(
          settleTickets(
            tickets.slice(cut),
            (t) => settleVn(t, facts, odds),
            () => {},
            first,
          ),
        ).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });

  it('reads the tickets lazily: each is settled before the next is read', () => {
    let read = 0;
    function* stream(): Generator<Ticket> {
      for (let id = 0; id < 1000; id++, read++) yield { id, kind: 'de', picks: [String(id % 100).padStart(2, '0')], stake: 100n };
    }
    const result: VnResult = {
      special: ['00042'],
      first: ['11111'],
      second: ['11111', '11111'],
      third: Array(6).fill('11111'),
      fourth: Array(4).fill('1111'),
      fifth: Array(6).fill('1111'),
      sixth: Array(3).fill('111'),
      seventh: Array(4).fill('11'),
    };
    const facts = vnFacts(result);
    const totals = settleTickets(
      stream(),
      (t) => settleVn(t, facts, DEFAULT_PAYOUTS.LOTT.vn),
      (t) => expect(read).toBe(t.id),
    );
    expect(totals).toEqual({ ...NO_TICKETS, tickets: 1000, winners: 10, staked: 100_000n, paid: 10n * 100n * 80n });
  });
});
