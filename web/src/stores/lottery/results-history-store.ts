import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { LoadResultsHistory } from '../../../../core/portal/lottery/lottery-reads';
import type { LotteryOpenedView } from '../../../../core/portal/lottery/types';

export const HISTORY_PAGE_SIZE = 10;

/** A lottery game's result history: date filters (operator's calendar dates, both included) and pages. */
export class ResultsHistoryStore {
  gameCode: string | null = null;
  from = '';
  to = '';
  pageNo = 1;
  list: readonly LotteryOpenedView[] = [];
  total = 0;
  error: Failure | null = null;
  loading = false;
  private requestId = 0;

  constructor(private readonly load: LoadResultsHistory) {
    makeAutoObservable<ResultsHistoryStore, 'load' | 'requestId'>(this, { load: false, requestId: false });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / HISTORY_PAGE_SIZE));
  }

  /** Another game (or none): filters cleared, its first page loaded. */
  show(gameCode: string | null): void {
    this.gameCode = gameCode;
    this.from = '';
    this.to = '';
    this.list = [];
    this.total = 0;
    this.error = null;
    if (gameCode) void this.goTo(1);
  }

  setDates(dates: { from?: string; to?: string }): void {
    if (dates.from !== undefined) this.from = dates.from;
    if (dates.to !== undefined) this.to = dates.to;
    void this.goTo(1);
  }

  async goTo(pageNo: number): Promise<void> {
    const gameCode = this.gameCode;
    if (!gameCode) return;
    const id = ++this.requestId;
    this.loading = true;
    const result = await this.load.execute({
      gameCode,
      ...(this.from ? { from: this.from } : {}),
      ...(this.to ? { to: this.to } : {}),
      pageNo,
      pageSize: HISTORY_PAGE_SIZE,
    });
    runInAction(() => {
      if (id !== this.requestId) return;
      this.loading = false;
      this.error = result.ok ? null : result.error;
      if (!result.ok) return;
      this.pageNo = pageNo;
      this.list = result.value.list;
      this.total = result.value.total;
    });
  }
}
