import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatExpiryFrom, SEATED_WINDOW_MINUTES } from '../../../../core/domain/play/table-rooms';

describe('seatExpiryFrom', () => {
  it('a session lasting ttl counts as a seat exactly when it opened within the window before now', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2040-01-01') }),
        fc.integer({ min: 0, max: 48 * 60 * 60_000 }),
        fc.integer({ min: 3_600_000, max: 86_400_000 }),
        (now, ageMs, ttl) => {
          const opened = now.getTime() - ageMs;
          const seated = opened + ttl >= seatExpiryFrom(now, ttl).getTime();
          expect(seated).toBe(ageMs <= SEATED_WINDOW_MINUTES * 60_000);
        },
      ),
    );
  });
});
