import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../../../core/domain/kernel/result';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import type { CashierGateway } from '../../../core/portal/wallet/ports';
import type { RecordPage, RecordQuery } from '../../../core/portal/wallet/types';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { RecordStore } from '../../../web/src/stores/record-store';
import type { SystemStore } from '../../../web/src/stores/system-store';
import { FakeClock } from '../../support/fakes/clock';
import { InMemoryCashier } from '../../support/fakes/portal-cashier-gateway';

const system = { status: { timezone: 'Asia/Karachi' } } as unknown as SystemStore;
const auth = { member: { account: 'alice1' } } as unknown as AuthStore;
/** 2026-01-15 20:00 UTC is already the 16th in Karachi. */
const clock = () => new FakeClock(Date.UTC(2026, 0, 15, 20, 0));

function storeOver(gateway: CashierGateway) {
  return new RecordStore(new LoadAccountRecord(gateway, clock()), system, auth);
}

describe('RecordStore', () => {
  it('opens on the last 30 days in the operator zone and shows the dates it sent', async () => {
    const cashier = new InMemoryCashier();
    const store = storeOver(cashier);
    await store.open();
    expect(cashier.last('accountRecord')).toEqual({ from: '2025-12-18', to: '2026-01-16', pageNo: 1, pageSize: 20 });
    expect([store.from, store.to, store.quickPick]).toEqual(['2025-12-18', '2026-01-16', 'previous30']);
  });

  it('typed dates replace the quick pick; a reversed range is shown on its field and not sent', async () => {
    const cashier = new InMemoryCashier();
    const store = storeOver(cashier);
    await store.open();
    await store.search({ type: 'deposit', from: '2026-01-01', to: '2026-01-10' });
    expect(store.quickPick).toBeNull();
    expect(cashier.last('accountRecord')).toEqual({ type: 'deposit', from: '2026-01-01', to: '2026-01-10', pageNo: 1, pageSize: 20 });
    const sent = cashier.count('accountRecord');
    await store.search({ type: 'deposit', from: '2026-01-10', to: '2026-01-01' });
    expect(store.filterError).toEqual({ code: 'validation.date_range', field: 'to' });
    expect(cashier.count('accountRecord')).toBe(sent);
    await store.pick('next7');
    expect(store.filterError).toBeNull();
    expect([store.from, store.to]).toEqual(['2026-01-16', '2026-01-22']);
  });

  it('paging stays within the pages there are; a filter change goes back to page 1', async () => {
    const cashier = new InMemoryCashier();
    for (let i = 0; i < 45; i++) cashier.record('win', 100n, null, new Date(Date.UTC(2026, 0, 10, 0, i)).toISOString());
    const store = storeOver(cashier);
    await store.open();
    expect(store.totalPages).toBe(3);
    await store.goTo(3);
    expect([store.pageNo, store.items.length, store.canNext, store.canPrevious]).toEqual([3, 5, false, true]);
    await store.goTo(4);
    expect(store.pageNo).toBe(3);
    await store.pick('previous7');
    expect(store.pageNo).toBe(1);
  });

  it('only the latest answer is shown when answers arrive out of order', async () => {
    const pending: { query: RecordQuery; resolve: (r: Result<RecordPage>) => void }[] = [];
    const gateway = {
      accountRecord: (query: RecordQuery) => new Promise<Result<RecordPage>>((resolve) => pending.push({ query, resolve })),
    } as unknown as CashierGateway;
    const store = storeOver(gateway);
    const page = (type: string): RecordPage => ({
      items: [{ id: 1, type, amount: 1n, balanceAfter: 1n, status: 'done', reference: null, subject: null, createdAt: '2026-01-10T00:00:00Z' }],
      pageNo: 1,
      totalPages: 1,
      totals: { credited: 1n, debited: 0n },
      scale: 2,
    });
    const first = store.search({ type: 'bet', from: '', to: '' });
    const second = store.search({ type: 'win', from: '', to: '' });
    pending[1]!.resolve(ok(page('win')));
    await second;
    pending[0]!.resolve(ok(page('bet')));
    await first;
    expect(store.items[0]?.type).toBe('win');
    expect(store.loading).toBe(false);
  });
});
