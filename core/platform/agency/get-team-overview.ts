import { fail, type Result, ok } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { checkTeamRange } from './team-report-query';
import type { TeamOverview, TeamRange, TeamReports } from './ports';

export interface OverviewQuery extends TeamRange {
  /** IANA zone the daily series is cut in ('Asia/Karachi'). */
  readonly zone: string;
}

/** The agent's team overview: sizes, money in and out, play, balance and a daily series. */
export class GetTeamOverview {
  constructor(private readonly deps: { reports: TeamReports }) {}

  async execute(caller: Principal, query: OverviewQuery): Promise<Result<TeamOverview>> {
    const range = checkTeamRange(caller, query);
    if (!range.ok) return range;
    if (!isTimeZone(query.zone)) return fail('validation.invalid_zone', { field: 'zone' });
    return ok(await this.deps.reports.overview(caller.account.id, range.value, query.zone));
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
