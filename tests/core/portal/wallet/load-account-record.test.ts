import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, dayNumber, quickPickRange } from '../../../../core/domain/kernel/calendar';
import { LoadAccountRecord, MAX_RECORD_PAGE_SIZE } from '../../../../core/portal/wallet/load-account-record';
import type { RecordEntry, RecordQuery } from '../../../../core/portal/wallet/types';
import { instant, quickPick, timeZone } from '../../../support/cashier-arbitraries';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryCashier } from '../../../support/fakes/portal-cashier-gateway';

const TYPES = ['deposit', 'demo_credit', 'withdrawal', 'bet', 'win'] as const;
/** Movements on days 0-59 of 2026, in time order; debits never exceed what is there. */
const movements = fc.array(
  fc.record({ type: fc.constantFrom(...TYPES), amount: fc.bigInt({ min: 1n, max: 1_000_000n }), day: fc.integer({ min: 0, max: 59 }) }),
  { maxLength: 60 },
);

function cashierWith(list: { type: string; amount: bigint; day: number }[]): InMemoryCashier {
  const cashier = new InMemoryCashier();
  const sorted = [...list].sort((a, b) => a.day - b.day);
  sorted.forEach((m, i) => {
    const signed = m.type === 'withdrawal' || m.type === 'bet' ? -m.amount : m.amount;
    cashier.record(m.type, signed, `ref-${i}`, new Date(Date.UTC(2026, 0, 1 + m.day, 10, 0, i)).toISOString());
  });
  return cashier;
}

describe('LoadAccountRecord', () => {
  it('a quick pick is resolved against the clock in the operator zone: from <= to, exactly 7 or 30 days, sent as such', async () => {
    await fc.assert(
      fc.asyncProperty(instant, timeZone, quickPick, async (at, zone, pick) => {
        const cashier = new InMemoryCashier();
        const result = await new LoadAccountRecord(cashier, new FakeClock(at)).execute({ quickPick: pick, from: '1999-01-01', timeZone: zone });
        if (!result.ok) throw new Error(result.error.code);
        const { from, to } = result.value.query;
        expect(from! <= to!).toBe(true);
        expect(dayNumber(to!)! - dayNumber(from!)! + 1).toBe(pick.endsWith('30') ? 30 : 7);
        expect({ from, to }).toEqual(quickPickRange(calendarDateIn(at, zone), pick));
        expect(cashier.last('accountRecord')).toEqual(result.value.query);
      }),
      { numRuns: 300 },
    );
  });

  it('paging through every page yields each matching movement once, newest first, with totals over the whole filter', async () => {
    const filter = fc.record({
      type: fc.constantFrom('', ...TYPES),
      from: fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
      span: fc.integer({ min: 0, max: 60 }),
      pageSize: fc.integer({ min: 1, max: 25 }),
    });
    const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(movements, filter, async (list, f) => {
        const cashier = cashierWith(list);
        const record = new LoadAccountRecord(cashier, new FakeClock());
        const request = { type: f.type, pageSize: f.pageSize, ...(f.from === undefined ? {} : { from: day(f.from), to: day(f.from + f.span) }) };
        const seen: RecordEntry[] = [];
        let totalPages = 1;
        for (let pageNo = 1; pageNo <= totalPages; pageNo++) {
          const result = await record.execute({ ...request, pageNo });
          if (!result.ok) throw new Error(result.error.code);
          totalPages = result.value.page.totalPages;
          expect(result.value.page.items.length).toBeLessThanOrEqual(f.pageSize);
          seen.push(...result.value.page.items);
          if (pageNo === totalPages) {
            const credited = seen.filter((e) => e.amount > 0n).reduce((s, e) => s + e.amount, 0n);
            const debited = seen.filter((e) => e.amount < 0n).reduce((s, e) => s - e.amount, 0n);
            expect(result.value.page.totals).toEqual({ credited, debited });
          }
        }
        const inFilter = list.filter((m) => (!f.type || m.type === f.type) && (f.from === undefined || (m.day >= f.from && m.day <= f.from + f.span)));
        expect(seen.length).toBe(inFilter.length);
        expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
        for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.id > seen[i]!.id).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('page number and size are always whole and in range, whatever the view asks', async () => {
    const number = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(number, number, async (pageNo, pageSize) => {
        const cashier = new InMemoryCashier();
        const result = await new LoadAccountRecord(cashier, new FakeClock()).execute({ pageNo, pageSize } as { pageNo?: number; pageSize?: number });
        if (!result.ok) throw new Error(result.error.code);
        const q: RecordQuery = result.value.query;
        expect(Number.isInteger(q.pageNo) && q.pageNo >= 1 && q.pageNo <= 999_999).toBe(true);
        expect(Number.isInteger(q.pageSize) && q.pageSize >= 1 && q.pageSize <= MAX_RECORD_PAGE_SIZE).toBe(true);
      }),
    );
  });

  it('refuses a reversed or unreal range and a malformed type without asking the server', async () => {
    const cases = [
      [
        { from: '2026-02-10', to: '2026-02-01' },
        { code: 'validation.date_range', field: 'to' },
      ],
      [{ from: '2026-02-30' }, { code: 'validation.invalid_date', field: 'from' }],
      [{ to: '10/02/2026' }, { code: 'validation.invalid_date', field: 'to' }],
      [{ type: 'Deposit; drop' }, { code: 'validation.invalid_value', field: 'type' }],
    ] as const;
    for (const [request, error] of cases) {
      const cashier = new InMemoryCashier();
      expect(await new LoadAccountRecord(cashier, new FakeClock()).execute(request)).toEqual({ ok: false, error });
      expect(cashier.calls).toEqual([]);
    }
  });

  it('sends no filter it was not given: all types, all time, page 1 of 20', async () => {
    const cashier = new InMemoryCashier();
    await new LoadAccountRecord(cashier, new FakeClock()).execute({ type: ' ', from: '', to: '' });
    expect(cashier.last('accountRecord')).toEqual({ pageNo: 1, pageSize: 20 });
  });
});
