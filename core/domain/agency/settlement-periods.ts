import { periodWindow } from '../engagement/missions';
import { calendarDateIn, startOfDayIn, type CalendarDate } from '../kernel/calendar';
import { DIVIDEND_PERIODS, type ContractKind, type ContractTerms } from './contract-terms';

/** How often a contract is settled: every 5 minutes, each hour, or by calendar periods in the operator's zone. */
export const CADENCES = ['fiveMinutes', 'hourly', ...DIVIDEND_PERIODS] as const;
export type Cadence = (typeof CADENCES)[number];

export interface SettlementPeriod {
  /** Unique per cadence: with the contract it names one settlement, paid once. */
  readonly key: string;
  readonly from: Date;
  readonly to: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function cadenceOf(terms: ContractTerms): Cadence {
  if (terms.kind === 'realtimeSalary') return 'fiveMinutes';
  if (terms.kind === 'hourlySalary') return 'hourly';
  if (terms.kind === 'dailySalary') return 'daily';
  return terms.period!;
}

/** The cadences a kind can have, for the scheduler and the CLI. */
export const CADENCES_OF: Readonly<Record<ContractKind, readonly Cadence[]>> = {
  realtimeSalary: ['fiveMinutes'],
  hourlySalary: ['hourly'],
  dailySalary: ['daily'],
  dividend: DIVIDEND_PERIODS,
};

/** Months and their halves (1st–15th, 16th–end) in the operator's zone. */
function monthPeriod(cadence: 'semimonthly' | 'monthly', now: Date, timeZone: string): SettlementPeriod {
  const today = calendarDateIn(now, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const monthStart = `${today.slice(0, 8)}01`;
  const middle = `${today.slice(0, 8)}16`;
  const nextMonth = month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${today.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
  const [start, end]: [CalendarDate, CalendarDate] = cadence === 'monthly' ? [monthStart, nextMonth] : day < 16 ? [monthStart, middle] : [middle, nextMonth];
  return { key: start, from: startOfDayIn(start, timeZone), to: startOfDayIn(end, timeZone) };
}

/** The period of `cadence` that `at` falls in; clock periods are aligned to UTC minutes and hours. */
export function periodContaining(cadence: Cadence, at: Date, timeZone: string): SettlementPeriod {
  if (cadence === 'fiveMinutes' || cadence === 'hourly') {
    const size = cadence === 'hourly' ? HOUR : 5 * MINUTE;
    const from = new Date(Math.floor(at.getTime() / size) * size);
    return { key: from.toISOString().slice(0, 16), from, to: new Date(from.getTime() + size) };
  }
  if (cadence === 'daily' || cadence === 'weekly') return periodWindow(cadence, at, timeZone);
  return monthPeriod(cadence, at, timeZone);
}

/** The last `count` periods that have ended by `now`, newest first. */
export function closedPeriods(cadence: Cadence, now: Date, timeZone: string, count: number): SettlementPeriod[] {
  const periods: SettlementPeriod[] = [];
  let cursor = periodContaining(cadence, now, timeZone).from;
  while (periods.length < count) {
    const period = periodContaining(cadence, new Date(cursor.getTime() - 1), timeZone);
    periods.push(period);
    cursor = period.from;
  }
  return periods;
}

/**
 * The first instant after `now` at which a period of one of `cadences` has been closed for
 * `graceMs`: when the settlement job next has a period to settle.
 */
export function nextSettlementAt(cadences: readonly Cadence[], now: Date, timeZone: string, graceMs: number): Date {
  const cutoff = new Date(now.getTime() - graceMs);
  return new Date(Math.min(...cadences.map((cadence) => periodContaining(cadence, cutoff, timeZone).to.getTime())) + graceMs);
}
