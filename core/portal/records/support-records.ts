import { checkDateRange, type CalendarDate } from '../../domain/kernel/calendar';
import { fail, type Result } from '../../domain/kernel/result';
import type { BetPage, BetRecordGateway, RoundLog } from './ports';

/** Support: a member's betting record by account name, and any round's full log. */
export class SupportBetRecords {
  constructor(private readonly gateway: BetRecordGateway) {}

  async member(account: string, range: { from?: CalendarDate; to?: CalendarDate }, pageNo: number, pageSize: number): Promise<Result<BetPage>> {
    if (account.trim() === '') return fail('validation.required', { field: 'account' });
    const period = checkDateRange(range);
    return period.ok ? this.gateway.memberBets(account.trim(), { ...period.value, pageNo, pageSize }) : period;
  }

  async round(roundId: number): Promise<Result<RoundLog>> {
    if (!Number.isSafeInteger(roundId) || roundId < 1) return fail('validation.invalid_value', { field: 'roundId' });
    return this.gateway.round(roundId, true);
  }
}
