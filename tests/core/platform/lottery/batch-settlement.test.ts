import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_BET_KINDS, type QuickBetKind } from '../../../../core/domain/lottery/bets';
import { payoutTable } from '../../../../core/domain/lottery/payout-tables';
import { QUICK_SHAPE, type QuickResult } from '../../../../core/domain/lottery/result-shape';
import { drawPricer } from '../../../../core/domain/lottery/ticket-pricing';
import type { OpenEntry, OpenTicket, StoredDraw } from '../../../../core/platform/lottery/ports';
import { batchSettlement, LOTTERY_EVENTS, winKey } from '../../../../core/platform/lottery/settle-lottery-draw';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../../../core/platform/wallet/ledger';
import { resultOf } from '../../../support/lottery-arbitraries';

const AT = new Date('2026-11-26T04:00:00Z');
const SIDES: Record<QuickBetKind, readonly string[]> = {
  digit: [...'0123456789'],
  bigSmall: ['big', 'small'],
  oddEven: ['odd', 'even'],
  sumBigSmall: ['big', 'small'],
  sumOddEven: ['odd', 'even'],
};

const drawOf = (result: QuickResult): StoredDraw => ({
  id: 7,
  gameCode: 'LOTT_1M',
  drawId: '20261126-0001',
  drawAt: AT,
  closesAt: AT,
  seed: 'seed',
  seedHash: 'hash',
  result,
  status: 'drawn',
  settledAt: null,
});

const ticket = fc.constantFrom(...QUICK_BET_KINDS).chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    picks: fc.constantFrom(...SIDES[kind]).map((p) => [p]),
    position: kind === 'digit' || kind === 'bigSmall' || kind === 'oddEven' ? fc.integer({ min: 1, max: 5 }) : fc.constant(undefined),
    stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  }),
);

/** Entries of distinct members; `paid` is mostly nothing, sometimes what tickets settled before entries were paid. */
const entry = fc.record({
  accountId: fc.integer({ min: 1, max: 10_000 }),
  paid: fc.oneof({ weight: 4, arbitrary: fc.constant(0n) }, { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 10n }) }),
  lines: fc.array(ticket, { minLength: 1, maxLength: 30 }),
});

const batch = fc
  .tuple(resultOf(QUICK_SHAPE), fc.uniqueArray(entry, { selector: (e) => e.accountId, maxLength: 12 }), fc.constantFrom('LOTT', 'ELOTT' as const))
  .map(([result, drawn, mode]) => {
    let next = 100;
    const entries: OpenEntry[] = drawn.map(({ accountId, paid, lines }, e) => ({
      accountId,
      roundId: 500 + e,
      paid,
      tickets: lines.map(({ position, ...t }) => ({ ...t, ...(position === undefined ? {} : { position }), ticketId: next++ })),
    }));
    return { result, entries, mode };
  });

/** The quick rules read straight from the number: a position's digit, its side, or the sum's side (23 and up is big). */
function reference(t: OpenTicket, result: QuickResult, mode: 'LOTT' | 'ELOTT'): bigint {
  const digits = [...result.number[0]!].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  const digit = digits[(t.position ?? 1) - 1]!;
  const pick = t.picks[0]!;
  const wins =
    t.kind === 'digit'
      ? digit === Number(pick)
      : t.kind === 'bigSmall'
        ? (digit >= 5 ? 'big' : 'small') === pick
        : t.kind === 'oddEven'
          ? (digit % 2 ? 'odd' : 'even') === pick
          : t.kind === 'sumBigSmall'
            ? (sum >= 23 ? 'big' : 'small') === pick
            : (sum % 2 ? 'odd' : 'even') === pick;
  const odds = payoutTable('quick', mode)[t.kind as QuickBetKind];
  return wins ? (t.stake * odds.pays) / odds.per : 0n;
}

describe('batchSettlement', () => {
  it("property: each entry records the tickets the reference says win with their wins; a member owed more than the entry was paid gets one payout of the difference, its win step closing the entry's round under the payout's key; one event per member", () => {
    fc.assert(
      fc.property(batch, ({ result, entries, mode }) => {
        const draw = drawOf(result);
        const settled = batchSettlement(draw, entries, drawPricer('quick', result, payoutTable('quick', mode)), AT);
        expect(settled.outcomes).toHaveLength(entries.length);
        for (const [i, e] of entries.entries()) {
          const expected = e.tickets.map((t) => [t.ticketId, reference(t, result, mode)] as const).filter(([, win]) => win > 0n);
          const won = expected.reduce((sum, [, win]) => sum + win, 0n);
          expect(settled.outcomes[i]).toEqual({
            accountId: e.accountId,
            roundId: e.roundId,
            wonTickets: expected.map(([id]) => id),
            wins: expected.map(([, win]) => win),
            won,
          });
          const payouts = settled.payouts.filter((p) => p.credit === LEDGER_CODES.memberMain(e.accountId));
          if (won <= e.paid) {
            expect(payouts).toEqual([]);
            continue;
          }
          const key = winKey(draw.id, e.accountId);
          expect(payouts).toEqual([
            expect.objectContaining({
              key,
              amount: won - e.paid,
              kind: 'win',
              debit: LEDGER_CODES.houseShard(e.accountId % HOUSE_SHARDS),
              roundSteps: [expect.objectContaining({ roundId: e.roundId, kind: 'win', txId: key, amount: won - e.paid, closes: true })],
            }),
          ]);
        }
        expect(settled.events).toEqual(
          entries.map((e, i) => ({
            channel: `member:${e.accountId}`,
            event: LOTTERY_EVENTS.settled,
            payload: { gameCode: draw.gameCode, drawId: draw.drawId, tickets: e.tickets.length, won: settled.outcomes[i]!.won.toString() },
          })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('property: with nothing paid before, the payouts total the winning tickets × odds', () => {
    fc.assert(
      fc.property(batch, ({ result, entries, mode }) => {
        const fresh = entries.map((e) => ({ ...e, paid: 0n }));
        const settled = batchSettlement(drawOf(result), fresh, drawPricer('quick', result, payoutTable('quick', mode)), AT);
        const total = fresh.flatMap((e) => e.tickets).reduce((sum, t) => sum + reference(t, result, mode), 0n);
        expect(settled.payouts.reduce((sum, p) => sum + p.amount, 0n)).toBe(total);
      }),
      { numRuns: 200 },
    );
  });

  it('property: settling the same batch again asks for the same payouts under the same keys, so the ledger pays nothing more', () => {
    fc.assert(
      fc.property(batch, ({ result, entries, mode }) => {
        const price = drawPricer('quick', result, payoutTable('quick', mode));
        expect(batchSettlement(drawOf(result), entries, price, AT)).toEqual(batchSettlement(drawOf(result), entries, price, AT));
      }),
      { numRuns: 100 },
    );
  });
});
