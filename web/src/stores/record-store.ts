import { makeAutoObservable, runInAction } from 'mobx';
import type { QuickPick } from '../../../core/domain/kernel/calendar';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { RecordRequest } from '../../../core/portal/wallet/load-account-record';
import type { AuthStore } from './auth-store';
import type { SystemStore } from './system-store';

export interface RecordFilterForm {
  readonly type: string;
  readonly from: string;
  readonly to: string;
}

/** A paged record with totals: the account record, the betting record, personal loss. */
export interface RecordPageLike {
  readonly items: readonly unknown[];
  readonly pageNo: number;
  readonly totalPages: number;
}

/** Loads one page for a filter; the answer echoes the dates a quick pick stood for. */
export interface RecordLoader<P extends RecordPageLike> {
  execute(request: RecordRequest): Promise<Result<{ query: { from?: string; to?: string }; page: P }>>;
}

/** A record page's view model: filters (type, dates, quick picks), the current page and its totals. */
export class RecordStore<P extends RecordPageLike> {
  type = '';
  from = '';
  to = '';
  /** The quick pick the dates came from, until the member types other dates. */
  quickPick: QuickPick | null = 'previous30';
  pageNo = 1;
  page: P | null = null;
  error: Failure | null = null;
  /** A filter the use case refused (a reversed range): shown on its field, the page is kept. */
  filterError: Failure | null = null;
  loading = false;
  private requestId = 0;
  private loadedFor: string | null = null;

  constructor(
    private readonly loadRecord: RecordLoader<P>,
    private readonly system: SystemStore,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<RecordStore<P>, 'loadRecord' | 'system' | 'auth' | 'requestId' | 'loadedFor'>(this, {
      loadRecord: false,
      system: false,
      auth: false,
      requestId: false,
      loadedFor: false,
    });
  }

  get items(): P['items'] {
    return this.page?.items ?? [];
  }

  get totalPages(): number {
    return Math.max(this.page?.totalPages ?? 1, 1);
  }

  get canPrevious(): boolean {
    return this.pageNo > 1;
  }

  get canNext(): boolean {
    return this.pageNo < this.totalPages;
  }

  async open(): Promise<void> {
    const account = this.auth.member?.account ?? null;
    if (account !== this.loadedFor) {
      this.loadedFor = account;
      this.page = null;
      this.resetFilters();
    }
    await this.load();
  }

  async search(filter: RecordFilterForm): Promise<void> {
    const changedDates = filter.from !== this.from || filter.to !== this.to;
    this.type = filter.type;
    this.from = filter.from;
    this.to = filter.to;
    if (changedDates) this.quickPick = null;
    await this.firstPage();
  }

  /** The filter as it stands, from its first page. */
  async firstPage(): Promise<void> {
    this.pageNo = 1;
    await this.load();
  }

  async pick(pick: QuickPick, type = this.type): Promise<void> {
    this.quickPick = pick;
    this.type = type;
    await this.firstPage();
  }

  async clear(): Promise<void> {
    this.type = '';
    this.from = '';
    this.to = '';
    this.quickPick = null;
    await this.firstPage();
  }

  async goTo(pageNo: number): Promise<void> {
    if (pageNo < 1 || pageNo > this.totalPages || pageNo === this.pageNo) return;
    this.pageNo = pageNo;
    await this.load();
  }

  private resetFilters(): void {
    this.type = '';
    this.from = '';
    this.to = '';
    this.quickPick = 'previous30';
    this.pageNo = 1;
    this.error = null;
    this.filterError = null;
  }

  /** Only the latest request's answer is shown, however the answers arrive. */
  private async load(): Promise<void> {
    const id = ++this.requestId;
    this.loading = true;
    const request: RecordRequest = {
      type: this.type,
      pageNo: this.pageNo,
      timeZone: this.system.status?.timezone ?? 'UTC',
      ...(this.quickPick ? { quickPick: this.quickPick } : { from: this.from, to: this.to }),
    };
    const result = await this.loadRecord.execute(request);
    runInAction(() => {
      if (id !== this.requestId) return;
      this.loading = false;
      if (result.ok) {
        this.page = result.value.page;
        this.from = result.value.query.from ?? '';
        this.to = result.value.query.to ?? '';
        this.pageNo = result.value.page.pageNo;
        this.error = null;
        this.filterError = null;
      } else if (result.error.field) this.filterError = result.error;
      else this.error = result.error;
    });
  }
}
