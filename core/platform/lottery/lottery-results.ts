import { addDays, isCalendarDate, startOfDayIn } from '../../domain/kernel/calendar';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { LotteryDeps } from './deps';
import type { StoredDraw } from './ports';

export interface ResultsRequest {
  readonly gameCode: string;
  /** Calendar dates of the operator's timezone, both included. */
  readonly from?: string;
  readonly to?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** A game's drawn results newest first: the opened numbers (a first page) and the history with date filters. */
export class ListLotteryResults {
  constructor(private readonly deps: Pick<LotteryDeps, 'games' | 'draws' | 'settings'>) {}

  async execute(request: ResultsRequest): Promise<Result<{ list: StoredDraw[]; total: number }>> {
    const game = await this.deps.games.find(request.gameCode);
    if (!game) return fail('lottery.unknown_game', { field: 'gameCode' });
    for (const field of ['from', 'to'] as const) {
      const date = request[field];
      if (date !== undefined && !isCalendarDate(date)) return fail('validation.invalid_date', { field });
    }
    if (request.from && request.to && request.to < request.from) return fail('validation.date_range', { field: 'to' });
    const { timezone } = await this.deps.settings.load();
    return ok(
      await this.deps.draws.history(game.gameCode, {
        ...(request.from ? { from: startOfDayIn(request.from, timezone) } : {}),
        ...(request.to ? { to: startOfDayIn(addDays(request.to, 1), timezone) } : {}),
        offset: (request.pageNo - 1) * request.pageSize,
        limit: request.pageSize,
      }),
    );
  }
}
