import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_BET_KINDS, type QuickBetKind } from '../../../../core/domain/lottery/bets';
import { payoutTable } from '../../../../core/domain/lottery/payout-tables';
import { QUICK_SHAPE, type QuickResult } from '../../../../core/domain/lottery/result-shape';
import { drawPricer } from '../../../../core/domain/lottery/ticket-pricing';
import type { OpenTicket, StoredDraw } from '../../../../core/platform/lottery/ports';
import { batchSettlement, LOTTERY_EVENTS, winKey } from '../../../../core/platform/lottery/settle-lottery-draw';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../../../core/platform/wallet/ledger';
import { resultOf } from '../../../support/lottery-arbitraries';

const AT = new Date('2026-11-26T04:00:00Z');
const SIDES: Record<QuickBetKind, readonly string[]> = { digit: [...'0123456789'], bigSmall: ['big', 'small'], oddEven: ['odd', 'even'], sumBigSmall: ['big', 'small'], sumOddEven: ['odd', 'even'] };

const drawOf = (result: QuickResult): StoredDraw => ({ id: 7, gameCode: 'LOTT_1M', drawId: '20261126-0001', drawAt: AT, closesAt: AT, seed: 'seed', seedHash: 'hash', result, status: 'drawn', settledAt: null });

const ticket = fc.constantFrom(...QUICK_BET_KINDS).chain((kind) =>
  fc.record({
    accountId: fc.integer({ min: 1, max: 6 }),
    kind: fc.constant(kind),
    picks: fc.constantFrom(...SIDES[kind]).map((p) => [p]),
    position: kind === 'digit' || kind === 'bigSmall' || kind === 'oddEven' ? fc.integer({ min: 1, max: 5 }) : fc.constant(undefined),
    stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  }),
);

const batch = fc.tuple(resultOf(QUICK_SHAPE), fc.array(ticket, { maxLength: 80 }), fc.constantFrom('LOTT', 'ELOTT' as const)).map(([result, lines, mode]) => {
  const tickets: OpenTicket[] = lines.map(({ position, ...t }, i) => ({ ...t, ...(position === undefined ? {} : { position }), ticketId: 100 + i, roundId: 500 + i }));
  return { result, tickets, mode };
});

/** The quick rules read straight from the number: a position's digit, its side, or the sum's side (23 and up is big). */
function reference(t: OpenTicket, result: QuickResult, mode: 'LOTT' | 'ELOTT'): bigint {
  const digits = [...result.number[0]!].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  const digit = digits[(t.position ?? 1) - 1]!;
  const pick = t.picks[0]!;
  const wins =
    t.kind === 'digit' ? digit === Number(pick)
    : t.kind === 'bigSmall' ? (digit >= 5 ? 'big' : 'small') === pick
    : t.kind === 'oddEven' ? (digit % 2 ? 'odd' : 'even') === pick
    : t.kind === 'sumBigSmall' ? (sum >= 23 ? 'big' : 'small') === pick
    : (sum % 2 ? 'odd' : 'even') === pick;
  const odds = payoutTable('quick', mode)[t.kind as QuickBetKind];
  return wins ? (t.stake * odds.pays) / odds.per : 0n;
}

describe('batchSettlement', () => {
  it('property: each ticket wins what the reference says; each member with wins gets one payout of their total, with a win step per winning ticket keyed by it; the payouts total the winning tickets × odds', () => {
    fc.assert(
      fc.property(batch, ({ result, tickets, mode }) => {
        const draw = drawOf(result);
        const settled = batchSettlement(draw, tickets, drawPricer('quick', result, payoutTable('quick', mode)), AT);
        const expected = tickets.map((t) => reference(t, result, mode));
        expect(settled.wins).toEqual(expected);
        const total = expected.reduce((a, b) => a + b, 0n);
        expect(settled.payouts.reduce((sum, p) => sum + p.amount, 0n)).toBe(total);
        const steps = settled.payouts.flatMap((p) => p.roundSteps ?? []);
        const byKey = (a: readonly unknown[], b: readonly unknown[]) => String(a[1]).localeCompare(String(b[1]));
        expect(steps.map((s) => [s.roundId, s.txId, s.amount]).sort(byKey)).toEqual(
          tickets.flatMap((t, i) => (expected[i]! > 0n ? [[t.roundId, winKey(t.ticketId), expected[i]]] : [])).sort(byKey),
        );
        const members = [...new Set(tickets.map((t) => t.accountId))];
        for (const payout of settled.payouts) {
          const accountId = members.find((m) => payout.credit === LEDGER_CODES.memberMain(m))!;
          const own = tickets.flatMap((t, i) => (t.accountId === accountId ? [expected[i]!] : []));
          expect(payout.amount).toBe(own.reduce((a, b) => a + b, 0n));
          expect(payout.amount).toBeGreaterThan(0n);
          expect(payout.debit).toBe(LEDGER_CODES.houseShard(accountId % HOUSE_SHARDS));
          expect(payout.key).toBe(payout.roundSteps![0]!.txId);
        }
        expect(new Set(settled.payouts.map((p) => p.key)).size).toBe(settled.payouts.length);
        expect(settled.events.map((e) => [e.channel, e.event, e.payload['tickets'], e.payload['won']]).sort()).toEqual(
          members.map((m) => [`member:${m}`, LOTTERY_EVENTS.settled, tickets.filter((t) => t.accountId === m).length, tickets.reduce((sum, t, i) => sum + (t.accountId === m ? expected[i]! : 0n), 0n).toString()]).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('property: settling the same batch again asks for the same payouts under the same keys, so the ledger pays nothing more', () => {
    fc.assert(
      fc.property(batch, ({ result, tickets, mode }) => {
        const price = drawPricer('quick', result, payoutTable('quick', mode));
        expect(batchSettlement(drawOf(result), tickets, price, AT)).toEqual(batchSettlement(drawOf(result), tickets, price, AT));
      }),
      { numRuns: 100 },
    );
  });
});
