import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerCheck,
  checkPending,
  checksDue,
  nextCheckAt,
  realityCheckIntervalIsValid,
  type RealityCheckSchedule,
} from '../../../../core/domain/protection/reality-check';

const START = 1_780_000_000_000;
const intervalMs = fc.integer({ min: 10, max: 86_400 }).map((s) => s * 1000);
/** A session as the player lives it: time passes in steps, and sometimes a pending check is answered. */
const timeline = fc.array(fc.record({ waitMs: fc.integer({ min: 0, max: 3 * 86_400_000 }), answer: fc.boolean() }), { maxLength: 40 });

function live(interval: number, steps: readonly { waitMs: number; answer: boolean }[]): { schedule: RealityCheckSchedule; nowMs: number; answers: number } {
  let schedule: RealityCheckSchedule = { startMs: START, intervalMs: interval, answered: 0 };
  let nowMs = START;
  let answers = 0;
  for (const step of steps) {
    nowMs += step.waitMs;
    if (step.answer && checkPending(schedule, nowMs)) {
      schedule = answerCheck(schedule, nowMs);
      answers++;
    }
  }
  return { schedule, nowMs, answers };
}

describe('reality check schedule', () => {
  it('checks fall at start + k × interval, k ≥ 1', () => {
    fc.assert(
      fc.property(intervalMs, timeline, (interval, steps) => {
        const { schedule } = live(interval, steps);
        const offset = nextCheckAt(schedule) - START;
        expect(offset % interval).toBe(0);
        expect(offset / interval).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('a check is pending exactly when more checks are due than answered, and never before the first interval', () => {
    fc.assert(
      fc.property(intervalMs, timeline, fc.integer({ min: 0, max: 86_400_000 }), (interval, steps, laterMs) => {
        const { schedule, nowMs } = live(interval, steps);
        const at = nowMs + laterMs;
        expect(checkPending(schedule, at)).toBe(checksDue(schedule, at) > schedule.answered);
        expect(checkPending({ startMs: START, intervalMs: interval, answered: 0 }, START + interval - 1)).toBe(false);
      }),
    );
  });

  it('after answering, nothing is pending and the next check is in the future, at most one interval away', () => {
    fc.assert(
      fc.property(intervalMs, timeline, (interval, steps) => {
        const { schedule, nowMs } = live(interval, steps);
        const answered = answerCheck(schedule, nowMs);
        expect(checkPending(answered, nowMs)).toBe(false);
        expect(nextCheckAt(answered)).toBeGreaterThan(nowMs);
        expect(nextCheckAt(answered) - nowMs).toBeLessThanOrEqual(interval);
      }),
    );
  });

  it('never more than one pending check: missed checks fold into one answer, and answers never outnumber the checks due', () => {
    fc.assert(
      fc.property(intervalMs, timeline, (interval, steps) => {
        const { schedule, nowMs, answers } = live(interval, steps);
        expect(answers).toBeLessThanOrEqual(checksDue(schedule, nowMs));
        if (checkPending(schedule, nowMs)) expect(checkPending(answerCheck(schedule, nowMs), nowMs)).toBe(false);
      }),
    );
  });

  it('answering is idempotent and never answers a check still to come', () => {
    fc.assert(
      fc.property(intervalMs, timeline, (interval, steps) => {
        const { schedule, nowMs } = live(interval, steps);
        const once = answerCheck(schedule, nowMs);
        expect(answerCheck(once, nowMs)).toEqual(once);
        expect(once.answered).toBeGreaterThanOrEqual(schedule.answered);
        expect(once.answered).toBeLessThanOrEqual(Math.max(schedule.answered, checksDue(schedule, nowMs)));
      }),
    );
  });

  it('the interval is whole seconds from 10 s to a day', () => {
    for (const ok of [10, 60, 3600, 86_400]) expect(realityCheckIntervalIsValid(ok)).toBe(true);
    for (const bad of [9, 0, -60, 86_401, 60.5, '60', null]) expect(realityCheckIntervalIsValid(bad)).toBe(false);
  });
});
