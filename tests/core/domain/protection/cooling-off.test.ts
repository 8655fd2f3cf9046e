import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOLING_OFF_MS,
  effectiveLimit,
  NO_LIMIT,
  requestChange,
  setOperatorLimit,
  settled,
  type LimitState,
} from '../../../../core/domain/protection/cooling-off';

const t0 = Date.UTC(2026, 0, 15, 12);
const value = fc.option(fc.bigInt({ min: 1n, max: 10_000n }), { nil: null });
/** null is "no limit": above every value. */
const atMost = (a: bigint | null, b: bigint | null) => b === null || (a !== null && a <= b);

const step = fc.record({ after: fc.integer({ min: 0, max: 2 * COOLING_OFF_MS }), who: fc.constantFrom('member', 'operator'), value });

describe('cooling-off', () => {
  it('property: a reduction or a first limit applies at once; an increase or a removal never before 24 hours', () => {
    fc.assert(
      fc.property(value, value, fc.integer({ min: 0, max: 3 * COOLING_OFF_MS }), (first, second, wait) => {
        const start = requestChange(NO_LIMIT, first, new Date(t0));
        expect(effectiveLimit(start, new Date(t0))).toBe(first);
        const asked = new Date(t0 + 1000);
        const changed = requestChange(start, second, asked);
        const later = new Date(asked.getTime() + wait);
        if (atMost(second, first)) expect(effectiveLimit(changed, asked)).toBe(second);
        else expect(effectiveLimit(changed, later)).toBe(wait < COOLING_OFF_MS ? first : second);
      }),
    );
  });

  it('property: over any sequence, the member limit in force only rises to a value the member asked for at least 24 hours earlier', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let state: LimitState = NO_LIMIT;
        let now = t0;
        const asked: { at: number; value: bigint | null }[] = [];
        let inForce: bigint | null = null;
        for (const s of steps) {
          now += s.after;
          const before = settled(state, new Date(now)).member;
          if (!atMost(before, inForce)) expect(asked.some((a) => a.value === before && now - a.at >= COOLING_OFF_MS)).toBe(true);
          state = s.who === 'member' ? requestChange(state, s.value, new Date(now)) : setOperatorLimit(state, s.value, new Date(now));
          if (s.who === 'member') asked.push({ at: now, value: s.value });
          inForce = settled(state, new Date(now)).member;
          if (s.who === 'member' && atMost(s.value, before)) expect(inForce).toBe(s.value);
          expect(atMost(effectiveLimit(state, new Date(now)), inForce)).toBe(true);
        }
      }),
    );
  });

  it('property: the lower of the member and the operator limit applies', () => {
    fc.assert(
      fc.property(value, value, (member, operator) => {
        const state = setOperatorLimit(requestChange(NO_LIMIT, member, new Date(t0)), operator, new Date(t0));
        const applied = effectiveLimit(state, new Date(t0));
        expect(atMost(applied, member) && atMost(applied, operator)).toBe(true);
        expect([member, operator]).toContain(applied);
      }),
    );
  });

  it('a waiting increase replaced by a lower value applies at once; by another increase waits again', () => {
    const start = requestChange(NO_LIMIT, 100n, new Date(t0));
    const raised = requestChange(start, 500n, new Date(t0));
    expect(requestChange(raised, 80n, new Date(t0 + 5000))).toEqual({ member: 80n, pending: null, operator: null });
    expect(requestChange(raised, 300n, new Date(t0 + 5000)).pending).toEqual({ value: 300n, at: new Date(t0 + 5000 + COOLING_OFF_MS) });
    expect(requestChange(raised, 900n, new Date(t0 + 5000)).pending).toEqual({ value: 900n, at: new Date(t0 + 5000 + COOLING_OFF_MS) });
    expect(settled(raised, new Date(t0 + COOLING_OFF_MS))).toEqual({ member: 500n, pending: null, operator: null });
  });
});
