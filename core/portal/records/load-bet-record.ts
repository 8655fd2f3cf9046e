import { calendarDateIn, checkDateRange, quickPickRange, type CalendarDate, type QuickPick } from '../../domain/kernel/calendar';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { BetPage, BetQuery, BetRecordGateway, GameTypeTotals } from './ports';

export const BET_PAGE_SIZE = 20;
const GAME_TYPE = /^[A-Z_]{1,12}$/;

export interface BetRecordRequest {
  readonly gameType?: string;
  /** A quick pick wins over from/to: it is resolved against the clock in `timeZone`. */
  readonly quickPick?: QuickPick;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly pageNo?: number;
  readonly timeZone?: string;
}

/** The dates a request names: a quick pick resolved where the operator is, else from/to checked. */
export function periodOf(request: BetRecordRequest, clock: Clock) {
  const range = request.quickPick
    ? quickPickRange(calendarDateIn(clock.now(), request.timeZone ?? 'UTC'), request.quickPick)
    : { from: request.from, to: request.to };
  return checkDateRange(range);
}

/** Betting record (personalHistoryCopy): the member's rounds for a game type and period, a page at a time. */
export class LoadBetRecord {
  constructor(
    private readonly gateway: Pick<BetRecordGateway, 'myBets'>,
    private readonly clock: Clock,
  ) {}

  async execute(request: BetRecordRequest): Promise<Result<{ query: BetQuery; page: BetPage }>> {
    const gameType = request.gameType?.trim() ?? '';
    if (gameType !== '' && !GAME_TYPE.test(gameType)) return fail('validation.invalid_value', { field: 'gameType' });
    const period = periodOf(request, this.clock);
    if (!period.ok) return period;
    const query: BetQuery = {
      ...(gameType ? { gameType } : {}),
      ...period.value,
      pageNo: Math.max(1, Math.trunc(request.pageNo ?? 1)),
      pageSize: BET_PAGE_SIZE,
    };
    const page = await this.gateway.myBets(query);
    return page.ok ? ok({ query, page: page.value }) : page;
  }
}

/** Personal loss (personalProfit): the member's totals by game type for a period. */
export class LoadPersonalLoss {
  constructor(
    private readonly gateway: BetRecordGateway,
    private readonly clock: Clock,
  ) {}

  async execute(
    request: Omit<BetRecordRequest, 'gameType' | 'pageNo'>,
  ): Promise<Result<{ from?: CalendarDate; to?: CalendarDate; items: GameTypeTotals[]; scale: number }>> {
    const period = periodOf(request, this.clock);
    if (!period.ok) return period;
    const summary = await this.gateway.mySummary(period.value);
    return summary.ok ? ok({ ...period.value, ...summary.value }) : summary;
  }
}
