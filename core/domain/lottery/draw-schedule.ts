import { addDays, calendarDateIn, isCalendarDate, startOfDayIn, type CalendarDate } from '../kernel/calendar';
import { fail, ok, type Result } from '../kernel/result';

/** Draws every N minutes from the operator's midnight, or at fixed times of the operator's day ('18:15'). */
export type DrawCadence = { readonly everyMinutes: number } | { readonly dailyAt: readonly string[] };

export interface DrawSchedule {
  readonly cadence: DrawCadence;
  /** Betting on a draw closes this many seconds before it. */
  readonly closeBeforeSeconds: number;
}

export interface DrawSlot {
  /** 'YYYYMMDD-NNNN': the operator's date and the draw's number in that day from 1; ids sort as the draws happen. */
  readonly drawId: string;
  readonly drawAt: Date;
  readonly closesAt: Date;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DRAW_ID = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

const minuteOf = (time: string): number => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
};

/**
 * The minutes after the local day's start at which its draws happen. Times count from the day's
 * first instant, so on a day the clocks change they move with it; draws past the day's length
 * are dropped.
 */
function drawMinutes(cadence: DrawCadence, dayMinutes: number): number[] {
  if ('dailyAt' in cadence) return cadence.dailyAt.map(minuteOf).filter((m) => m < dayMinutes);
  return Array.from({ length: Math.ceil(dayMinutes / cadence.everyMinutes) }, (_, k) => k * cadence.everyMinutes);
}

/** Every N minutes (N a whole number from 1 to 1440), or increasing 'HH:MM' times; the cut-off shorter than the shortest gap between draws. */
export function checkSchedule(schedule: DrawSchedule): Result<DrawSchedule> {
  const { cadence, closeBeforeSeconds } = schedule;
  let gap: number;
  if ('dailyAt' in cadence) {
    const minutes = cadence.dailyAt.map(minuteOf);
    if (minutes.length === 0 || minutes.some((m, i) => Number.isNaN(m) || (i > 0 && m <= minutes[i - 1]!)))
      return fail('lottery.invalid_schedule', { field: 'dailyAt' });
    gap = Math.min(minutes[0]! + DAY_MINUTES - minutes.at(-1)!, ...minutes.slice(1).map((m, i) => m - minutes[i]!));
  } else {
    if (!Number.isInteger(cadence.everyMinutes) || cadence.everyMinutes < 1 || cadence.everyMinutes > DAY_MINUTES)
      return fail('lottery.invalid_schedule', { field: 'everyMinutes' });
    gap = cadence.everyMinutes;
  }
  if (!Number.isInteger(closeBeforeSeconds) || closeBeforeSeconds < 0 || closeBeforeSeconds >= gap * 60)
    return fail('lottery.invalid_schedule', { field: 'closeBeforeSeconds' });
  return ok(schedule);
}

function dayDraws(schedule: DrawSchedule, date: CalendarDate, timeZone: string): DrawSlot[] {
  const start = startOfDayIn(date, timeZone).getTime();
  const dayMinutes = (startOfDayIn(addDays(date, 1), timeZone).getTime() - start) / MINUTE;
  const day = date.replaceAll('-', '');
  return drawMinutes(schedule.cadence, dayMinutes).map((minute, i) => {
    const drawAt = start + minute * MINUTE;
    return { drawId: `${day}-${String(i + 1).padStart(4, '0')}`, drawAt: new Date(drawAt), closesAt: new Date(drawAt - schedule.closeBeforeSeconds * 1000) };
  });
}

/** The first draw after `at` (a draw happening at `at` is already past): the one bets placed at `at` are for. */
export function nextDraw(schedule: DrawSchedule, at: Date, timeZone: string): DrawSlot {
  for (let date = calendarDateIn(at, timeZone); ; date = addDays(date, 1)) {
    const slot = dayDraws(schedule, date, timeZone).find((s) => s.drawAt > at);
    if (slot) return slot;
  }
}

/** The draw an id names, when the schedule has it. */
export function drawSlot(schedule: DrawSchedule, drawId: string, timeZone: string): Result<DrawSlot> {
  const match = DRAW_ID.exec(drawId);
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const slot = isCalendarDate(date) ? dayDraws(schedule, date, timeZone)[Number(match![4]) - 1] : undefined;
  return slot?.drawId === drawId ? ok(slot) : fail('lottery.unknown_draw', { field: 'drawId' });
}

/** Betting on a draw is open until exactly its cut-off. */
export const checkBettingOpen = (slot: DrawSlot, at: Date): Result<DrawSlot> =>
  at < slot.closesAt ? ok(slot) : fail('lottery.betting_closed', { params: { drawId: slot.drawId } });

/** A game as the draw job sees it: its schedule, and for an official game how long a draw waits for its result before it is void. */
export interface ScheduledGame {
  readonly schedule: DrawSchedule;
  readonly voidAfterMs: number | null;
}

/**
 * The draw job's next work after `at`: the soonest draw of any game, or the soonest moment an
 * official draw still without its result turns void (its draw time plus `voidAfterMs`); null
 * without games. Always later than `at`.
 */
export function nextDrawWork(games: readonly ScheduledGame[], at: Date, timeZone: string): Date | null {
  const times = games.flatMap(({ schedule, voidAfterMs }) => {
    const draw = nextDraw(schedule, at, timeZone).drawAt.getTime();
    return voidAfterMs === null ? [draw] : [draw, nextDraw(schedule, new Date(at.getTime() - voidAfterMs), timeZone).drawAt.getTime() + voidAfterMs];
  });
  return times.length === 0 ? null : new Date(Math.min(...times));
}
