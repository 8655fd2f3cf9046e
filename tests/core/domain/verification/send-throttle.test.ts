import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEND_LIMITS, sendRefusal } from '../../../../core/domain/verification/send-throttle';

describe('sendRefusal', () => {
  it('property: following its answers, no two sends to a number are closer than the gap and no window holds more than the quota', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 * 60_000 }), { maxLength: 60 }), (gaps) => {
        const sent: Date[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          if (sendRefusal({ toDestination: sent, fromIp: 0 }, new Date(now)) === null) sent.push(new Date(now));
        }
        for (let i = 1; i < sent.length; i++) expect(sent[i]!.getTime() - sent[i - 1]!.getTime()).toBeGreaterThanOrEqual(SEND_LIMITS.gapMs);
        for (const start of sent) {
          const inWindow = sent.filter((t) => t >= start && t.getTime() - start.getTime() < SEND_LIMITS.windowMs);
          expect(inWindow.length).toBeLessThanOrEqual(SEND_LIMITS.perDestination);
        }
      }),
    );
  });

  it('refuses an IP over its quota whatever the number, and allows a fresh number otherwise', () => {
    const now = new Date(10_000_000);
    expect(sendRefusal({ toDestination: [], fromIp: SEND_LIMITS.perIp }, now)).toBe('verification.too_many_requests');
    expect(sendRefusal({ toDestination: [], fromIp: SEND_LIMITS.perIp - 1 }, now)).toBeNull();
  });
});
