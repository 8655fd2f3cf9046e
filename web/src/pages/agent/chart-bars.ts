import { addDays, dayNumber, type CalendarDate } from '../../../../core/domain/kernel/calendar';

/** One bar of a chart whose zero line sits where positive and negative values meet. */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly negative: boolean;
}

/** The smallest 1, 2 or 5 × 10^k at or above `value`, so an axis ends on a round amount; 0 for 0. */
export function roundCeiling(value: bigint): bigint {
  if (value <= 0n) return 0n;
  for (let power = 1n; ; power *= 10n) for (const step of [1n, 2n, 5n]) if (step * power >= value) return step * power;
}

/**
 * Bars for values in a box of `width` × `height`: each value gets an equal slot with a gap, and the
 * axis runs from a round amount below the lowest value to one above the highest (`top`, `bottom`),
 * so a bar's height shows its size against a scale, not the largest value stretched to the box. A
 * value that is not zero is at least one unit tall so it shows, where its side of the zero line has the room.
 */
export function chartBars(values: readonly bigint[], width: number, height: number, gap = 0.25): { bars: Bar[]; zeroY: number; top: bigint; bottom: bigint } {
  const top = roundCeiling(values.reduce((m, v) => (v > m ? v : m), 0n));
  const bottom = -roundCeiling(-values.reduce((m, v) => (v < m ? v : m), 0n));
  const span = Number(top - bottom);
  const zeroY = span === 0 ? height : (Number(top) / span) * height;
  const slot = values.length === 0 ? 0 : width / values.length;
  const bars = values.map((value, i) => {
    const size = span === 0 ? 0 : (Math.abs(Number(value)) / span) * height;
    const negative = value < 0n;
    const room = negative ? height - zeroY : zeroY;
    const tall = value === 0n ? 0 : Math.min(Math.max(size, 1), room);
    return { x: i * slot + (slot * gap) / 2, y: negative ? zeroY : zeroY - tall, width: slot * (1 - gap), height: tall, negative };
  });
  return { bars, zeroY, top, bottom };
}

/** One value per day from `from` to `to`, a day without figures counting zero: a quiet day is a gap, not a missing slot. */
export function everyDay<T extends { readonly day: CalendarDate }>(
  from: CalendarDate,
  to: CalendarDate,
  days: readonly T[],
  value: (day: T) => bigint,
): { day: CalendarDate; value: bigint }[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null || last < first) return days.map((d) => ({ day: d.day, value: value(d) }));
  const known = new Map(days.map((d) => [d.day, value(d)]));
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const day = addDays(from, i);
    return { day, value: known.get(day) ?? 0n };
  });
}
