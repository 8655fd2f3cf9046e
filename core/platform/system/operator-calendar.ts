import type { Clock } from '../../domain/kernel/ports';
import { addDays, calendarDateIn, checkDateRange, dayBounds, startOfDayIn, type CalendarDate, type DateRange } from '../../domain/kernel/calendar';
import { ok, type Result } from '../../domain/kernel/result';
import type { SettingsRepository } from './ports';

/** A report's range: the instants [from, to) it covers, the calendar days it names and the zone they are days in. */
export interface ReportRange {
  readonly from: Date;
  readonly to: Date;
  readonly days: { readonly from: CalendarDate; readonly to: CalendarDate };
  readonly zone: string;
}

/** The days a member picks are days in the operator's time zone, not the server's or the browser's. */
export class OperatorCalendar {
  constructor(private readonly deps: { settings: Pick<SettingsRepository, 'load'>; clock: Clock }) {}

  /** The instants an inclusive range of calendar dates covers, each end left open when not given; an impossible date is refused on its field. */
  async bounds(range: DateRange): Promise<Result<{ from?: Date; to?: Date }>> {
    return dayBounds(range, await this.zone());
  }

  /** A report's range: the dates asked for, by default the last 7 days up to today. */
  async reportRange(range: DateRange): Promise<Result<ReportRange>> {
    const checked = checkDateRange(range);
    if (!checked.ok) return checked;
    const zone = await this.zone();
    const to = checked.value.to ?? calendarDateIn(this.deps.clock.now(), zone);
    const from = checked.value.from ?? addDays(to, -6);
    return ok({ from: startOfDayIn(from, zone), to: startOfDayIn(addDays(to, 1), zone), days: { from, to }, zone });
  }

  private async zone(): Promise<string> {
    return (await this.deps.settings.load()).timezone;
  }
}
