import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCLUSION_CHOICES,
  exclusionBreak,
  isActive,
  longerBreak,
  TIMEOUT_CHOICES,
  timeoutBreak,
  type PlayBreak,
} from '../../../../core/domain/protection/breaks';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t));
const aBreak = fc.oneof(
  fc.tuple(fc.constantFrom(...TIMEOUT_CHOICES), instant).map(([c, at]) => timeoutBreak(c, at)),
  fc.tuple(fc.constantFrom(...EXCLUSION_CHOICES), instant).map(([c, at]) => exclusionBreak(c, at)),
);
const HOUR = 3_600_000;

describe('time-outs and self-exclusion', () => {
  it('time-outs last 24 hours to 6 weeks; exclusions 6 months to 5 years or for ever', () => {
    const at = new Date(Date.UTC(2026, 0, 31, 10));
    expect(TIMEOUT_CHOICES.map((c) => (timeoutBreak(c, at).endsAt!.getTime() - at.getTime()) / HOUR)).toEqual([24, 72, 168, 336, 1008]);
    expect(exclusionBreak('6m', at).endsAt).toEqual(new Date(Date.UTC(2026, 6, 31, 10)));
    expect(exclusionBreak('1y', new Date(Date.UTC(2028, 1, 29))).endsAt).toEqual(new Date(Date.UTC(2029, 1, 28)));
    expect(exclusionBreak('5y', at).endsAt).toEqual(new Date(Date.UTC(2031, 0, 31, 10)));
    expect(exclusionBreak('permanent', at).endsAt).toBeNull();
  });

  it('property: a new break never ends a running one sooner', () => {
    fc.assert(
      fc.property(aBreak, aBreak, instant, (current, next, now) => {
        const kept: PlayBreak = longerBreak(current, next, now);
        if (!isActive(current, now)) expect(kept).toBe(next);
        else if (current.endsAt === null) expect(kept).toBe(current);
        else expect(kept.endsAt === null || kept.endsAt >= current.endsAt).toBe(true);
      }),
    );
  });
});
