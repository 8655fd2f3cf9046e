import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialThrottle, leadingThrottle, throttleAt, type ThrottleState } from '../../../../core/domain/kernel/throttle';

/** Non-decreasing call times (as a clock gives them). */
const times = fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 60 }).map((gaps) => {
  let t = 1_700_000_000_000;
  return gaps.map((g) => (t += g));
});
const interval = fc.integer({ min: 1, max: 2_000 });

function accepted(ts: readonly number[], ms: number): number[] {
  let state: ThrottleState = initialThrottle;
  const out: number[] = [];
  for (const t of ts) {
    const step = throttleAt(state, t, ms);
    if (step.accepted) out.push(t);
    state = step.state;
  }
  return out;
}

describe('leading-edge throttle', () => {
  it('the first call always passes', () => {
    fc.assert(
      fc.property(fc.integer(), interval, (t, ms) => {
        expect(throttleAt(initialThrottle, t, ms).accepted).toBe(true);
      }),
    );
  });

  it('accepted calls are always at least the interval apart', () => {
    fc.assert(
      fc.property(times, interval, (ts, ms) => {
        const ok = accepted(ts, ms);
        for (let i = 1; i < ok.length; i++) expect(ok[i]! - ok[i - 1]!).toBeGreaterThanOrEqual(ms);
      }),
    );
  });

  it('a call is dropped only when it falls within the interval of the last accepted one', () => {
    fc.assert(
      fc.property(times, interval, (ts, ms) => {
        let state: ThrottleState = initialThrottle;
        let last: number | null = null;
        for (const t of ts) {
          const should = last === null || t - last >= ms;
          if (should) last = t;
          const step = throttleAt(state, t, ms);
          expect(step.accepted).toBe(should);
          state = step.state;
        }
      }),
    );
  });

  it('a dropped call does not move the window (state unchanged)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), interval, fc.nat(1999), (start, ms, delta) => {
        const first = throttleAt(initialThrottle, start, ms).state;
        const second = throttleAt(first, start + (delta % ms), ms);
        expect(second).toEqual({ accepted: false, state: first });
      }),
    );
  });

  it('leadingThrottle runs the action exactly for the accepted calls, with their arguments', () => {
    fc.assert(
      fc.property(times, interval, (ts, ms) => {
        const calls: number[] = [];
        let i = 0;
        const throttled = leadingThrottle(
          (n: number) => calls.push(n),
          ms,
          () => ts[i]!,
        );
        const answers: boolean[] = [];
        for (i = 0; i < ts.length; i++) answers.push(throttled(ts[i]!));
        expect(calls).toEqual(accepted(ts, ms));
        expect(answers.filter(Boolean)).toHaveLength(calls.length);
      }),
    );
  });
});
