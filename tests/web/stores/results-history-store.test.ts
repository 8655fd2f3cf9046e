import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../core/domain/kernel/result';
import { LoadResultsHistory } from '../../../core/portal/lottery/lottery-reads';
import type { LotteryResultsQuery } from '../../../core/portal/lottery/types';
import { HISTORY_PAGE_SIZE, ResultsHistoryStore } from '../../../web/src/stores/lottery/results-history-store';

const opened = (drawId: string) => ({
  gameCode: 'VN_NORTH',
  drawId,
  drawAt: '2026-11-26T10:00:00.000Z',
  result: { special: ['12345'] },
  seed: null,
  seedHash: null,
  settledAt: null,
});

function world() {
  const asked: LotteryResultsQuery[] = [];
  const answers: ((value: unknown) => void)[] = [];
  const gateway = {
    results: (query: LotteryResultsQuery) => {
      asked.push(query);
      return new Promise<never>((resolve) => answers.push(resolve as (value: unknown) => void));
    },
  };
  return { store: new ResultsHistoryStore(new LoadResultsHistory(gateway)), asked, answers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ResultsHistoryStore', () => {
  it("loads a game's first page, goes to another page, and starts again at page 1 with its dates when they change", async () => {
    const { store, asked, answers } = world();
    store.show('VN_NORTH');
    answers[0]!(ok({ list: [opened('a')], total: 23 }));
    await flush();
    expect(asked[0]).toEqual({ gameCode: 'VN_NORTH', pageNo: 1, pageSize: HISTORY_PAGE_SIZE });
    expect([store.list.length, store.pages]).toEqual([1, 3]);
    void store.goTo(3);
    answers[1]!(ok({ list: [opened('b')], total: 23 }));
    await flush();
    expect(store.pageNo).toBe(3);
    store.setDates({ from: '2026-11-01' });
    store.setDates({ to: '2026-11-20' });
    expect(asked.slice(2)).toEqual([
      { gameCode: 'VN_NORTH', from: '2026-11-01', pageNo: 1, pageSize: HISTORY_PAGE_SIZE },
      { gameCode: 'VN_NORTH', from: '2026-11-01', to: '2026-11-20', pageNo: 1, pageSize: HISTORY_PAGE_SIZE },
    ]);
    answers[3]!(ok({ list: [], total: 0 }));
    answers[2]!(ok({ list: [opened('stale')], total: 1 }));
    await flush();
    expect([store.pageNo, store.list, store.total, store.loading]).toEqual([1, [], 0, false]);
  });

  it('keeps the rows when a filter is refused and shows the failure', async () => {
    const { store, answers } = world();
    store.show('VN_NORTH');
    answers[0]!(ok({ list: [opened('a')], total: 1 }));
    await flush();
    store.setDates({ from: '2026-11-20', to: '2026-11-01' });
    answers[1]!(fail('validation.date_range', { field: 'to' }));
    await flush();
    expect(store.error).toMatchObject({ code: 'validation.date_range', field: 'to' });
    expect(store.list.map((o) => o.drawId)).toEqual(['a']);
  });
});
