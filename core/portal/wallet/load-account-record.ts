import type { Clock } from '../../domain/kernel/ports';
import { calendarDateIn, checkDateRange, quickPickRange, type CalendarDate, type QuickPick } from '../../domain/kernel/calendar';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { CashierGateway } from './ports';
import type { RecordPage, RecordQuery } from './types';

export const DEFAULT_RECORD_PAGE_SIZE = 20;
export const MAX_RECORD_PAGE_SIZE = 100;
const TYPE = /^[a-z_]{1,32}$/;

export interface RecordRequest {
  /** A movement type; empty or absent for all. */
  readonly type?: string;
  /** A quick pick wins over from/to: it is resolved against the clock in `timeZone`. */
  readonly quickPick?: QuickPick;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly pageNo?: number;
  readonly pageSize?: number;
  /** The operator's IANA zone, where "today" is decided; UTC when absent or unknown. */
  readonly timeZone?: string;
}

export interface RecordView {
  /** The query as sent: a quick pick shows here as its dates. */
  readonly query: RecordQuery;
  readonly page: RecordPage;
}

const clampInt = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(Math.max(Math.trunc(value), min), max);

/** The account record: every movement of the main wallet, filtered, paged, with totals. */
export class LoadAccountRecord {
  constructor(
    private readonly cashier: Pick<CashierGateway, 'accountRecord'>,
    private readonly clock: Clock,
  ) {}

  async execute(request: RecordRequest): Promise<Result<RecordView>> {
    const type = request.type?.trim() ?? '';
    if (type !== '' && !TYPE.test(type)) return fail('validation.invalid_value', { field: 'type' });
    const range = request.quickPick
      ? quickPickRange(calendarDateIn(this.clock.now(), request.timeZone ?? 'UTC'), request.quickPick)
      : { from: request.from, to: request.to };
    const checked = checkDateRange(range);
    if (!checked.ok) return checked;
    const query: RecordQuery = {
      ...(type ? { type } : {}),
      ...checked.value,
      pageNo: clampInt(request.pageNo, 1, 999_999, 1),
      pageSize: clampInt(request.pageSize, 1, MAX_RECORD_PAGE_SIZE, DEFAULT_RECORD_PAGE_SIZE),
    };
    const page = await this.cashier.accountRecord(query);
    return page.ok ? ok({ query, page: page.value }) : page;
  }
}
