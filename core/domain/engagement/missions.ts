import { addDays, calendarDateIn, dayNumber, startOfDayIn, type CalendarDate } from '../kernel/calendar';
import { fail, ok, type Failure, type Result } from '../kernel/result';
import { controlFailures, isPrintable } from '../kernel/free-text';
import { checkTexts, type Texts } from '../system/content-texts';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts: valid bet (minor units), approved deposits (minor units), or settled rounds. */
export const MISSION_METRICS = ['valid_bet', 'deposit', 'rounds'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

export const MISSION_TEXTS = ['title'] as const;
export type MissionText = (typeof MISSION_TEXTS)[number];

export interface MissionInput {
  readonly title: string;
  readonly period: string;
  readonly metric: string;
  /** Only rounds of this game type count ('' for any); not used for deposits. */
  readonly gameType: string;
  readonly target: bigint;
  readonly reward: bigint;
  readonly sort: number;
  readonly texts: Texts<MissionText>;
}

export interface Mission extends Omit<MissionInput, 'period' | 'metric'> {
  readonly id: number;
  readonly period: MissionPeriod;
  readonly metric: MissionMetric;
  readonly enabled: boolean;
}

export function validateMission(input: MissionInput): Result<Omit<Mission, 'id' | 'enabled'>> {
  const failures: Failure[] = [];
  const period = MISSION_PERIODS.find((p) => p === input.period);
  const metric = MISSION_METRICS.find((m) => m === input.metric);
  const title = input.title.trim();
  if (title === '' || title.length > 100) failures.push({ code: 'mission.invalid_title', field: 'title' });
  failures.push(...controlFailures({ title: [title, 'line'] }));
  const texts = checkTexts(input.texts, { title: (t) => t.length <= 100 && isPrintable(t, 'line') });
  failures.push(...texts.failures);
  if (!period) failures.push({ code: 'mission.invalid_period', field: 'period', params: { periods: MISSION_PERIODS.join(', ') } });
  if (!metric) failures.push({ code: 'mission.invalid_metric', field: 'metric', params: { metrics: MISSION_METRICS.join(', ') } });
  if (!/^[A-Z]{0,16}$/.test(input.gameType) || (metric === 'deposit' && input.gameType !== ''))
    failures.push({ code: 'mission.invalid_game_type', field: 'gameType' });
  if (input.target <= 0n) failures.push({ code: 'mission.invalid_target', field: 'target' });
  if (input.reward <= 0n) failures.push({ code: 'mission.invalid_reward', field: 'reward' });
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > 9999) failures.push({ code: 'mission.invalid_sort', field: 'sort' });
  const [first] = failures;
  if (first || !period || !metric) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({ ...input, title, period, metric, texts: texts.texts });
}

export interface PeriodWindow {
  /** The period's first day in the operator's zone: the key a claim is paid once under. */
  readonly key: CalendarDate;
  readonly from: Date;
  readonly to: Date;
}

/** The day, or the week from Monday, that `now` falls in, in the operator's time zone. */
export function periodWindow(period: MissionPeriod, now: Date, timeZone: string): PeriodWindow {
  const today = calendarDateIn(now, timeZone);
  // 1970-01-01 was a Thursday: day numbers + 3 make Monday 0.
  const start = period === 'daily' ? today : addDays(today, -((dayNumber(today)! + 3) % 7));
  const end = addDays(start, period === 'daily' ? 1 : 7);
  return { key: start, from: startOfDayIn(start, timeZone), to: startOfDayIn(end, timeZone) };
}

export type MissionState = 'in_progress' | 'claimable' | 'claimed';

export function missionState(mission: Pick<Mission, 'target'>, progress: bigint, claimed: boolean): MissionState {
  if (claimed) return 'claimed';
  return progress >= mission.target ? 'claimable' : 'in_progress';
}

export const missionRewardKey = (missionId: number, accountId: number, periodKey: string): string => `mission:${missionId}:${accountId}:${periodKey}`;
