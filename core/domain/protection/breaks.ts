import type { FailureCode } from '../kernel/failure-code';

/** A time-out is a short break; a self-exclusion a long one, possibly for ever. */
export type BreakKind = 'timeout' | 'exclusion';

export const TIMEOUT_CHOICES = ['24h', '72h', '1w', '2w', '6w'] as const;
export const EXCLUSION_CHOICES = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutChoice = (typeof TIMEOUT_CHOICES)[number];
export type ExclusionChoice = (typeof EXCLUSION_CHOICES)[number];

export interface PlayBreak {
  readonly kind: BreakKind;
  readonly startedAt: Date;
  /** Null: a permanent self-exclusion. */
  readonly endsAt: Date | null;
}

const HOUR = 3_600_000;
const TIMEOUT_HOURS: Readonly<Record<TimeoutChoice, number>> = { '24h': 24, '72h': 72, '1w': 168, '2w': 336, '6w': 1_008 };
const EXCLUSION_MONTHS: Readonly<Record<Exclude<ExclusionChoice, 'permanent'>, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/** Calendar months later at the same UTC time of day; the 31st falls back to the month's last day. */
function addMonths(at: Date, months: number): Date {
  const target = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1, at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target;
}

export function timeoutBreak(choice: TimeoutChoice, now: Date): PlayBreak {
  return { kind: 'timeout', startedAt: now, endsAt: new Date(now.getTime() + TIMEOUT_HOURS[choice] * HOUR) };
}

export function exclusionBreak(choice: ExclusionChoice, now: Date): PlayBreak {
  return { kind: 'exclusion', startedAt: now, endsAt: choice === 'permanent' ? null : addMonths(now, EXCLUSION_MONTHS[choice]) };
}

export const isActive = (b: PlayBreak | null, now: Date): b is PlayBreak => b !== null && (b.endsAt === null || now < b.endsAt);

/** A new break never shortens one already running: the one that ends later stays. */
export function longerBreak(current: PlayBreak | null, next: PlayBreak, now: Date): PlayBreak {
  if (!isActive(current, now)) return next;
  if (current.endsAt === null || (next.endsAt !== null && next.endsAt <= current.endsAt)) return current;
  return next;
}

/** The refusal code while a break runs. */
export const breakRefusal = (b: PlayBreak): FailureCode => (b.kind === 'timeout' ? 'protection.time_out' : 'protection.self_excluded');
